// Companies > {id} > Notes: the caller's company's private notes about this company; create, edit and
// delete (with confirmation) need COMPANIES_EDIT and a role other than general_view_only.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { ERROR_MESSAGES, NETWORK_MESSAGES, UI_TEXT, type CompanyNote } from 'shared-contract';
import { EmptyState, LoadingState, RowActionButton, formatDateTime, useConfirm, useToast } from 'shared-ui';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { useCompanyNotes, useNoteActions } from '../api/company-details';
import { NoteEditor } from './note-editor';

function NoteCard({ note, canEdit, actions }: { note: CompanyNote; canEdit: boolean; actions: ReturnType<typeof useNoteActions> }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [isEditing, setIsEditing] = useState(false);
  const editable = canEdit && note.can_edit;

  const remove = async () => {
    if (!(await confirm({ title: 'Delete note', message: NETWORK_MESSAGES.noteDeleteConfirm, confirmText: 'Delete', danger: true }))) return;
    try {
      toast.success(await actions.remove(note.id));
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
  };

  return (
    <Card variant="outlined" component="li" aria-label={`Note by ${note.author?.full_name ?? UI_TEXT.notAvailable}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{note.author?.full_name ?? UI_TEXT.notAvailable}</Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(note.created_at)}
              {note.updated_at !== note.created_at ? ` (edited ${formatDateTime(note.updated_at)})` : ''}
            </Typography>
          </Box>
          {editable && !isEditing ? (
            <>
              <RowActionButton action="edit" label="Edit note" onClick={() => setIsEditing(true)} />
              <RowActionButton action="delete" label="Delete note" onClick={() => void remove()} />
            </>
          ) : null}
        </Stack>
        {isEditing ? (
          <NoteEditor
            label="Edit note"
            submitText="Save"
            initialBody={note.body}
            autoFocus
            onSubmit={(body) => actions.update(note.id, body)}
            onDone={() => setIsEditing(false)}
            onCancel={() => setIsEditing(false)}
          />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function CompanyNotesTab() {
  const { id = '' } = useParams();
  const { canEdit } = useNetworkGates();
  const { data: notes, error, isLoading, mutate } = useCompanyNotes(id);
  const actions = useNoteActions(id);

  return (
    <Stack spacing={2}>
      {canEdit ? (
        <Card variant="outlined">
          <CardContent>
            <NoteEditor label="New note" submitText="Add note" onSubmit={actions.create} />
          </CardContent>
        </Card>
      ) : null}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              {UI_TEXT.retry}
            </Button>
          }
        >
          {ERROR_MESSAGES.default}
        </Alert>
      ) : isLoading ? (
        <LoadingState />
      ) : !notes || notes.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack spacing={1.5} component="ul" aria-label="Notes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.map((note) => (
            <NoteCard key={note.id} note={note} canEdit={canEdit} actions={actions} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
