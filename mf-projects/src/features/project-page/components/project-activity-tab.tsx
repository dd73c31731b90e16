// Projects > {id} > Activity: every change to the project, its team, scopes and approvals, who did
// it and when, newest first; filtered by action, user and date, paged, all in the URL. Download
// builds the same filtered list as a file in a background job ('Preparing download').
import { useMemo, useState } from 'react';
import { Button, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useOutletContext, useSearchParams } from 'react-router-dom';
import { useCurrentUser, useDownloadJob } from 'shared-auth';
import { PROJECT_ACTIVITY_SORT_FIELDS, UI_TEXT, type ProjectActivityRow } from 'shared-contract';
import { ListPage, formatDateTime, useListParams, type DataTableColumn, type SelectOption } from 'shared-ui';
import { startProjectActivityDownload, useProjectActivity } from '../api/project-activity';
import { useTeam } from '../api/team';
import { ACTIVITY_FILTER_NAMES, buildActivityFilterFields } from '../types/activity-filter-fields';
import { describeActivity } from '../types/describe-activity';
import type { ProjectOutletContext } from './project-layout';

const COLUMNS: DataTableColumn<ProjectActivityRow>[] = [
  { field: 'created_at', headerName: 'Date', sortable: true, hideable: false, minWidth: 170, renderCell: (row) => formatDateTime(row.created_at) },
  { field: 'action', headerName: 'Action', sortable: true, minWidth: 180, renderCell: (row) => row.action_label },
  { field: 'details', headerName: 'Details', minWidth: 220, renderCell: (row) => describeActivity(row) || UI_TEXT.notAvailable },
  { field: 'user', headerName: 'User', sortable: true, minWidth: 160, renderCell: (row) => row.user_full_name ?? UI_TEXT.notAvailable },
];

/** Who can be picked: the team and whoever appears on the page shown (the owner may not be in the team). */
function useUserOptions(projectId: number, rows: readonly ProjectActivityRow[]): SelectOption[] {
  const team = useTeam(projectId, { search: '', filters: {}, sortField: 'name', sortDirection: 'asc', page: 1, perPage: 100 });
  return useMemo(() => {
    const byId = new Map<number, string>();
    for (const member of team.data?.data ?? []) byId.set(member.id, member.full_name);
    for (const row of rows) if (row.user_id && row.user_full_name) byId.set(row.user_id, row.user_full_name);
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [team.data, rows]);
}

export function ProjectActivityTab() {
  const { project } = useOutletContext<ProjectOutletContext>();
  const { user } = useCurrentUser();
  const list = useListParams(ACTIVITY_FILTER_NAMES, useSearchParams(), { sortFields: PROJECT_ACTIVITY_SORT_FIELDS, defaultSort: { field: 'created_at', direction: 'desc' } });
  const { params } = list;
  const { data, error, isLoading, isValidating, mutate } = useProjectActivity(project.id, params);
  const rows = useMemo(() => data?.data ?? [], [data]);
  const users = useUserOptions(project.id, rows);
  const fields = useMemo(() => buildActivityFilterFields(users), [users]);
  const downloadJob = useDownloadJob();
  const [isDownloading, setIsDownloading] = useState(false);

  if (project.is_external) {
    return <Typography color="text.secondary">The activity of a project is kept by its owner, {project.company_name}.</Typography>;
  }

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadJob(() => startProjectActivityDownload(project.id, params));
    } catch {
      // The download toast has shown the failure.
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <ListPage<ProjectActivityRow>
      list={list}
      isSearchable={false}
      filterFields={fields}
      toolbarExtra={
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void download()} disabled={isDownloading}>
          Download
        </Button>
      }
      error={error}
      onRetry={() => void mutate()}
      aria-label="Project activity"
      tableId="project-activity"
      userId={user?.id}
      columns={COLUMNS}
      rows={rows}
      total={data?.total}
      isLoading={isLoading || isValidating}
    />
  );
}
