// Templates (/templates, 000 sections 2 and 3): the library side panel (All templates, Favorites,
// Archived, collections and labels with counts) beside the list (GET /api/v2/templates: paged 10
// by default, search, the templates filter panel of 001 section 3, sort, column choice, all kept in
// the URL). Per row: the favorite star, the labels as chips, and the menu of what its flags allow.
// A row is dragged by its handle onto a collection of the panel (the menu's "Add to collection" is
// the keyboard's way; dnd-kit's keyboard sensor works on the handle too).
import { useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Box, Button, Chip, IconButton, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { can, useCurrentUser } from 'shared-auth';
import { PERMISSIONS, TEMPLATE_SORT_FIELDS, UI_TEXT, type TemplateRow } from 'shared-contract';
import { ListPage, formatDate, useListParams, type DataTableColumn } from 'shared-ui';
import { TEMPLATE_PATHS } from '../../../lib/template-paths';
import { useCollections } from '../api/find-collections';
import { useLabels } from '../api/find-labels';
import { useTemplates } from '../api/find-templates';
import { useLibraryActions, type LibraryActions } from '../hooks/use-library-actions';
import { TEMPLATE_FILTER_FIELDS } from '../types/filter-fields';
import { useLibraryView, type LibraryView } from '../types/library-view';
import { LabelChip } from './label-chip';
import { LibraryPanel } from './library-panel';
import { NameDialog } from './name-dialog';
import { TemplateRowMenu } from './template-row-menu';

const TABLE_ID = 'templates-list';
const SORT_OPTIONS = { sortFields: TEMPLATE_SORT_FIELDS, defaultSort: { field: 'updated_at', direction: 'desc' as const } };

const VIEW_TITLES: Record<LibraryView['kind'], string> = { all: 'All templates', favorites: 'Favorites', archived: 'Archived', collection: 'Collection', label: 'Label' };

/** What a drop files: the dragged template into the collection it was dropped on (null: nothing, or already there). */
export function templateDrop(event: Pick<DragEndEvent, 'active' | 'over'>): { collectionId: number; templateId: number } | null {
  const row = (event.active.data.current as { row?: TemplateRow } | undefined)?.row;
  const overId = event.over ? String(event.over.id) : '';
  if (!row || !overId.startsWith('collection:')) return null;
  const collectionId = Number(overId.slice('collection:'.length));
  if (row.collections.some((c) => c.id === collectionId)) return null;
  return { collectionId, templateId: row.id };
}

function DragHandle({ row }: { row: TemplateRow }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `template:${row.id}`, data: { row } });
  return (
    <IconButton
      ref={setNodeRef}
      size="small"
      {...attributes}
      {...listeners}
      aria-label={`Drag ${row.name} to a collection`}
      aria-roledescription="draggable template"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', opacity: isDragging ? 0.4 : 1, touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}

function NameCell({ row, isDraggable }: { row: TemplateRow; isDraggable: boolean }) {
  const canOpen = row.can.update && row.archived_at === null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {isDraggable ? <DragHandle row={row} /> : null}
      <Box sx={{ minWidth: 0 }}>
        {canOpen ? (
          <Link component={RouterLink} to={TEMPLATE_PATHS.edit(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
        )}
        {row.labels.length || row.archived_at ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }} aria-label={`Labels of ${row.name}`}>
            {row.archived_at ? <Chip size="small" color="warning" label="Archived" /> : null}
            {row.labels.map((label) => (
              <LabelChip key={label.id} label={label} />
            ))}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function FavoriteButton({ row, actions }: { row: TemplateRow; actions: LibraryActions }) {
  const label = row.is_favorite ? `Remove ${row.name} from favorites` : `Add ${row.name} to favorites`;
  return (
    <Tooltip title={row.is_favorite ? 'Remove from favorites' : 'Add to favorites'}>
      <IconButton size="small" aria-label={label} aria-pressed={row.is_favorite} onClick={() => void actions.toggleFavorite(row)}>
        {row.is_favorite ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorder fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

export function TemplatesListPage() {
  const { user } = useCurrentUser();
  const mayCreate = can(user, PERMISSIONS.TEMPLATES_CREATE);
  const mayOrganize = can(user, PERMISSIONS.TEMPLATES_EDIT);
  const { view, choose } = useLibraryView();
  const list = useListParams(TEMPLATE_FILTER_FIELDS, useSearchParams(), SORT_OPTIONS);
  const { data, error, isLoading, isValidating, mutate } = useTemplates(list.params, view);
  const collections = useCollections();
  const labels = useLabels();
  const actions = useLibraryActions();
  const [renaming, setRenaming] = useState<TemplateRow | null>(null);
  const [dragged, setDragged] = useState<TemplateRow | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const rows = data?.data ?? [];
  const isDraggable = mayOrganize && view.kind !== 'archived';

  const onDragStart = (event: DragStartEvent) => setDragged((event.active.data.current as { row?: TemplateRow } | undefined)?.row ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const drop = templateDrop(event);
    if (drop) void actions.addToCollection(drop.collectionId, [drop.templateId]);
  };

  const collectionName = view.kind === 'collection' ? collections.data?.find((c) => c.id === view.id)?.name : undefined;
  const labelName = view.kind === 'label' ? labels.data?.find((l) => l.id === view.id)?.name : undefined;
  const heading = collectionName ?? labelName ?? VIEW_TITLES[view.kind];

  const columns: DataTableColumn<TemplateRow>[] = [
    { field: 'favorite', headerName: 'Favorite', hideable: false, width: 56, renderCell: (row) => <FavoriteButton row={row} actions={actions} /> },
    { field: 'name', headerName: 'Template name', sortable: true, hideable: false, minWidth: 240, renderCell: (row) => <NameCell row={row} isDraggable={isDraggable} /> },
    { field: 'type', headerName: 'Type', sortable: true, renderCell: (row) => row.type_label },
    {
      field: 'collections',
      headerName: 'Collections',
      renderCell: (row) => (row.collections.length ? row.collections.map((c) => c.name).join(', ') : UI_TEXT.notAvailable),
    },
    { field: 'description', headerName: 'Description', minWidth: 180, renderCell: (row) => row.description || UI_TEXT.notAvailable },
    { field: 'updated_at', headerName: 'Date modified', sortable: true, renderCell: (row) => formatDate(row.updated_at) },
    { field: 'updated_by', headerName: 'Modified by', renderCell: (row) => row.updated_by?.full_name ?? UI_TEXT.notAvailable },
    { field: 'version', headerName: 'Version', width: 90, renderCell: (row) => String(row.version) },
    { field: 'created_at', headerName: 'Date created', sortable: true, renderCell: (row) => formatDate(row.created_at) },
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      width: 80,
      renderCell: (row: TemplateRow) => (
        <TemplateRowMenu row={row} view={view} collections={collections.data ?? []} labels={labels.data ?? []} mayOrganize={mayOrganize} actions={actions} onRename={setRenaming} />
      ),
    },
  ];

  const createButtons = mayCreate ? (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" startIcon={<AddOutlined />} component={RouterLink} to={TEMPLATE_PATHS.createTask}>
        New task template
      </Button>
      <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={TEMPLATE_PATHS.createContract}>
        New contract template
      </Button>
    </Stack>
  ) : null;

  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <LibraryPanel view={view} onChoose={choose} actions={actions} mayOrganize={mayOrganize} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ListPage<TemplateRow>
            title="Templates"
            subtitle={heading}
            actions={createButtons}
            list={list}
            filterFields={TEMPLATE_FILTER_FIELDS}
            error={error}
            onRetry={() => void mutate()}
            aria-label="Templates"
            tableId={TABLE_ID}
            userId={user?.id}
            columns={columns}
            rows={rows}
            total={data?.total}
            isLoading={isLoading || isValidating}
          >
            {renaming ? (
              <NameDialog title="Rename template" isTemplateName initialName={renaming.name} onClose={() => setRenaming(null)} onSubmit={({ name }) => actions.rename('template', renaming.id, name)} />
            ) : null}
          </ListPage>
        </Box>
      </Stack>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <Paper elevation={6} sx={{ px: 1.5, py: 0.75, display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <DragIndicator fontSize="small" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {dragged.name}
            </Typography>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
