// Wizard step 5, additional documents: files are chosen (10 MB each, the spec's extensions and
// messages, at most 10 per upload), uploaded through project/step-5 with progress, listed, downloaded
// and deleted. Finish sends step 5 (with any file still chosen), which ends the draft, and opens the project.
import { useState, type ReactNode } from 'react';
import { Box, Button, IconButton, LinearProgress, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { normalizeError, useUnsavedChangesFlag } from 'shared-auth';
import { PROJECT_DOCUMENT_EXTENSIONS, PROJECT_DOCUMENTS_PER_UPLOAD, PROJECT_SETUP_MESSAGES, formatSize, type AdditionalDocument } from 'shared-contract';
import { EmptyState, FileUpload, LoadErrorState, LoadingState, formatDateTime, saveBlob, useConfirm, useToast } from 'shared-ui';
import { deleteAdditionalDocument, downloadAdditionalDocument, saveStepFive, useAdditionalDocuments } from '../api/wizard-api';

type DocumentsStepProps = { projectId: number; actions: ReactNode; onFinished: () => void };

export function DocumentsStep({ projectId, actions, onFinished }: DocumentsStepProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const documents = useAdditionalDocuments(projectId);
  const [files, setFiles] = useState<File[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  /** Files of the running upload already sent. */
  const [uploaded, setUploaded] = useState(0);
  const [uploadTotal, setUploadTotal] = useState(0);
  const [pickerKey, setPickerKey] = useState(0);
  useUnsavedChangesFlag(files.length > 0);

  /**
   * Sends step 5 once per chosen file, so the bar shows how many are up; a file the server refuses
   * stays chosen with its message, with the ones after it. With no file it only saves the step.
   */
  const upload = async (): Promise<boolean> => {
    const queue = files.length ? files : [null];
    setUploadTotal(files.length);
    setIsUploading(true);
    setUploaded(0);
    try {
      for (const [i, file] of queue.entries()) {
        try {
          const result = await saveStepFive(projectId, file ? [file] : []);
          if (file) {
            setUploaded(i + 1);
            setFiles((list) => list.filter((f) => f !== file));
            toast.success(result.message);
          }
        } catch (e) {
          const problem = await normalizeError(e);
          const messages = Object.values(problem.errors ?? {});
          toast.error(file ? `${file.name}: ${messages.length ? messages.join(' ') : problem.message}` : problem.message);
          return false;
        }
      }
      setPickerKey((k) => k + 1);
      return true;
    } finally {
      setIsUploading(false);
      await documents.mutate();
    }
  };

  const finish = async () => {
    if (await upload()) onFinished();
  };

  const download = async (document: AdditionalDocument) => {
    try {
      saveBlob(await downloadAdditionalDocument(document.id), document.name);
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  const remove = async (document: AdditionalDocument) => {
    if (!(await confirm({ title: 'Delete document', message: `Delete the document "${document.name}"?`, confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await deleteAdditionalDocument(document.id));
      await documents.mutate();
    } catch (e) {
      toast.error((await normalizeError(e)).message);
    }
  };

  const isFull = files.length >= PROJECT_DOCUMENTS_PER_UPLOAD;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} component="section" aria-label="Additional documents">
      <Typography variant="subtitle1" component="h3">
        Additional documents
      </Typography>
      <FileUpload
        key={pickerKey}
        extensions={PROJECT_DOCUMENT_EXTENSIONS}
        disabled={isUploading || isFull}
        onSelect={(file) => setFiles((list) => [...list, file])}
        label={isFull ? PROJECT_SETUP_MESSAGES.tooManyDocuments : undefined}
      />
      {files.length ? (
        <Box>
          <List aria-label="Chosen files" dense>
            {files.map((file, i) => (
              <ListItem
                key={`${file.name}-${i}`}
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${file.name}`} disabled={isUploading} onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}>
                    <CloseIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={file.name} secondary={formatSize(file.size)} />
              </ListItem>
            ))}
          </List>
          {isUploading && uploadTotal ? (
            <Box sx={{ my: 1 }}>
              <LinearProgress variant="determinate" value={(uploaded / uploadTotal) * 100} aria-label="Upload progress" />
              <Typography variant="caption" color="text.secondary">{`Uploading ${Math.min(uploaded + 1, uploadTotal)} of ${uploadTotal}`}</Typography>
            </Box>
          ) : null}
          <Button variant="outlined" onClick={() => void upload()} loading={isUploading}>
            Upload
          </Button>
        </Box>
      ) : null}
      {documents.error ? (
        <LoadErrorState error={documents.error} onRetry={() => void documents.mutate()} />
      ) : !documents.data ? (
        <LoadingState />
      ) : documents.data.length === 0 ? (
        <EmptyState title="No documents yet" description={`Allowed: ${PROJECT_DOCUMENT_EXTENSIONS.join(', ')}; 10 MB each.`} />
      ) : (
        <List aria-label="Uploaded documents" dense>
          {documents.data.map((document) => (
            <ListItem
              key={document.id}
              secondaryAction={
                <>
                  <Tooltip title="Download">
                    <IconButton aria-label={`Download ${document.name}`} onClick={() => void download(document)}>
                      <DownloadOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton edge="end" aria-label={`Delete ${document.name}`} onClick={() => void remove(document)}>
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </>
              }
            >
              <ListItemText primary={document.name} secondary={`${formatSize(document.size)} · ${document.uploaded_by?.full_name ?? ''} · ${formatDateTime(document.created_at)}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {actions}
        <Button variant="contained" onClick={() => void finish()} loading={isUploading}>
          Finish
        </Button>
      </Stack>
    </Stack>
  );
}
