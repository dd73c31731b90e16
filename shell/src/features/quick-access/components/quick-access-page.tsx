// /quick-access (000 section 2, no permission needed): the documents the user added to Quick Access
// (download one, remove one after confirming, or select several and download them as one ZIP built
// by a download job behind the 'Preparing download' toast), a document search to add more (the
// global search's Documents group See All lands here with ?search=), and the user's recent tasks
// (the ones they touched last or that wait on them), each linking to its task view.
import { useState } from 'react';
import { Box, Button, Chip, IconButton, Link, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { normalizeError, useDownloadJob } from 'shared-auth';
import {
  DOCUMENT_BUNDLE_MAX,
  QUICK_ACCESS_DOCUMENT_KIND_LABELS,
  QUICK_ACCESS_MESSAGES as M,
  UI_TEXT,
  formatSize,
  isGlobalSearchText,
  type DocumentRow,
  type RecentTask,
} from 'shared-contract';
import { DataTable, EmptyState, LoadErrorState, LoadingState, PageHeader, SearchBox, formatDate, useConfirm, useToast, type DataTableColumn, type RowId } from 'shared-ui';
import { addToQuickAccess, removeFromQuickAccess, searchDocuments, startDocumentBundle, useQuickAccess, type DocumentKey } from '../api/quick-access';

export const QUICK_ACCESS_TEXT = {
  subtitle: 'Documents you keep close at hand, and your recent tasks.',
  documents: 'Documents',
  emptyTitle: 'Nothing in Quick Access yet',
  emptyDescription: 'Find a document below, or in the global search, and add it to Quick Access.',
  downloadZip: 'Download as ZIP',
  removeTitle: 'Remove from Quick Access',
  removeMessage: (name: string) => `Remove “${name}” from Quick Access? The document itself is not deleted.`,
  remove: 'Remove',
  add: 'Add to Quick Access',
  inQuickAccess: 'In Quick Access',
  findDocuments: 'Find documents',
  findLabel: 'Search documents by name',
  findHint: 'Type at least 3 characters to search the task files, scope attachments and project documents you may see.',
  recentTasks: 'Recent tasks',
  noRecentTasks: 'No recent tasks',
  noRecentTasksDescription: 'Tasks you work on or that wait on you appear here.',
  waitingOnYou: 'Waiting on you',
  overdue: 'Overdue',
  due: (date: string) => `Due ${date}`,
  tooMany: `Choose at most ${DOCUMENT_BUNDLE_MAX} documents for one ZIP.`,
} as const;

const T = QUICK_ACCESS_TEXT;
const SEARCH_PER_PAGE = 10;
const keyOf = (doc: DocumentKey): string => `${doc.kind}:${doc.id}`;
const labelOf = (doc: DocumentRow) => QUICK_ACCESS_DOCUMENT_KIND_LABELS[doc.kind];

/** Where the document belongs: its task (linked), else its scope and project. */
function DocumentContext({ doc }: { doc: DocumentRow }) {
  if (doc.task_id !== null && doc.task_path) {
    return (
      <Link component={RouterLink} to={doc.task_path} underline="hover">
        {doc.task_number ? `${doc.task_number} · ${doc.task_name ?? ''}` : doc.task_name}
      </Link>
    );
  }
  const parts = [doc.project_name, doc.scope_name].filter(Boolean);
  return <>{parts.length ? parts.join(' · ') : UI_TEXT.notAvailable}</>;
}

const nameColumn: DataTableColumn<DocumentRow> = {
  field: 'name',
  headerName: 'Name',
  hideable: false,
  minWidth: 200,
  renderCell: (doc) => (
    <Link href={doc.download_url} download={doc.name} underline="hover" sx={{ fontWeight: 600 }}>
      {doc.name}
    </Link>
  ),
};
const sharedColumns: DataTableColumn<DocumentRow>[] = [
  { field: 'kind', headerName: 'Kind', minWidth: 140, renderCell: labelOf },
  { field: 'project_name', headerName: 'Project', minWidth: 140, renderCell: (doc) => doc.project_name ?? UI_TEXT.notAvailable },
  { field: 'task', headerName: 'Task or scope', minWidth: 180, renderCell: (doc) => <DocumentContext doc={doc} /> },
  { field: 'size', headerName: 'Size', minWidth: 90, renderCell: (doc) => formatSize(doc.size) },
];

function RecentTasks({ tasks }: { tasks: RecentTask[] }) {
  if (!tasks.length) return <EmptyState icon={<TaskAltOutlined fontSize="inherit" />} title={T.noRecentTasks} description={T.noRecentTasksDescription} />;
  return (
    <List aria-label={T.recentTasks} dense disablePadding>
      {tasks.map((task) => (
        <ListItem key={task.id} divider disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={task.path} underline="hover" sx={{ fontWeight: 600 }}>
                {task.task_id ? `${task.task_id} · ${task.name}` : task.name}
              </Link>
            }
            secondary={
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
                <Chip component="span" size="small" variant="outlined" label={task.status_label} />
                {task.waiting_on_me ? <Chip component="span" size="small" color="primary" label={T.waitingOnYou} /> : null}
                {task.due_date ? (
                  <Typography component="span" variant="body2" color={task.is_overdue ? 'error' : 'text.secondary'}>
                    {T.due(formatDate(task.due_date))}
                    {task.is_overdue ? ` · ${T.overdue}` : ''}
                  </Typography>
                ) : null}
                {task.project_name ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {task.project_name}
                  </Typography>
                ) : null}
              </Box>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The document search: the documents the user may see whose name contains the text, each with Add. */
function FindDocuments({ pinned, onAdded }: { pinned: Set<string>; onAdded: () => Promise<unknown> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = (searchParams.get('search') ?? '').trim();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const active = isGlobalSearchText(text);
  const results = useSWR(active ? ['quick-access-documents', text, page] : null, () => searchDocuments(text, page, SEARCH_PER_PAGE));

  const onSearch = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value.trim()) next.set('search', value.trim());
    else next.delete('search');
    setPage(1);
    setSearchParams(next, { replace: true });
  };

  const add = async (doc: DocumentRow) => {
    setBusy(keyOf(doc));
    try {
      toast.success(await addToQuickAccess(doc));
      await Promise.all([onAdded(), results.mutate()]);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<DocumentRow>[] = [
    nameColumn,
    ...sharedColumns,
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      minWidth: 80,
      renderCell: (doc) =>
        pinned.has(keyOf(doc)) ? (
          <Chip size="small" label={T.inQuickAccess} />
        ) : (
          <Tooltip title={T.add}>
            <span>
              <IconButton size="small" aria-label={`${T.add}: ${doc.name}`} disabled={busy !== null} onClick={() => void add(doc)}>
                <PlaylistAddOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="quick-access-find" sx={{ mt: 4 }}>
      <Typography id="quick-access-find" component="h2" variant="h6" sx={{ mb: 1 }}>
        {T.findDocuments}
      </Typography>
      <Box sx={{ maxWidth: 420, mb: 2 }}>
        <SearchBox value={text} onSearch={onSearch} debounceMs={300} aria-label={T.findLabel} fullWidth />
      </Box>
      {!active ? (
        <Typography color="text.secondary">{T.findHint}</Typography>
      ) : results.error ? (
        <LoadErrorState error={results.error} onRetry={() => void results.mutate()} />
      ) : (
        <DataTable
          aria-label={T.findDocuments}
          columns={columns}
          rows={results.data?.rows ?? []}
          getRowId={keyOf}
          isLoading={results.isLoading}
          isSearchActive
          page={page}
          perPage={SEARCH_PER_PAGE}
          total={results.data?.total ?? 0}
          onPageChange={setPage}
        />
      )}
    </Box>
  );
}

export function QuickAccessPage() {
  const { data, error, isLoading, mutate } = useQuickAccess();
  const [selected, setSelected] = useState<RowId[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [zipping, setZipping] = useState(false);
  const toast = useToast();
  const confirm = useConfirm();
  const downloadJob = useDownloadJob();

  const documents = data?.documents ?? [];
  const pinned = new Set(documents.map(keyOf));
  const chosen = documents.filter((doc) => selected.includes(keyOf(doc)));

  const remove = async (doc: DocumentRow) => {
    const isConfirmed = await confirm({ title: T.removeTitle, message: T.removeMessage(doc.name), confirmText: T.remove, danger: true });
    if (!isConfirmed) return;
    setBusy(keyOf(doc));
    try {
      toast.success(await removeFromQuickAccess(doc));
      setSelected((ids) => ids.filter((id) => id !== keyOf(doc)));
      await mutate();
    } catch (removeError) {
      toast.error((await normalizeError(removeError)).message);
    } finally {
      setBusy(null);
    }
  };

  const downloadZip = async () => {
    if (chosen.length > DOCUMENT_BUNDLE_MAX) {
      toast.error(T.tooMany);
      return;
    }
    setZipping(true);
    try {
      await downloadJob(() => startDocumentBundle(chosen));
    } catch {
      // The download toast has shown the failure.
    } finally {
      setZipping(false);
    }
  };

  const columns: DataTableColumn<DocumentRow>[] = [
    nameColumn,
    ...sharedColumns,
    {
      field: 'actions',
      headerName: 'Actions',
      hideable: false,
      minWidth: 100,
      renderCell: (doc) => (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Download">
            <IconButton size="small" component="a" href={doc.download_url} download={doc.name} aria-label={`Download ${doc.name}`}>
              <DownloadOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={T.removeTitle}>
            <span>
              <IconButton size="small" color="error" aria-label={`${T.remove} ${doc.name}`} disabled={busy !== null} onClick={() => void remove(doc)}>
                <RemoveCircleOutline fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Quick Access" subtitle={T.subtitle} />
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="quick-access-documents">
            <Typography id="quick-access-documents" component="h2" variant="h6" sx={{ mb: 1 }}>
              {T.documents}
            </Typography>
            {documents.length === 0 ? (
              <EmptyState icon={<BoltOutlined fontSize="inherit" />} title={T.emptyTitle} description={T.emptyDescription} />
            ) : (
              <DataTable
                aria-label={T.documents}
                columns={columns}
                rows={documents}
                getRowId={keyOf}
                isSelectable
                selectedIds={selected}
                onSelectionChange={setSelected}
                toolbar={
                  <Button variant="contained" size="small" startIcon={<DownloadOutlined />} disabled={chosen.length === 0 || zipping} onClick={() => void downloadZip()}>
                    {zipping ? M.preparing : T.downloadZip}
                    {chosen.length ? ` (${chosen.length})` : ''}
                  </Button>
                }
              />
            )}
            <FindDocuments pinned={pinned} onAdded={() => mutate()} />
          </Box>
          <Paper component="section" aria-labelledby="quick-access-recent" variant="outlined" sx={{ p: 2 }}>
            <Typography id="quick-access-recent" component="h2" variant="h6" sx={{ mb: 1 }}>
              {T.recentTasks}
            </Typography>
            <RecentTasks tasks={data.recent_tasks} />
          </Paper>
        </Box>
      ) : null}
    </>
  );
}
