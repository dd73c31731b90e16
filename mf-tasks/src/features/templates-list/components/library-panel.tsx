// The library side panel: All templates, Favorites, Archived, the collections and the labels with
// their template counts. Choosing one filters the list. A collection is a drop target for a
// template dragged from the list (by its handle); each collection and label has a menu (rename,
// delete with a confirmation) for a user who may organise the library. "Find in library" searches
// templates, collections and labels by name.
import { useState, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import {
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import StarBorder from '@mui/icons-material/StarBorder';
import type { TemplateCollection, TemplateLabelRow } from 'shared-contract';
import { useCollections } from '../api/find-collections';
import { useLabels } from '../api/find-labels';
import type { LibraryActions } from '../hooks/use-library-actions';
import { isSameView, type LibraryView } from '../types/library-view';
import { LABEL_COLOR_SX } from './label-chip';
import { LibrarySearch } from './library-search';
import { NameDialog } from './name-dialog';

/** The droppable id of a collection in the panel. */
export const collectionDropId = (id: number) => `collection:${id}`;

type Dialog = { kind: 'new-collection' } | { kind: 'new-label' } | { kind: 'rename-collection'; item: TemplateCollection } | { kind: 'rename-label'; item: TemplateLabelRow };

type PanelProps = { view: LibraryView; onChoose: (view: LibraryView) => void; actions: LibraryActions; mayOrganize: boolean };

function ItemMenu({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" edge="end" aria-label={`Actions for ${name}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onRename();
          }}
        >
          Rename
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
        >
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}

function PanelItem({ selected, onClick, icon, label, count, menu }: { selected: boolean; onClick: () => void; icon: ReactNode; label: string; count?: number; menu?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', pr: menu ? 0.5 : 0 }}>
      <ListItemButton selected={selected} onClick={onClick} aria-current={selected ? 'page' : undefined} sx={{ borderRadius: 1, minWidth: 0 }}>
        <ListItemIcon sx={{ minWidth: 34 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true, title: label } }} />
        {count !== undefined ? (
          <Typography variant="caption" color="text.secondary" aria-label={`${count} templates`} sx={{ ml: 1 }}>
            {count}
          </Typography>
        ) : null}
      </ListItemButton>
      {menu}
    </Stack>
  );
}

function CollectionItem({ collection, selected, onClick, menu }: { collection: TemplateCollection; selected: boolean; onClick: () => void; menu?: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: collectionDropId(collection.id), data: { collection } });
  return (
    <Box ref={setNodeRef} data-testid={`drop-${collection.id}`} sx={{ borderRadius: 1, outline: isOver ? '2px dashed' : 'none', outlineColor: 'primary.main', bgcolor: isOver ? 'action.hover' : undefined }}>
      <PanelItem selected={selected} onClick={onClick} icon={<FolderOutlined fontSize="small" />} label={collection.name} count={collection.templates_count} menu={menu} />
    </Box>
  );
}

function SectionHeader({ title, addLabel, onAdd }: { title: string; addLabel?: string; onAdd?: () => void }) {
  return (
    <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, lineHeight: '36px', bgcolor: 'transparent' }}>
      <span>{title}</span>
      {onAdd && addLabel ? (
        <Tooltip title={addLabel}>
          <IconButton size="small" aria-label={addLabel} onClick={onAdd}>
            <AddOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </ListSubheader>
  );
}

const Loading = () => (
  <Box sx={{ px: 1 }} aria-hidden>
    <Skeleton height={32} />
    <Skeleton height={32} width="70%" />
  </Box>
);

