// The text box of a new or edited note: noteUpdateSchema on input (and on Save), the server's 422 on the
// body field kept until the text changes.
import { useEffect, useId, useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { normalizeError, setUnsavedChanges } from 'shared-auth';
import { NOTE_MAX, collectErrors, noteUpdateSchema } from 'shared-contract';
import { useToast } from 'shared-ui';

/** The note editors on the page that hold unsaved text. */
const dirtyEditors = new Set<string>();
function markDirty(editorId: string, isDirty: boolean) {
  if (isDirty) dirtyEditors.add(editorId);
  else dirtyEditors.delete(editorId);
  setUnsavedChanges(dirtyEditors.size > 0);
}

type NoteEditorProps = {
  initialBody?: string;
  label: string;
  submitText: string;
  onSubmit: (body: string) => Promise<string>;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

export function NoteEditor({ initialBody = '', label, submitText, onSubmit, onDone, onCancel, autoFocus }: NoteEditorProps) {
  const toast = useToast();
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = body.trim() !== initialBody.trim();

  // Unsaved text: the shell asks before leaving the page. The flag is global and several editors
  // may be open (the new note and an edited one): it stays up while any of them holds text.
  const editorId = useId();
  useEffect(() => markDirty(editorId, isDirty), [editorId, isDirty]);
  useEffect(() => () => markDirty(editorId, false), [editorId]);

  const check = async (value: string) => {
    const errors = await collectErrors(noteUpdateSchema, { body: value });
    const message = errors?.body?.[0] ?? null;
    setError(message);
    return message;
  };

  const save = async () => {
    if (await check(body)) return;
    setIsSaving(true);
    try {
      toast.success(await onSubmit(body.trim()));
      setBody(initialBody === '' ? '' : body.trim());
      setError(null);
      onDone?.();
    } catch (failure) {
      const problem = await normalizeError(failure);
      if (problem.status === 422 && problem.errors?.body) setError(problem.errors.body);
      else toast.warning(problem.message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack
      spacing={1}
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={label}
        value={body}
        multiline
        minRows={3}
        fullWidth
        autoFocus={autoFocus}
        onChange={(event) => {
          setBody(event.target.value);
          void check(event.target.value);
        }}
        error={!!error}
        helperText={error ?? `${body.length}/${NOTE_MAX}`}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button color="inherit" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        ) : null}
        {/* Disabled while the note's error shows, as every form's submit (shared-ui FormSubmitButton). */}
        <Button type="submit" variant="contained" loading={isSaving} disabled={Boolean(error)}>
          {submitText}
        </Button>
      </Stack>
    </Stack>
  );
}
