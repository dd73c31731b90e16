// The `{{` completion shared by MergeFieldTextField and the template editor: the keys that work
// over the open list of matches, and the list itself (a listbox in a Popper under the caret).
import type { SyntheticEvent } from 'react';
import { List, ListItemButton, ListItemText, Paper, Popper, Typography, type PopperProps } from '@mui/material';
import { MERGE_FIELD_TYPE_LABELS, type MergeFieldOption } from 'shared-contract';

export type MergeFieldCompletionKeyActions = {
  /** Moves the active option (given the previous index). */
  setActive: (update: (index: number) => number) => void;
  /** Inserts the chosen option. */
  pick: (option: MergeFieldOption) => void;
  /** Closes the list (Escape). */
  close: () => void;
};

/**
 * What a key does while the list shows `matches`: ArrowDown/ArrowUp move the active option (wrapping
 * round), Enter or Tab picks it, Escape closes. Returns true when the key was used (the caller then
 * keeps it from the field), false for any other key or when there is nothing to choose from.
 */
export function handleMergeFieldCompletionKey(
  key: string,
  matches: readonly MergeFieldOption[],
  active: number,
  actions: MergeFieldCompletionKeyActions,
): boolean {
  if (matches.length === 0) return false;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const step = key === 'ArrowDown' ? 1 : -1;
    actions.setActive((i) => (i + step + matches.length) % matches.length);
    return true;
  }
  if (key === 'Enter' || key === 'Tab') {
    actions.pick(matches[Math.min(active, matches.length - 1)]);
    return true;
  }
  if (key === 'Escape') {
    actions.close();
    return true;
  }
  return false;
}

/** The id of the option at `index` in the list `listId` (for aria-activedescendant). */
export function mergeFieldOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

export type MergeFieldCompletionListProps = {
  open: boolean;
  anchorEl: PopperProps['anchorEl'];
  listId: string;
  matches: readonly MergeFieldOption[];
  active: number;
  onPick: (option: MergeFieldOption) => void;
};

/** The list of matching merge fields; a click picks, and the focus (with the caret) stays in the field. */
export function MergeFieldCompletionList({ open, anchorEl, listId, matches, active, onPick }: MergeFieldCompletionListProps) {
  return (
    <Popper open={open} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Paper elevation={6} sx={{ maxHeight: 320, overflowY: 'auto', minWidth: 280 }}>
        <List dense id={listId} role="listbox" aria-label="Merge fields">
          {matches.map((option, i) => (
            <ListItemButton
              key={option.name}
              id={mergeFieldOptionId(listId, i)}
              role="option"
              aria-selected={i === active}
              selected={i === active}
              // Keep the focus (and the caret) in the field.
              onMouseDown={(event: SyntheticEvent) => event.preventDefault()}
              onClick={() => onPick(option)}
            >
              <ListItemText
                primary={`{{${option.name}}}`}
                secondary={
                  <Typography component="span" variant="caption" color="text.secondary">
                    {MERGE_FIELD_TYPE_LABELS[option.type]}
                    {option.description ? ` · ${option.description}` : ''}
                  </Typography>
                }
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Popper>
  );
}
