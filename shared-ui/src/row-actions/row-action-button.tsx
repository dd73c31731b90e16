// The small Edit / Delete icon button of a list row or card, with its tooltip: Edit is neutral,
// Delete is red. The button carries the full accessible name (`Edit ${row.name}`), the tooltip the
// short verb. The span lets the tooltip show while the button is disabled. With `to` the button is
// a link to an app route, rendered by the router link component the app passes (shared-ui does not
// depend on react-router-dom).
import type { ElementType } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
// icons-material 9 ships the trash-can outline as DeleteOutlineOutlined only (no bare DeleteOutline).
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { UI_TEXT } from 'shared-contract';

export type RowAction = 'edit' | 'delete';

type RowActionLink =
  | { to?: undefined; linkComponent?: undefined }
  /** An app route, e.g. `to={paths.edit(row.id)} linkComponent={RouterLink}` (react-router-dom's Link). */
  | { to: string; linkComponent: ElementType<{ to: string }> };

export type RowActionButtonProps = RowActionLink & {
  action: RowAction;
  /** The accessible name, e.g. `Edit ${row.name}`. */
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Tooltip text instead of the default 'Edit' / 'Delete'. */
  tooltip?: string;
};

const ACTIONS = {
  edit: { tooltip: UI_TEXT.edit, color: 'default', Icon: EditOutlined },
  delete: { tooltip: UI_TEXT.delete, color: 'error', Icon: DeleteOutline },
} as const;

export function RowActionButton({ action, label, onClick, disabled = false, tooltip, to, linkComponent }: RowActionButtonProps) {
  const { tooltip: defaultTooltip, color, Icon } = ACTIONS[action];
  const link = to !== undefined && linkComponent ? { component: linkComponent, to } : {};
  return (
    <Tooltip title={tooltip ?? defaultTooltip} describeChild>
      <span>
        <IconButton size="small" color={color} aria-label={label} onClick={onClick} disabled={disabled} {...link}>
          <Icon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
