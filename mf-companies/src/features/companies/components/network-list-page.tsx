// Companies > Existing (default tab): the caller's network with the company search row columns
// (000 section 3), search, the company filter panel, sort, paging, column choice, export and remove.
import { useState } from 'react';
import { Button, Chip, IconButton, Link, Stack, Tooltip } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { normalizeError, useDownloadJob } from 'shared-auth';
import { COI_MESSAGES, COMPANY_TYPE_LABELS, NETWORK_MESSAGES, NETWORK_ROUTES, NETWORK_SORT_FIELDS, UI_TEXT, type NetworkCompanyRow } from 'shared-contract';
import { CompanyAvatar, ListPage, useConfirm, useToast, type DataTableColumn, useListParams } from 'shared-ui';
import { startNetworkExport, removeCompany, useNetwork, useReloadNetwork } from '../../../lib/network-api';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { NETWORK_FILTER_FIELDS } from '../types/filter-fields';
import { CompaniesHeader } from '../../../components/companies-header';
import { CompaniesTabs } from '../../../components/companies-tabs';

export const contactNameOf = (row: NetworkCompanyRow) =>
  row.primary_contact_first_name === null ? null : `${row.primary_contact_first_name} ${row.primary_contact_last_name ?? ''}`.trim();

function RemoveButton({ company }: { company: NetworkCompanyRow }) {
  const confirm = useConfirm();
  const toast = useToast();
  const reload = useReloadNetwork();
  const remove = async () => {
    const ok = await confirm({ title: 'Remove company', message: NETWORK_MESSAGES.removeConfirm(company.name), confirmText: 'Remove', danger: true });
    if (!ok) return;
    try {
      toast.success(await removeCompany(company.id));
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    reload();
  };
  return (
    <Tooltip title="Remove from network">
      <IconButton size="small" color="error" aria-label={`Remove ${company.name}`} onClick={() => void remove()}>
        <PersonRemoveOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function NetworkListPage() {
  const { user, canRemove } = useNetworkGates();
  const downloadJob = useDownloadJob();
  const list = useListParams(NETWORK_FILTER_FIELDS, useSearchParams(), { sortFields: NETWORK_SORT_FIELDS });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useNetwork(params);
  const [isExporting, setIsExporting] = useState(false);

  const columns: DataTableColumn<NetworkCompanyRow>[] = [
    {
      field: 'name',
      headerName: 'Company Name',
      sortable: true,
      hideable: false,
      minWidth: 220,
      renderCell: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CompanyAvatar name={row.name} src={row.logo} size={28} />
          <Link component={RouterLink} to={NETWORK_ROUTES.company(row.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          {row.coi_lapsed ? <Chip size="small" color="error" variant="outlined" icon={<WarningAmberOutlined />} label={COI_MESSAGES.lapsedChip} title={COI_MESSAGES.lapsedWarning} /> : null}
        </Stack>
      ),
    },
    { field: 'tid', headerName: 'Tax ID', sortable: true, renderCell: (row) => row.tid || UI_TEXT.notAvailable },
    { field: 'projects_count', headerName: 'Projects', sortable: true, align: 'right' },
    { field: 'tasks_count', headerName: 'Open tasks', sortable: true, align: 'right' },
    { field: 'overdue_tasks_count', headerName: 'Overdue tasks', sortable: true, align: 'right' },
    { field: 'type', headerName: 'Type', sortable: true, renderCell: (row) => COMPANY_TYPE_LABELS[row.type] },
    { field: 'primary_contact', headerName: 'Primary contact', sortable: true, renderCell: (row) => contactNameOf(row) ?? UI_TEXT.notAvailable },
    ...(canRemove ? [{ field: 'actions', headerName: 'Actions', hideable: false, width: 90, renderCell: (row: NetworkCompanyRow) => <RemoveButton company={row} /> }] : []),
  ];

  const runExport = async () => {
    setIsExporting(true);
    try {
      await downloadJob(() => startNetworkExport(params));
    } catch {
      // The download toast has shown the failure.
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <ListPage<NetworkCompanyRow>
      header={
        <CompaniesHeader
          extraActions={
            <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void runExport()} disabled={isExporting}>
              Export
            </Button>
          }
        />
      }
      tabs={<CompaniesTabs />}
      list={list}
      filterFields={NETWORK_FILTER_FIELDS}
      error={error}
      onRetry={() => void mutate()}
      aria-label="Companies"
      tableId="companies-network"
      userId={user?.id}
      columns={columns}
      rows={data?.data ?? []}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
