// A template row's menu: edit, rename, add to a collection (the keyboard's way to file a template,
// beside dragging it), remove from the collection shown, put labels on or take them off, version
// history, archive (with a confirmation) or restore. Each item shows only when the row's flags
// (can.update, can.delete) and the user's permissions allow it.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Checkbox, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import type { TemplateCollection, TemplateLabelRow, TemplateRow } from 'shared-contract';
import { TEMPLATE_PATHS } from '../../../lib/template-paths';
import type { LibraryActions } from '../hooks/use-library-actions';
import type { LibraryView } from '../types/library-view';
import { LABEL_COLOR_SX } from './label-chip';

type Submenu = 'collections' | 'labels' | null;

export type TemplateRowMenuProps = {
  row: TemplateRow;
  view: LibraryView;
  collections: readonly TemplateCollection[];
  labels: readonly TemplateLabelRow[];
  mayOrganize: boolean;
  actions: LibraryActions;
  onRename: (row: TemplateRow) => void;
};

export function TemplateRowMenu({ row, view, collections, labels, mayOrganize, actions, onRename }: TemplateRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [submenu, setSubmenu] = useState<Submenu>(null);
  const isArchived = row.archived_at !== null;
  const canEdit = row.can.update && !isArchived;
  const close = () => {
    setAnchor(null);
    setSubmenu(null);
  };
  const inCollection = new Set(row.collections.map((c) => c.id));
  const withLabel = new Set(row.labels.map((l) => l.id));
  const libraryCollections = collections.filter((c) => c.project_id === null);

  const main = [
    canEdit ? (
      <MenuItem key="edit" component={RouterLink} to={TEMPLATE_PATHS.edit(row.id)} onClick={close}>
        Edit
      </MenuItem>
    ) : null,
    canEdit ? (
      <MenuItem
        key="rename"
        onClick={() => {
          close();
          onRename(row);
        }}
      >
        Rename
      </MenuItem>
    ) : null,
    mayOrganize && !isArchived ? (
      <MenuItem key="collection" aria-haspopup="menu" onClick={() => setSubmenu('collections')}>
        Add to collection…
      </MenuItem>
    ) : null,
    mayOrganize && view.kind === 'collection' && inCollection.has(view.id) ? (
      <MenuItem
        key="remove"
        onClick={() => {
          close();
          void actions.removeFromCollection(view.id, [row.id]);
        }}
      >
        Remove from collection
      </MenuItem>
    ) : null,
    mayOrganize && !isArchived ? (
      <MenuItem key="labels" aria-haspopup="menu" onClick={() => setSubmenu('labels')}>
        Labels…
      </MenuItem>
    ) : null,
    row.can.view ? (
      <MenuItem key="versions" component={RouterLink} to={`${TEMPLATE_PATHS.edit(row.id)}?versions=1`} onClick={close}>
        Version history
      </MenuItem>
    ) : null,
    row.can.delete && !isArchived ? <Divider key="divider" /> : null,
    row.can.delete && !isArchived ? (
      <MenuItem
        key="archive"
        sx={{ color: 'error.main' }}
        onClick={() => {
          close();
          void actions.archive(row);
        }}
      >
        Archive
      </MenuItem>
    ) : null,
    row.can.delete && isArchived ? (
      <MenuItem
        key="restore"
        onClick={() => {
          close();
          void actions.restore(row);
        }}
      >
        Restore
      </MenuItem>
    ) : null,
  ].filter(Boolean);

  if (main.length === 0) return null;

  const collectionItems =
    libraryCollections.length === 0
      ? [
          <MenuItem key="none" disabled>
            No collections yet
          </MenuItem>,
        ]
      : libraryCollections.map((collection) => (
          <MenuItem
            key={collection.id}
            disabled={inCollection.has(collection.id)}
            onClick={() => {
              close();
              void actions.addToCollection(collection.id, [row.id]);
            }}
          >
            {collection.name}
            {inCollection.has(collection.id) ? ' (added)' : ''}
          </MenuItem>
        ));

  const labelItems =
    labels.length === 0
      ? [
          <MenuItem key="none" disabled>
            No labels yet
          </MenuItem>,
        ]
      : labels.map((label) => {
          const checked = withLabel.has(label.id);
          return (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => {
                close();
                void (checked ? actions.detachLabel(label.id, [row.id]) : actions.attachLabel(label.id, [row.id]));
              }}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple sx={{ p: 0, color: LABEL_COLOR_SX[label.color].color }} />
              </ListItemIcon>
              <ListItemText primary={label.name} />
            </MenuItem>
          );
        });

  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${row.name}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} aria-label={submenu === 'collections' ? 'Add to collection' : submenu === 'labels' ? 'Labels' : `Actions for ${row.name}`}>
        {submenu === 'collections' ? collectionItems : submenu === 'labels' ? labelItems : main}
      </Menu>
    </>
  );
}
