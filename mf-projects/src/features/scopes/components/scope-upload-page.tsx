// Projects > {id} > Scopes > {scopeId} > upload: bulk upload of attachments. Each chosen file is
// checked (extension and 10 MB, then scope/attachment/check) and sent in its own request, so one
// bad file does not stop the others; each row shows its progress and its own error.
import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import { SCOPE_ATTACHMENT_EXTENSIONS, formatSize } from 'shared-contract';
import { LoadErrorState, LoadingState, PageHeader, useToast, validateUpload } from 'shared-ui';
import { scopeKey, useScope } from '../api/find-scope';
import { isScopeListKey } from '../api/find-scopes';
import { addScopeAttachments, checkScopeAttachment } from '../api/scope-attachments';
import { SCOPE_PATHS } from '../types/scope-paths';

type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';
type UploadItem = { key: number; file: File; state: UploadState; error: string | null };

const STATE_TEXT: Record<UploadState, string> = { waiting: 'Waiting', uploading: 'Uploading…', done: 'Uploaded', failed: 'Failed' };
const ACCEPT = SCOPE_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export function ScopeUploadPage() {
  const { projectId = '', scopeId = '' } = useParams();
  const { data: scope, error, mutate } = useScope(scopeId);
  const { mutate: globalMutate } = useSWRConfig();
  const toast = useToast();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const nextKey = useRef(1);
  const inputRef = useRef<HTMLInputElement | null>(null);

  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!scope) return <LoadingState />;
  const canChange = scope.can.update && scope.status !== 'sent';
  const back = (
    <Link component={RouterLink} to={SCOPE_PATHS.edit(projectId, scope.id)} underline="hover" variant="body2">
      {scope.name}
    </Link>
  );
  if (!canChange) {
    return (
      <Box>
        <PageHeader title="Upload attachments" breadcrumbs={back} />
        <Alert severity="info">You can read this scope but not add attachments to it.</Alert>
      </Box>
    );
  }

  const update = (key: number, change: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).map((file) => {
      const problem = validateUpload(file, SCOPE_ATTACHMENT_EXTENSIONS);
      return { key: nextKey.current++, file, state: problem ? 'failed' : 'waiting', error: problem } satisfies UploadItem;
    });
    setItems((current) => [...current.filter((item) => item.state !== 'done'), ...chosen]);
  };

  const start = async () => {
    setIsRunning(true);
    let uploaded = 0;
    for (const item of items.filter((i) => i.state === 'waiting')) {
      update(item.key, { state: 'uploading', error: null });
      try {
        await checkScopeAttachment(item.file);
        await addScopeAttachments(scope.id, [item.file]);
        uploaded += 1;
        update(item.key, { state: 'done' });
      } catch (e) {
        const problem = (await normalizeError(e));
        update(item.key, { state: 'failed', error: problem.errors?.file ?? Object.values(problem.errors ?? {})[0] ?? problem.message });
      }
    }
    setIsRunning(false);
    if (uploaded) {
      toast.success(`${uploaded} ${uploaded === 1 ? 'file' : 'files'} uploaded.`);
      await globalMutate(scopeKey(scope.id));
      await globalMutate(isScopeListKey);
    }
  };

  const finished = items.filter((i) => i.state === 'done' || i.state === 'failed').length;
  const waiting = items.filter((i) => i.state === 'waiting').length;

  return (
    <Box>
      <PageHeader title="Upload attachments" subtitle={`Scope: ${scope.name}`} breadcrumbs={back} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Allowed: {SCOPE_ATTACHMENT_EXTENSIONS.join(', ')}; at most 10 MB each.
        </Typography>
        <input ref={inputRef} type="file" multiple accept={ACCEPT} hidden aria-label="Choose files" onChange={(e) => {
          choose(e.target.files);
          e.target.value = '';
        }} />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={isRunning} onClick={() => inputRef.current?.click()}>
            Choose files
          </Button>
          <Button variant="contained" disabled={isRunning || waiting === 0} onClick={() => void start()}>
            Upload {waiting ? `${waiting} ${waiting === 1 ? 'file' : 'files'}` : ''}
          </Button>
          <Button component={RouterLink} to={SCOPE_PATHS.edit(projectId, scope.id)} disabled={isRunning}>
            Back to scope
          </Button>
        </Stack>
        {items.length ? (
          <>
            <LinearProgress variant="determinate" value={(finished / items.length) * 100} sx={{ mt: 2 }} aria-label="Upload progress" />
            <List dense aria-label="Files to upload">
              {items.map((item) => (
                <ListItem key={item.key}>
                  <ListItemText
                    primary={`${item.file.name} (${formatSize(item.file.size)})`}
                    secondary={item.error ?? STATE_TEXT[item.state]}
                    slotProps={{ secondary: { color: item.state === 'failed' ? 'error' : item.state === 'done' ? 'success.main' : 'text.secondary' } }}
                  />
                  {item.state === 'uploading' ? <LinearProgress sx={{ width: 120 }} aria-label={`Uploading ${item.file.name}`} /> : null}
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No files chosen.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
