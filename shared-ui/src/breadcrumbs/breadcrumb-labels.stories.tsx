import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Breadcrumbs, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useBreadcrumbLabel, useBreadcrumbLabels } from './breadcrumb-labels';

const PATH = '/companies/7/info';

/** What the shell's header does: one crumb per path segment, named by a page when it gave a name. */
function DemoHeader() {
  const labels = useBreadcrumbLabels();
  const segments = PATH.split('/').filter(Boolean);
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {segments.map((segment, index) => {
        const path = `/${segments.slice(0, index + 1).join('/')}`;
        const label = labels[path] ?? (/^\d+$/.test(segment) ? `#${segment}` : segment.charAt(0).toUpperCase() + segment.slice(1));
        return index === segments.length - 1 ? (
          <Typography key={path} color="text.primary">
            {label}
          </Typography>
        ) : (
          <Link key={path} href="#" underline="hover" color="inherit">
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}

/** What a remote's record page does: one hook call with the record's name. */
function CompanyPage({ name }: { name: string }) {
  useBreadcrumbLabel('/companies/7', name);
  return <Typography variant="h5">{name || 'Loading…'}</Typography>;
}

function Demo() {
  const [isMounted, setIsMounted] = useState(true);
  const [name, setName] = useState('Ridge Electric');
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <DemoHeader />
      </Paper>
      <Stack direction="row" spacing={1}>
        <TextField label="Company name" value={name} onChange={(e) => setName(e.target.value)} />
        <Button variant="outlined" onClick={() => setIsMounted((m) => !m)}>
          {isMounted ? 'Leave the page' : 'Open the page'}
        </Button>
      </Stack>
      {isMounted ? <CompanyPage name={name} /> : <Typography color="text.secondary">The page is closed: the crumb shows #7 again.</Typography>}
    </Stack>
  );
}

const meta: Meta = { title: 'Navigation/useBreadcrumbLabel' };
export default meta;

export const NamedByThePage: StoryObj = { render: () => <Demo /> };
