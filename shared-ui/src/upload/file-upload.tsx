// Drag-and-drop or choose a file; extension and size checked with the shared rules before it is handed on.
import { Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_ERROR_SHOWN_MS, UPLOAD_MAX_BYTES, checkFile, formatSize, uploadSizeMessage } from 'shared-contract';

/** The message for a file that breaks the rules, or null. Over the default 10 MB gives the spec's upload message. */
export function validateUpload(file: { name: string; size: number }, extensions?: readonly string[], maxBytes = UPLOAD_MAX_BYTES): string | null {
  if (file.size > maxBytes) return uploadSizeMessage(maxBytes);
  return checkFile(file, { extensions, maxBytes });
}

export type FileUploadProps = {
  /** Allowed extensions without dots, e.g. SUBSIDIARY_EXTENSIONS. */
  extensions?: readonly string[];
  /** Extra extensions the chooser offers beyond the validated ones (e.g. xml for subsidiaries). */
  chooserExtensions?: readonly string[];
  maxBytes?: number;
  onSelect: (file: File) => void;
  /** Name of the file already chosen, with a remove control when onRemove is given. */
  selectedFileName?: string | null;
  onRemove?: () => void;
  label?: string;
  disabled?: boolean;
  /** The message for a file of another type, in place of the list of allowed extensions (e.g. 'Choose a PDF file.'). */
  typeMessage?: string;
};

export function FileUpload({
  extensions,
  chooserExtensions = [],
  maxBytes = UPLOAD_MAX_BYTES,
  onSelect,
  selectedFileName,
  onRemove,
  label = 'Drag and drop a file here or',
  disabled,
  typeMessage,
}: FileUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  // The spec clears the upload error after UPLOAD_ERROR_SHOWN_MS.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), UPLOAD_ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const take = (file: File | undefined) => {
    if (!file) return;
    const wrongType = typeMessage !== undefined && extensions !== undefined && checkFile({ name: file.name, size: 0 }, { extensions }) !== null;
    const problem = wrongType ? typeMessage : validateUpload(file, extensions, maxBytes);
    setError(problem);
    if (!problem) onSelect(file);
  };

  const accept = extensions ? [...extensions, ...chooserExtensions].map((e) => `.${e}`).join(',') : undefined;

  return (
    <Box>
      <Box
        data-testid="file-drop-zone"
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setIsDragging(false);
          if (!disabled) take(e.dataTransfer.files?.[0]);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : isDragging ? 'primary.main' : 'divider',
          bgcolor: isDragging ? 'action.hover' : 'background.paper',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
        }}
      >
        <CloudUploadOutlined color="action" sx={{ fontSize: 36 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => inputRef.current?.click()}>
          Choose file
        </Button>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          data-testid="file-input"
          onChange={(e) => {
            take(e.target.files?.[0]);
            // Choosing the same file again must fire change again.
            e.target.value = '';
          }}
        />
        {extensions ? (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {`${extensions.map((e) => `.${e}`).join(', ')} · max ${formatSize(maxBytes)}`}
          </Typography>
        ) : null}
      </Box>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      {selectedFileName ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" noWrap sx={{ flex: 1 }}>
            {selectedFileName}
          </Typography>
          {onRemove ? (
            <IconButton size="small" aria-label={`Remove ${selectedFileName}`} onClick={onRemove}>
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
