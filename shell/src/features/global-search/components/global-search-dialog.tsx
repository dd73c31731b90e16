// The global search results modal (000 section 2): one section per group the caller may view, each
// with its total, a compact table, 'no search results found' when empty, and See All, which opens
// the group's list with ?search= and closes the modal. The Tasks group loads more 3 at a time
// (type=tasks, per_page 3, the next page), appending the rows; a document can be added to Quick Access.
import { useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { LoadErrorState, formatDate, useToast } from 'shared-ui';
import {
  COMPANY_TYPE_LABELS,
  GLOBAL_SEARCH_TASKS_PER_PAGE,
  QUICK_ACCESS_DOCUMENT_KIND_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskViewPath,
  GLOBAL_SEARCH_GROUPS,
  GLOBAL_SEARCH_GROUP_LABELS,
  GLOBAL_SEARCH_GROUP_ROUTES,
  GLOBAL_SEARCH_MESSAGES as T,
  NETWORK_ROUTES,
  ROUTES,
  UI_TEXT,
  type DocumentRow,
  type GlobalSearchCompanyRow,
  type GlobalSearchGroup,
  type GlobalSearchPage,
  type GlobalSearchUserRow,
  type ProjectSearchRow,
  type TaskSearchRow,
} from 'shared-contract';
import { addToQuickAccess } from '../../../lib/quick-access';
import { findGlobalSearchResults } from '../api/global-search';
import type { GlobalSearchState } from '../hooks/use-global-search';

type GlobalSearchDialogProps = {
  open: boolean;
  state: GlobalSearchState;
  onClose: () => void;
  onRetry: () => void;
  /** The search field, shown above the results and focused, so typing goes on once they open. */
  searchField?: ReactNode;
  /** Narrow screens open the modal before anything is searched: it holds the only search field. */
  showWhenIdle?: boolean;
  fullScreen?: boolean;
};

const TITLE_ID = 'global-search-title';

const cellLink = (to: string, text: string, onOpen: () => void) => (
  <Link component={RouterLink} to={to} onClick={onOpen} underline="hover" sx={{ fontWeight: 600 }}>
    {text}
  </Link>
);

function UsersTable({ rows, onOpen }: { rows: GlobalSearchUserRow[]; onOpen: () => void }) {
  return (
    <Table size="small" aria-label={GLOBAL_SEARCH_GROUP_LABELS.users}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Company</TableCell>
          <TableCell>Email</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {/* The caller's own colleagues have no network page: their name is plain text, as in the Users list. */}
            <TableCell>{row.is_own_company ? row.full_name : cellLink(NETWORK_ROUTES.companyUser(row.company_id, row.id), row.full_name, onOpen)}</TableCell>
            <TableCell>{row.is_own_company ? row.company_name : cellLink(NETWORK_ROUTES.company(row.company_id), row.company_name, onOpen)}</TableCell>
            <TableCell>{row.email}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CompaniesTable({ rows, onOpen }: { rows: GlobalSearchCompanyRow[]; onOpen: () => void }) {
  return (
    <Table size="small" aria-label={GLOBAL_SEARCH_GROUP_LABELS.companies}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Primary contact</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{cellLink(NETWORK_ROUTES.company(row.id), row.name, onOpen)}</TableCell>
            <TableCell>{COMPANY_TYPE_LABELS[row.type] ?? row.type}</TableCell>
            <TableCell>{row.primary_contact_name ?? UI_TEXT.notAvailable}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ProjectsTable({ rows, onOpen }: { rows: ProjectSearchRow[]; onOpen: () => void }) {
  return (
    <Table size="small" aria-label={GLOBAL_SEARCH_GROUP_LABELS.projects}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Internal number</TableCell>
          <TableCell>Stage</TableCell>
          <TableCell>Manager</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{cellLink(`${ROUTES.projects}/${row.id}`, row.name, onOpen)}</TableCell>
            <TableCell>{row.internal_number ?? UI_TEXT.notAvailable}</TableCell>
            <TableCell>{row.stage}</TableCell>
            <TableCell>{row.manager_id === null ? UI_TEXT.notAvailable : `${row.manager_first_name ?? ''} ${row.manager_last_name ?? ''}`.trim()}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const statusLabel = (status: string) => TASK_STATUSES[status as keyof typeof TASK_STATUSES] ?? status;
const priorityLabel = (priority: string) => TASK_PRIORITIES[priority as keyof typeof TASK_PRIORITIES] ?? priority;

/** The Tasks group: the first rows, and Load more (the next page of 3, appended) while more remain. */
function TasksTable({ first, search, onOpen }: { first: GlobalSearchPage<TaskSearchRow>; search: string; onOpen: () => void }) {
  const [rows, setRows] = useState(first.data);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const page = Math.floor(rows.length / GLOBAL_SEARCH_TASKS_PER_PAGE) + 1;
      const results = await findGlobalSearchResults({ search, type: 'tasks', page, perPage: GLOBAL_SEARCH_TASKS_PER_PAGE });
      const seen = new Set(rows.map((r) => r.id));
      setRows([...rows, ...(results.tasks?.data ?? []).filter((r) => !seen.has(r.id))]);
    } catch (loadError) {
      setError((await normalizeError(loadError)).message);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Table size="small" aria-label={GLOBAL_SEARCH_GROUP_LABELS.tasks}>
        <TableHead>
          <TableRow>
            <TableCell>Task</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Priority</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{cellLink(taskViewPath(row), row.task_id ? `${row.task_id} · ${row.name}` : row.name, onOpen)}</TableCell>
              <TableCell>{row.external_company_name ?? UI_TEXT.notAvailable}</TableCell>
              <TableCell>{row.due_date ? formatDate(row.due_date) : UI_TEXT.notAvailable}</TableCell>
              <TableCell>{statusLabel(row.status)}</TableCell>
              <TableCell>{priorityLabel(row.priority)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error ? (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
      {rows.length < first.total ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => void loadMore()} disabled={loading}>
          {loading ? T.loadingMore : T.loadMore}
        </Button>
      ) : null}
    </>
  );
}

/** The Documents group: name (downloads the file), kind, where it belongs, and Add to Quick Access. */
function DocumentsTable({ rows, onOpen }: { rows: DocumentRow[]; onOpen: () => void }) {
  const toast = useToast();
  const [added, setAdded] = useState<Set<string>>(() => new Set(rows.filter((r) => r.in_quick_access).map((r) => `${r.kind}:${r.id}`)));
  const [busy, setBusy] = useState(false);
  const add = async (doc: DocumentRow) => {
    setBusy(true);
    try {
      toast.success(await addToQuickAccess(doc));
      setAdded(new Set([...added, `${doc.kind}:${doc.id}`]));
    } catch (addError) {
      toast.error((await normalizeError(addError)).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table size="small" aria-label={GLOBAL_SEARCH_GROUP_LABELS.documents}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Task or project</TableCell>
          <TableCell>Quick Access</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((doc) => (
          <TableRow key={`${doc.kind}:${doc.id}`}>
            <TableCell>
              <Link href={doc.download_url} download={doc.name} underline="hover" sx={{ fontWeight: 600 }}>
                {doc.name}
              </Link>
            </TableCell>
            <TableCell>{QUICK_ACCESS_DOCUMENT_KIND_LABELS[doc.kind]}</TableCell>
            <TableCell>
              {doc.task_path ? cellLink(doc.task_path, doc.task_number ? `${doc.task_number} · ${doc.task_name ?? ''}` : (doc.task_name ?? ''), onOpen) : [doc.project_name, doc.scope_name].filter(Boolean).join(' · ') || UI_TEXT.notAvailable}
            </TableCell>
            <TableCell>
              {added.has(`${doc.kind}:${doc.id}`) ? (
                <Typography variant="body2" color="text.secondary">
                  Added
                </Typography>
              ) : (
                <Button size="small" disabled={busy} onClick={() => void add(doc)} aria-label={`Add ${doc.name} to Quick Access`}>
                  Add
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function GroupSection({ group, total, children, onSeeAll }: { group: GlobalSearchGroup; total: number; children: ReactNode; onSeeAll: () => void }) {
  const headingId = `global-search-group-${group}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {GLOBAL_SEARCH_GROUP_LABELS[group]} ({total})
        </Typography>
        <Button size="small" onClick={onSeeAll} aria-label={`${T.seeAll} ${GLOBAL_SEARCH_GROUP_LABELS[group]}`}>
          {T.seeAll}
        </Button>
      </Box>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {UI_TEXT.noSearchResultsGroup}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}

export function GlobalSearchDialog({ open, state, onClose, onRetry, searchField, showWhenIdle = false, fullScreen = false }: GlobalSearchDialogProps) {
  const navigate = useNavigate();
  const text = state.status === 'idle' ? '' : state.text;
  const seeAll = (group: GlobalSearchGroup) => {
    onClose();
    navigate(`${GLOBAL_SEARCH_GROUP_ROUTES[group]}?${new URLSearchParams({ search: text }).toString()}`);
  };
  return (
    <Dialog open={open && (showWhenIdle || state.status !== 'idle')} onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} scroll="paper" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {state.status === 'idle' ? T.openSearch : T.title(text)}
        <IconButton onClick={onClose} aria-label={T.close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      {searchField ? <Box sx={{ px: 3, pb: 2 }}>{searchField}</Box> : null}
      <DialogContent dividers aria-busy={state.status === 'loading'} hidden={state.status === 'idle'}>
        {state.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{T.loading}</Typography>
          </Box>
        ) : null}
        {state.status === 'error' ? <LoadErrorState error={state.error} onRetry={onRetry} /> : null}
        {state.status === 'done'
          ? GLOBAL_SEARCH_GROUPS.map((group) => {
              const page = state.results[group];
              if (!page) return null;
              return (
                <GroupSection key={group} group={group} total={page.total} onSeeAll={() => seeAll(group)}>
                  {group === 'users' ? (
                    <UsersTable rows={page.data as GlobalSearchUserRow[]} onOpen={onClose} />
                  ) : group === 'tasks' ? (
                    <TasksTable key={text} first={page as GlobalSearchPage<TaskSearchRow>} search={text} onOpen={onClose} />
                  ) : group === 'documents' ? (
                    <DocumentsTable key={text} rows={page.data as DocumentRow[]} onOpen={onClose} />
                  ) : group === 'projects' ? (
                    <ProjectsTable rows={page.data as ProjectSearchRow[]} onOpen={onClose} />
                  ) : (
                    <CompaniesTable rows={page.data as GlobalSearchCompanyRow[]} onOpen={onClose} />
                  )}
                </GroupSection>
              );
            })
          : null}
      </DialogContent>
    </Dialog>
  );
}