export function LibraryPanel({ view, onChoose, actions, mayOrganize }: PanelProps) {
  const collections = useCollections();
  const labels = useLabels();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const libraryCollections = (collections.data ?? []).filter((c) => c.project_id === null);
  const is = (other: LibraryView) => isSameView(view, other);

  return (
    <Paper component="nav" aria-label="Library" variant="outlined" sx={{ p: 1, width: { md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <LibrarySearch onChoose={onChoose} />
      <List dense disablePadding>
        <PanelItem selected={is({ kind: 'all' })} onClick={() => onChoose({ kind: 'all' })} icon={<DescriptionOutlined fontSize="small" />} label="All templates" />
        <PanelItem selected={is({ kind: 'favorites' })} onClick={() => onChoose({ kind: 'favorites' })} icon={<StarBorder fontSize="small" />} label="Favorites" />
        <PanelItem selected={is({ kind: 'archived' })} onClick={() => onChoose({ kind: 'archived' })} icon={<ArchiveOutlined fontSize="small" />} label="Archived" />
      </List>
      <List dense disablePadding aria-label="Collections" subheader={<SectionHeader title="Collections" addLabel={mayOrganize ? 'New collection' : undefined} onAdd={() => setDialog({ kind: 'new-collection' })} />}>
        {collections.isLoading ? <Loading /> : null}
        {!collections.isLoading && libraryCollections.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
            No collections yet
          </Typography>
        ) : null}
        {libraryCollections.map((collection) => (
          <CollectionItem
            key={collection.id}
            collection={collection}
            selected={is({ kind: 'collection', id: collection.id })}
            onClick={() => onChoose({ kind: 'collection', id: collection.id })}
            menu={
              mayOrganize ? (
                <ItemMenu
                  name={collection.name}
                  onRename={() => setDialog({ kind: 'rename-collection', item: collection })}
                  onDelete={() =>
                    void actions.deleteCollection(collection).then((deleted) => {
                      if (deleted && is({ kind: 'collection', id: collection.id })) onChoose({ kind: 'all' });
                    })
                  }
                />
              ) : undefined
            }
          />
        ))}
      </List>
      <List dense disablePadding aria-label="Labels" subheader={<SectionHeader title="Labels" addLabel={mayOrganize ? 'New label' : undefined} onAdd={() => setDialog({ kind: 'new-label' })} />}>
        {labels.isLoading ? <Loading /> : null}
        {!labels.isLoading && (labels.data ?? []).length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
            No labels yet
          </Typography>
        ) : null}
        {(labels.data ?? []).map((label) => (
          <PanelItem
            key={label.id}
            selected={is({ kind: 'label', id: label.id })}
            onClick={() => onChoose({ kind: 'label', id: label.id })}
            icon={<LabelOutlined fontSize="small" sx={{ color: LABEL_COLOR_SX[label.color].color }} />}
            label={label.name}
            count={label.templates_count}
            menu={
              mayOrganize ? (
                <ItemMenu
                  name={label.name}
                  onRename={() => setDialog({ kind: 'rename-label', item: label })}
                  onDelete={() =>
                    void actions.deleteLabel(label).then((deleted) => {
                      if (deleted && is({ kind: 'label', id: label.id })) onChoose({ kind: 'all' });
                    })
                  }
                />
              ) : undefined
            }
          />
        ))}
      </List>
      {dialog?.kind === 'new-collection' ? (
        <NameDialog
          title="New collection"
          submitLabel="Create"
          onClose={() => setDialog(null)}
          onSubmit={async ({ name }) => {
            const created = await actions.createCollection(name);
            onChoose({ kind: 'collection', id: created.id });
          }}
        />
      ) : null}
      {dialog?.kind === 'new-label' ? (
        <NameDialog title="New label" submitLabel="Create" withColor onClose={() => setDialog(null)} onSubmit={({ name, color }) => actions.createLabel(name, color)} />
      ) : null}
      {dialog?.kind === 'rename-collection' ? (
        <NameDialog title="Rename collection" initialName={dialog.item.name} onClose={() => setDialog(null)} onSubmit={({ name }) => actions.rename('collection', dialog.item.id, name)} />
      ) : null}
      {dialog?.kind === 'rename-label' ? (
        <NameDialog title="Rename label" initialName={dialog.item.name} onClose={() => setDialog(null)} onSubmit={({ name }) => actions.rename('label', dialog.item.id, name)} />
      ) : null}
    </Paper>
  );
}
