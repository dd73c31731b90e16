// Section 4: the company's subsidiaries, view-only for the operator; the file icon downloads the attachment.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { ERROR_MESSAGES, type SubsidiaryCompany } from 'shared-contract';
import { DataTable, useToast, type DataTableColumn } from 'shared-ui';
import { findSubsidiaryAttachment } from '../api/find-subsidiary-attachment';

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function SubsidiariesTable({ rows }: { rows: SubsidiaryCompany[] }) {
  const toast = useToast();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const download = async (subsidiary: SubsidiaryCompany) => {
    setDownloadingId(subsidiary.id);
    try {
      const { blob, fileName } = await findSubsidiaryAttachment(subsidiary.id);
      saveBlob(blob, fileName ?? subsidiary.attachment_path?.split('/').pop() ?? `${subsidiary.name}-attachment`);
    } catch {
      toast.error(ERROR_MESSAGES.fileDownloadFailed);
    } finally {
      setDownloadingId(null);
    }
  };

  const columns: DataTableColumn<SubsidiaryCompany>[] = [
    { field: 'name', headerName: 'Company name' },
    { field: 'dba', headerName: 'DBA' },
    { field: 'website', headerName: 'Website' },
    { field: 'tax', headerName: 'Tax ID' },
    { field: 'primary_contact_name', headerName: 'Primary contact' },
    { field: 'assignee_name', headerName: 'Default assignee' },
    { field: 'signer_name', headerName: 'Default signer' },
    {
      field: 'attachment_path',
      headerName: 'File',
      width: 80,
      renderCell: (row) =>
        row.attachment_path ? (
          <Tooltip title="Download file">
            <IconButton size="small" aria-label={`Download file of ${row.name}`} disabled={downloadingId === row.id} onClick={() => void download(row)}>
              <FileDownloadOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    },
  ];

  return <DataTable<SubsidiaryCompany> aria-label="Subsidiary Companies" columns={columns} rows={rows} isResizable={false} />;
}
