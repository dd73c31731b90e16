// A saved scope's attachments: list with download, add (checked first: extension and 10 MB, the
// server's scope/attachment/check), delete after a confirmation; the bulk upload page for many.
import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { SCOPE_ATTACHMENT_EXTENSIONS, formatSize, type ScopeDetails } from 'shared-contract';
import { FileUpload, formatDate, useConfirm, useToast } from 'shared-ui';
import { addScopeAttachments, checkScopeAttachment, deleteScopeAttachment, downloadScopeAttachment } from '../api/scope-attachments';
import { SCOPE_PATHS } from '../types/scope-paths';

type Props = { scope: ScopeDetails; canChange: boolean; onChanged: () => Promise<unknown> };

export function ScopeAttachmentsPanel({ scope, canChange, onChanged }: Props) {
  const toast = useToast();
  const confirm = useConfirm();
  const [isUploading, setIsUploading] = useState(false);

  const add = async (file: File) => {
    setIsUploading(true);
    try {
      await checkScopeAttachment(file);
      const { message } = await addScopeAttachments(scope.id, [file]);
      toast.success(message);
      await onChanged();
    } catch (e) {
      const problem = (await normalizeError(e));
      toast.error(problem.errors?.file ?? Object.values(problem.errors ?? {})[0] ?? problem.message);
    } finally {
      setIsUploading(false);
    }
  };

  const remove = async (id: number, name: string) => {
    if (!(await confirm({ title: 'Delete attachment', message: `Delete "${name}"? This cannot be undone.`, confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteScopeAttachment(id));
      await onChanged();
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  const download = async (id: number, name: string) => {
    try {
      await downloadScopeAttachment(id, name);
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Attachments">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          Attachments
        </Typography>
        {canChange ? (
          <Button component={RouterLink} to={SCOPE_PATHS.upload(scope.project_id, scope.id)} size="small">
            Bulk upload
          </Button>
        ) : null}
      </Stack>
      {scope.attachments.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No attachments yet.
        </Typography>
      ) : (
        <List dense aria-label="Attachment list">
          {scope.attachments.map((file) => (
            <ListItem
              key={file.id}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title="Download">
                    <IconButton size="small" aria-label={`Download ${file.name}`} onClick={() => void download(file.id, file.name)}>
                      <DownloadOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canChange ? (
                    <Tooltip title="Delete">
                      <IconButton size="small" color="error" aria-label={`Delete ${file.name}`} onClick={() => void remove(file.id, file.name)}>
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Stack>
              }
            >
              <ListItemText primary={file.name} secondary={`${formatSize(file.size)} · ${formatDate(file.created_at)}${file.uploaded_by ? ` · ${file.uploaded_by}` : ''}`} />
            </ListItem>
          ))}
        </List>
      )}
      {canChange ? (
        <Box sx={{ mt: 1 }}>
          <FileUpload extensions={SCOPE_ATTACHMENT_EXTENSIONS} onSelect={(file) => void add(file)} disabled={isUploading} label={isUploading ? 'Uploading…' : 'Drag and drop a file here or'} />
        </Box>
      ) : null}
    </Paper>
  );
}
