// The preview of an e-mail template: subject and body with every merge field filled by a sample
// value (system samples, the company's name, the company's own fields' defaults).
import { useMemo } from 'react';
import { Box, Divider, Paper, Typography } from '@mui/material';
import { useCurrentUser } from 'shared-auth';
import { buildMergeFieldSamples, renderMergeFields, type MergeField } from 'shared-contract';

export function EmailPreview({ subject, body, ownFields }: { subject: string; body: string; ownFields: readonly MergeField[] }) {
  const { user } = useCurrentUser();
  const samples = useMemo(() => {
    const values = buildMergeFieldSamples(ownFields);
    if (user?.company?.name) values['company.name'] = user.company.name;
    return values;
  }, [ownFields, user?.company?.name]);
  // Unknown fields stay as typed, so a mistake is visible in the preview too.
  const render = (text: string) => renderMergeFields(text, samples, { keepMissing: true });
  return (
    <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Preview with sample values
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="preview-subject">
        {render(subject) || ' '}
      </Typography>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ whiteSpace: 'pre-wrap', typography: 'body2' }} data-testid="preview-body">
        {render(body)}
      </Box>
    </Paper>
  );
}
