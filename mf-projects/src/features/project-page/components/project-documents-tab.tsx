// Projects > {id} > Documents: the project's additional documents and its scopes' attachments in
// one list (newest first), each downloadable; delete (after a confirmation) where the caller may
// change the project or the scope.
import { useState } from 'react';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { UI_TEXT, formatSize } from 'shared-contract';
import { DataTable, EmptyState, LoadErrorState, formatDateTime, useConfirm, useToast, type DataTableColumn } from 'shared-ui';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { deleteProjectDocument, downloadProjectDocument, useProjectDocuments, type ProjectDocument } from '../api/documents';
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
      {document.canDelete ? (
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
  const { data, error, isLoading, mutate } = useProjectDocuments(project.id, project.can.update);
  const columns: DataTableColumn<ProjectDocument>[] = [
    { field: 'name', headerName: 'Name', hideable: false, minWidth: 220, renderCell: (row) => row.name },
    {
      field: 'source',
      headerName: 'Belongs to',
      minWidth: 160,
      renderCell: (row) =>
        row.scopeId ? (
          <Link component={RouterLink} to={PROJECT_PATHS.scope(project.id, row.scopeId)} underline="hover">
            {`Scope: ${row.source}`}
          </Link>
        ) : (
          row.source
        ),
    },
    { field: 'size', headerName: 'Size', align: 'right', renderCell: (row) => formatSize(row.size) },
    { field: 'uploaded_by', headerName: 'Uploaded by', renderCell: (row) => row.uploadedBy ?? UI_TEXT.notAvailable },
    { field: 'created_at', headerName: 'Added', minWidth: 160, renderCell: (row) => formatDateTime(row.createdAt) },
    { field: 'actions', headerName: 'Actions', hideable: false, width: 96, renderCell: (row) => <DocumentActions document={row} onDeleted={() => void mutate()} /> },
  ];

  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!isLoading && data?.length === 0) return <EmptyState title={DOCUMENTS_EMPTY.title} description={DOCUMENTS_EMPTY.description} />;
  return <DataTable<ProjectDocument> aria-label="Project documents" tableId="project-documents" userId={user?.id} columns={columns} rows={data ?? []} getRowId={(row) => row.key} isLoading={isLoading} />;
}
