// Version history: every save of a template is a version (who, when, what the save was). A version
// opens read-only (its name, type, description and body); restoring one asks first and saves a new
// version with the old content, which the form then shows.
import { useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Drawer, IconButton, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import { TEMPLATE_MESSAGES, UI_TEXT, type Template, type TemplateVersionRow } from 'shared-contract';
import { LoadErrorState, TemplateDocumentView, formatDateTime, useConfirm, useToast } from 'shared-ui';
import { templateKey } from '../api/find-template';
import { useTemplateVersion } from '../api/find-template-version';
import { templateVersionsKey, useTemplateVersions } from '../api/find-template-versions';
import { restoreTemplateVersion } from '../api/restore-template-version';

type Props = { template: Template; canRestore: boolean; onClose: () => void; onRestored: (template: Template) => void };

function VersionDialog({ templateId, row, onClose }: { templateId: number; row: TemplateVersionRow; onClose: () => void }) {
  const version = useTemplateVersion(templateId, row.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="template-version-title">
      <DialogTitle id="template-version-title">Version {row.number}</DialogTitle>
      <DialogContent>
        {version.error ? <LoadErrorState error={version.error} onRetry={() => void version.mutate()} /> : null}
        {!version.data && !version.error ? <Skeleton variant="rectangular" height={240} /> : null}
        {version.data ? (
          <Stack spacing={2}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                Name
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {version.data.name}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                Type
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {version.data.type_label}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                Description
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {version.data.description || UI_TEXT.notAvailable}
              </Typography>
            </Box>
            <Divider />
            <TemplateDocumentView value={version.data.body} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function TemplateVersionsDrawer({ template, canRestore, onClose, onRestored }: Props) {
  const versions = useTemplateVersions(template.id);
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [viewing, setViewing] = useState<TemplateVersionRow | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  const restore = async (row: TemplateVersionRow) => {
    const ok = await confirm({ title: 'Restore version', message: TEMPLATE_MESSAGES.restoreVersionConfirm(row.number), confirmText: 'Restore' });
    if (!ok) return;
    setRestoring(row.id);
    try {
      const { data, message } = await restoreTemplateVersion(template.id, row.id);
      toast.success(message);
      await mutate(templateKey(template.id), data, { revalidate: false });
      await mutate(templateVersionsKey(template.id));
      onRestored(data);
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    } finally {
      setRestoring(null);
    }
  };

  const rows = versions.data?.data ?? [];
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-label': 'Version history' } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography variant="h3" component="h2">
          Version history
        </Typography>
        <IconButton aria-label="Close version history" onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Divider />
      {versions.error ? <LoadErrorState error={versions.error} onRetry={() => void versions.mutate()} /> : null}
      {versions.isLoading ? (
        <Box sx={{ p: 2 }} aria-label="Loading versions">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : null}
      {!versions.isLoading && !versions.error && rows.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          No versions yet.
        </Alert>
      ) : null}
      <List aria-label="Versions" sx={{ overflowY: 'auto' }}>
        {rows.map((row) => (
          <ListItem key={row.id} divider sx={{ display: 'block' }} aria-label={`Version ${row.number}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">Version {row.number}</Typography>
              {row.is_current ? <Chip size="small" color="primary" label="Current" /> : null}
            </Stack>
            <Typography variant="body2">{row.note}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {row.created_by?.full_name ?? UI_TEXT.notAvailable} · {formatDateTime(row.created_at)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Button size="small" onClick={() => setViewing(row)} aria-label={`View version ${row.number}`}>
                View
              </Button>
              {canRestore && !row.is_current ? (
                <Button size="small" onClick={() => void restore(row)} disabled={restoring !== null} aria-label={`Restore version ${row.number}`}>
                  Restore
                </Button>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
      {viewing ? <VersionDialog templateId={template.id} row={viewing} onClose={() => setViewing(null)} /> : null}
    </Drawer>
  );
}
