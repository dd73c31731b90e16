// One e-mail template: its name, what it is used for, subject and body as written, and the preview.
import { Alert, Box, Breadcrumbs, Button, Chip, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { can, useCurrentUser } from 'shared-auth';
import { ERROR_MESSAGES, PERMISSIONS, UI_TEXT } from 'shared-contract';
import { LoadingState, PageHeader, formatDateTime } from 'shared-ui';
import { useCompanyMergeFields } from '../../../lib/merge-field-data';
import { useEmailTemplate } from '../api/email-templates';
import { emailTemplatePaths } from '../types/paths';
import { EmailPreview } from './email-preview';

export function EmailTemplateShowPage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const templateId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const template = useEmailTemplate(templateId);
  const ownFields = useCompanyMergeFields();
  const data = template.data;
  const error = template.error ?? ownFields.error;

  return (
    <Box>
      <PageHeader
        title={data?.name ?? 'E-mail template'}
        subtitle={data ? `Last updated ${formatDateTime(data.updated_at)}` : undefined}
        breadcrumbs={
          <Breadcrumbs>
            <Link component={RouterLink} to={emailTemplatePaths.list} underline="hover">
              Email Templates
            </Link>
          </Breadcrumbs>
        }
        actions={
          data && can(user, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT) ? (
            <Button variant="contained" startIcon={<EditOutlined />} component={RouterLink} to={emailTemplatePaths.edit(data.id)}>
              Edit
            </Button>
          ) : null
        }
      />
      {error || !templateId ? (
        <Alert severity="error">{(error as { response?: { status?: number } } | undefined)?.response?.status === 404 || !templateId ? UI_TEXT.itemNotFound : ERROR_MESSAGES.default}</Alert>
      ) : !data || !ownFields.data ? (
        <LoadingState />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <div>
                  <Typography variant="overline" color="text.secondary">
                    Used for
                  </Typography>
                  <div>{data.mail_key_label ? <Chip size="small" color="primary" variant="outlined" label={data.mail_key_label} /> : <Typography variant="body2">Sent by users</Typography>}</div>
                </div>
                <div>
                  <Typography variant="overline" color="text.secondary">
                    Subject
                  </Typography>
                  <Typography variant="body2">{data.subject}</Typography>
                </div>
                <div>
                  <Typography variant="overline" color="text.secondary">
                    Body
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {data.body}
                  </Typography>
                </div>
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <EmailPreview subject={data.subject} body={data.body} ownFields={ownFields.data} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
