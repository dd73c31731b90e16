import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SUBSIDIARY_EXTENSIONS } from 'shared-contract';
import { FileUpload } from './file-upload';
import { LogoUploader } from './logo-uploader';

const meta: Meta = { title: 'Forms/Upload' };
export default meta;

function FileDemo() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Stack sx={{ maxWidth: 480 }}>
      <FileUpload extensions={SUBSIDIARY_EXTENSIONS} chooserExtensions={['xml']} onSelect={setFile} selectedFileName={file?.name} onRemove={() => setFile(null)} />
    </Stack>
  );
}
export const File: StoryObj = { render: () => <FileDemo /> };

function LogoDemo() {
  const [blob, setBlob] = useState<Blob | null>(null);
  return (
    <Stack spacing={1}>
      <LogoUploader name="Ridge Electric" onChange={setBlob} size={170} />
      <Typography variant="caption">{blob ? `PNG ready: ${blob.size} bytes` : 'No logo chosen'}</Typography>
    </Stack>
  );
}
export const Logo: StoryObj = { render: () => <LogoDemo /> };
