// Projects > {id} > Documents: the project's additional documents and its scopes' attachments in
// one paged list (newest first; search by file name, sort by name, size or date, in the URL) from
// one request, each downloadable; delete (after a confirmation) where the server says the caller
// may change the project or the scope.
import { useState } from 'react';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink, useOutletContext, useSearchParams } from 'react-router-dom';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { PROJECT_DOCUMENT_SORT_FIELDS, UI_TEXT, formatSize } from 'shared-contract';
import { EmptyState, ListPage, formatDateTime, useConfirm, useListParams, useToast, type DataTableColumn } from 'shared-ui';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { deleteProjectDocument, documentKey, downloadProjectDocument, useProjectDocuments, type ProjectDocument } from '../api/documents';
import type { ProjectOutletContext } from './project-layout';

export const DOCUMENTS_EMPTY = {
  title: 'No documents yet',
  description: 'Additional documents added to the project and files attached to its scopes are listed here.',
} as const;

function DocumentActions({ document, onDeleted }: { document: ProjectDocument; onDeleted: () => void }) {
  const toast = useToast();
  const confirm = useConfirm();
  const [isBusy, setIsBusy] = useState(false);
  const download = async () => {
    setIsBusy(true);
    try {
      await downloadProjectDocument(document);
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    } finally {
      setIsBusy(false);
    }
  };
  const remove = async () => {
    const ok = await confirm({ title: 'Delete document', message: `Delete "${document.name}"? This cannot be undone.`, confirmText: 'Delete', danger: true });
    if (!ok) return;
    setIsBusy(true);
    try {
      toast.success(await deleteProjectDocument(document));
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    } finally {
      setIsBusy(false);
      onDeleted();
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title="Download">
        <span>
          <IconButton size="small" aria-label={`Download ${document.name}`} onClick={() => void download()} disabled={isBusy}>
            <FileDownloadOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {document.can_delete ? (
        <Tooltip title="Delete">
          <span>
            <IconButton size="small" color="error" aria-label={`Delete ${document.name}`} onClick={() => void remove()} disabled={isBusy}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export function ProjectDocumentsTab() {
  const { project } = useOutletContext<ProjectOutletContext>();
  const { user } = useCurrentUser();
  const list = useListParams([], useSearchParams(), { sortFields: PROJECT_DOCUMENT_SORT_FIELDS, defaultSort: { field: 'created_at', direction: 'desc' } });
  const { data, error, isLoading, isValidating, mutate } = useProjectDocuments(project.id, list.params);
  const columns: DataTableColumn<ProjectDocument>[] = [
    { field: 'name', headerName: 'Name', sortable: true, hideable: false, minWidth: 220, renderCell: (row) => row.name },
    {
      field: 'source',
      headerName: 'Belongs to',
      minWidth: 160,
      renderCell: (row) =>
        row.scope_id ? (
          <Link component={RouterLink} to={PROJECT_PATHS.scope(project.id, row.scope_id)} underline="hover">
            {`Scope: ${row.scope_name ?? UI_TEXT.notAvailable}`}
          </Link>
        ) : (
          'Project'
        ),
    },
    { field: 'size', headerName: 'Size', sortable: true, align: 'right', renderCell: (row) => formatSize(row.size) },
    { field: 'uploaded_by', headerName: 'Uploaded by', renderCell: (row) => row.uploaded_by ?? UI_TEXT.notAvailable },
    { field: 'created_at', headerName: 'Added', sortable: true, minWidth: 160, renderCell: (row) => formatDateTime(row.created_at) },
    { field: 'actions', headerName: 'Actions', hideable: false, width: 96, renderCell: (row) => <DocumentActions document={row} onDeleted={() => void mutate()} /> },
  ];

  // A project without any file says so (a search with no match is the table's own empty text).
  const isEmptyProject = !error && data?.total === 0 && !list.params.search.trim() && list.params.page === 1;
  if (isEmptyProject) return <EmptyState title={DOCUMENTS_EMPTY.title} description={DOCUMENTS_EMPTY.description} />;
  return (
    <ListPage<ProjectDocument>
      list={list}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Project documents"
      tableId="project-documents"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      getRowId={documentKey}
      isLoading={isLoading || isValidating}
    />
  );
}
