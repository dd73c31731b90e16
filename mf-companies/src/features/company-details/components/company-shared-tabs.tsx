// Companies > {id} > Projects and Documents, and Companies > {id} > Users > {user_id} > Projects:
// the projects the caller's company and this network company work on together (with the open and
// overdue tasks between them), the documents they share (task files and scope attachments; a name
// downloads the file, a task opens its view), and the projects a network user is on, as the caller's
// company sees them. Search, sort and paging as every list.
import { Link } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { QUICK_ACCESS_DOCUMENT_KIND_LABELS, ROUTES, UI_TEXT, formatSize, type DocumentRow, type SharedProjectRow } from 'shared-contract';
import { ListPage, formatDateTime, useListParams, type DataTableColumn } from 'shared-ui';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { useCompanyDocuments, useCompanyProjects, useUserProjects } from '../api/company-shared';

const PROJECT_SORT_FIELDS = ['name', 'created_at'] as const;
const DOCUMENT_SORT_FIELDS = ['created_at', 'name'] as const;

/** What the company's and the user's pages add to their path. */
export const companyProjectsPath = (base: string) => `${base}/projects`;
export const companyDocumentsPath = (base: string) => `${base}/documents`;

const projectColumns: DataTableColumn<SharedProjectRow>[] = [
  {
    field: 'name',
    headerName: 'Project',
    sortable: true,
    hideable: false,
    minWidth: 200,
    renderCell: (row) => (
      <Link component={RouterLink} to={`${ROUTES.projects}/${row.id}`} underline="hover" sx={{ fontWeight: 600 }}>
        {row.name}
      </Link>
    ),
  },
  { field: 'company_name', headerName: 'Company', minWidth: 160 },
  { field: 'stage', headerName: 'Stage', minWidth: 120, renderCell: (row) => row.stage ?? UI_TEXT.notAvailable },
  { field: 'open_tasks_count', headerName: 'Open tasks', align: 'right' },
  { field: 'overdue_tasks_count', headerName: 'Overdue tasks', align: 'right' },
];

function ProjectsList({ kind, id }: { kind: 'company' | 'user'; id: string }) {
  const { user } = useNetworkGates();
  const list = useListParams([], useSearchParams(), { sortFields: PROJECT_SORT_FIELDS });
  const company = useCompanyProjects(kind === 'company' ? id : '', list.params);
  const person = useUserProjects(kind === 'user' ? id : '', list.params);
  const { data, error, isLoading, isValidating, mutate } = kind === 'company' ? company : person;
  return (
    <ListPage<SharedProjectRow>
      list={list}
      error={error}
      onRetry={() => void mutate()}
      aria-label={kind === 'company' ? 'Company projects' : 'User projects'}
      tableId={kind === 'company' ? 'companies-company-projects' : 'companies-user-projects'}
      userId={user?.id}
      columns={projectColumns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}

export function CompanyProjectsTab() {
  const { id = '' } = useParams();
  return <ProjectsList kind="company" id={id} />;
}

export function CompanyUserProjectsTab() {
  const { userId = '' } = useParams();
  return <ProjectsList kind="user" id={userId} />;
}

const documentColumns: DataTableColumn<DocumentRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    sortable: true,
    hideable: false,
    minWidth: 200,
    renderCell: (row) => (
      <Link href={row.download_url} download={row.name} underline="hover" sx={{ fontWeight: 600 }}>
        {row.name}
      </Link>
    ),
  },
  { field: 'kind', headerName: 'Kind', minWidth: 140, renderCell: (row) => QUICK_ACCESS_DOCUMENT_KIND_LABELS[row.kind] },
  { field: 'project_name', headerName: 'Project', minWidth: 140, renderCell: (row) => row.project_name ?? UI_TEXT.notAvailable },
  {
    field: 'task',
    headerName: 'Task or scope',
    minWidth: 180,
    renderCell: (row) =>
      row.task_path ? (
        <Link component={RouterLink} to={row.task_path} underline="hover">
          {row.task_number ? `${row.task_number} · ${row.task_name ?? ''}` : row.task_name}
        </Link>
      ) : (
        (row.scope_name ?? UI_TEXT.notAvailable)
      ),
  },
  { field: 'size', headerName: 'Size', align: 'right', renderCell: (row) => formatSize(row.size) },
  { field: 'created_at', headerName: 'Added', sortable: true, minWidth: 160, renderCell: (row) => formatDateTime(row.created_at) },
];

export function CompanyDocumentsTab() {
  const { id = '' } = useParams();
  const { user } = useNetworkGates();
  const list = useListParams([], useSearchParams(), { sortFields: DOCUMENT_SORT_FIELDS });
  const { data, error, isLoading, isValidating, mutate } = useCompanyDocuments(id, list.params);
  return (
    <ListPage<DocumentRow>
      list={list}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Company documents"
      tableId="companies-company-documents"
      userId={user?.id}
      columns={documentColumns}
      rows={data?.data ?? []}
      getRowId={(row) => `${row.kind}:${row.id}`}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
