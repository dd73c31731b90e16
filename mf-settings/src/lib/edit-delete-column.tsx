// The Actions column of a settings list whose rows open in an edit dialog and may be deleted:
// "Edit {name}" always, "Delete {name}" only when the caller may delete (onDelete given).
import { Stack } from '@mui/material';
import { RowActionButton, type DataTableColumn } from 'shared-ui';

export function editDeleteColumn<Row extends { name: string }>(actions: { onEdit: (row: Row) => void; onDelete?: (row: Row) => void }): DataTableColumn<Row> {
  const { onEdit, onDelete } = actions;
  return {
    field: 'actions',
    headerName: 'Actions',
    hideable: false,
    width: 110,
    renderCell: (row) => (
      <Stack direction="row" spacing={0.5}>
        <RowActionButton action="edit" label={`Edit ${row.name}`} onClick={() => onEdit(row)} />
        {onDelete ? <RowActionButton action="delete" label={`Delete ${row.name}`} onClick={() => onDelete(row)} /> : null}
      </Stack>
    ),
  };
}
