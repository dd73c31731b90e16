// Label and value pairs of a read-only details card.
import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

export function DetailsList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ width: { sm: 140 }, flexShrink: 0 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
