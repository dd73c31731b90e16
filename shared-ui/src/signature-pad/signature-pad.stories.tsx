import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SignaturePad, type SignatureMode, type SignatureValue } from './signature-pad';

const meta: Meta = { title: 'Forms/Signature pad' };
export default meta;

function Demo({ mode, initial }: { mode: SignatureMode; initial: SignatureValue | null }) {
  const [value, setValue] = useState<SignatureValue | null>(initial);
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <SignaturePad label="Signature" value={value} onChange={setValue} defaultMode={mode} />
      <Typography variant="caption">{value === null ? 'Nothing signed yet' : value.type === 'typed' ? `Typed: ${value.text}` : `Drawn: PNG of ${value.png.length} characters`}</Typography>
    </Stack>
  );
}

export const Typed: StoryObj = { render: () => <Demo mode="typed" initial={{ type: 'typed', text: 'Vera Vendor' }} /> };
export const Drawn: StoryObj = { render: () => <Demo mode="drawn" initial={null} /> };
export const WithError: StoryObj = {
  render: () => <SignaturePad label="Initials" value={null} onChange={() => undefined} defaultMode="drawn" error="Type or draw your signature." height={100} />,
};
