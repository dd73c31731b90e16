// "User's last activity": every user of the company with the time of their last sign-in, sortable by it.
import { useState } from 'react';
import { Typography } from '@mui/material';
import type { CompanyActivityRow } from 'shared-contract';
import { DataTable, formatDate, type DataTableColumn } from 'shared-ui';
import { useCompanyActivity, type ActivitySort } from '../api/find-company-activity';

const COLUMNS: DataTableColumn<CompanyActivityRow>[] = [
  { field: 'user_name', headerName: 'User name' },
  { field: 'user_role', headerName: 'Role' },
  { field: 'last_activity', headerName: 'Last log in', sortable: true, renderCell: (row) => formatDate(row.last_activity) },
];

export function UserActivityTable({ companyId }: { companyId: string }) {
  const [sort, setSort] = useState<ActivitySort>(null);
  const { data, isLoading, isValidating } = useCompanyActivity(companyId, sort);
  return (
    <section aria-labelledby="user-activity-title">
      <Typography id="user-activity-title" variant="h3" component="h3" sx={{ mb: 1 }}>
        User&apos;s last activity
      </Typography>
      <DataTable<CompanyActivityRow>
        aria-label="User's last activity"
        columns={COLUMNS}
        rows={data ?? []}
        getRowId={(row) => row.user_id}
        sortField={sort?.field ?? null}
        sortDirection={sort?.direction}
        onSortChange={(_field, direction) => setSort({ field: 'last_activity', direction })}
        isLoading={isLoading || isValidating}
        isResizable={false}
        maxHeight={360}
      />
    </section>
  );
}
