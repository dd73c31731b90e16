import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { SYSTEM_MERGE_FIELDS, buildMergeFieldSamples, renderMergeFields, type MergeFieldOption } from 'shared-contract';
import { MergeFieldTextField } from './merge-field-text-field';

const OPTIONS: MergeFieldOption[] = [
  ...SYSTEM_MERGE_FIELDS.filter((f) => f.usage !== 'document_name').map((f) => ({ name: f.name, type: f.type, description: f.description, is_system: true })),
  { name: 'contract.retainage_percent', type: 'number', description: 'Retainage held on each payment (%)', is_system: false },
  { name: 'insurance.min_coverage', type: 'currency', description: 'Minimum general liability coverage', is_system: false },
];

const meta: Meta<typeof MergeFieldTextField> = {
  title: 'Fields/MergeFieldTextField',
  component: MergeFieldTextField,
};
export default meta;

function Demo({ multiline, initial }: { multiline?: boolean; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <MergeFieldTextField
        label={multiline ? 'Body' : 'Subject'}
        helperText="Type {{ to insert a merge field"
        value={value}
        onValueChange={setValue}
        options={OPTIONS}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        fullWidth
      />
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        Preview: {renderMergeFields(value, buildMergeFieldSamples([]), { keepMissing: true })}
      </Typography>
    </Stack>
  );
}

export const Subject: StoryObj = { render: () => <Demo initial="{{project.name}}: " /> };
export const Body: StoryObj = { render: () => <Demo multiline initial={'Hello {{vendor.contact_name}},\n\n'} /> };
