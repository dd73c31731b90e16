// Companies > {id} > Users > {user_id}: one user of the network company with the tabs Info (the
// user's card, the index) and Tasks (000 section 2: {user_id} with info, tasks, projects).
import { Box, Card, CardContent, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Outlet, useLocation, useOutletContext, useParams } from 'react-router-dom';
import { can, useCurrentUser } from 'shared-auth';
import { NETWORK_ROUTES, PERMISSIONS, UI_TEXT, type NetworkUserRow } from 'shared-contract';
import { LoadingState, NotFoundState, UserAvatar, formatDateTime, formatPhone, statusOfError, LoadErrorState } from 'shared-ui';
import { useBreadcrumbLabel } from 'shared-ui';
import { useCompanyUser } from '../api/company-details';
import { companyTasksPath } from './company-tasks-tab';
import { companyProjectsPath } from './company-shared-tabs';

export function CompanyUserPage() {
  const { id = '', userId = '' } = useParams();
  const { pathname } = useLocation();
  const { user: viewer } = useCurrentUser();
  const canSeeTasks = can(viewer, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW);
  const { data: user, error, isLoading, mutate } = useCompanyUser(id, userId);
  useBreadcrumbLabel(NETWORK_ROUTES.companyUser(id, userId), user?.full_name);

  if (!/^\d+$/.test(userId) || statusOfError(error) === 404) return <NotFoundState />;
  if (isLoading) return <LoadingState />;
  if (error || !user) {
    return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  }

  const base = NETWORK_ROUTES.companyUser(id, userId);
  const tabs = [
    { label: 'Info', to: base },
    ...(canSeeTasks ? [{ label: 'Tasks', to: companyTasksPath(base) }] : []),
    ...(can(viewer, PERMISSIONS.PROJECTS_VIEW) ? [{ label: 'Projects', to: companyProjectsPath(base) }] : []),
  ];
  const current = tabs.find((t) => t.to !== base && (pathname === t.to || pathname.startsWith(`${t.to}/`)))?.to ?? base;

  return (
    <Box>
      <Link component={RouterLink} to={NETWORK_ROUTES.companyUsers(id)} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Users
      </Link>
      {tabs.length > 1 ? (
        <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={`${user.full_name} sections`}>
          {tabs.map((tab) => (
            <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
      ) : null}
      <Outlet context={user} />
    </Box>
  );
}

/** The user's card (the Info tab). */
export function CompanyUserInfoTab() {
  const user = useOutletContext<NetworkUserRow>();
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Phone', user.phone ? formatPhone(user.phone) : UI_TEXT.notAvailable],
    ['Role', user.role.show_name],
    ['Company', user.company_name],
    ['Projects', String(user.projects_count)],
    ['Open tasks', String(user.task_open_count)],
    ['Overdue tasks', String(user.task_overdue_count)],
    ['Last activity', formatDateTime(user.last_activity)],
  ];

  return (
    <Box>
      <Card variant="outlined" component="section" aria-label="User info">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <UserAvatar name={user.full_name} src={user.photo} size={56} />
            <Box>
              <Typography variant="h3" component="h2">
                {user.full_name}
              </Typography>
              {user.professions.length ? (
                <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  {user.professions.map((p) => (
                    <Chip key={p.id} size="small" label={p.title} />
                  ))}
                </Stack>
              ) : null}
            </Box>
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
            {rows.map(([label, value]) => (
              <Box key={label}>
                <Typography variant="caption" color="text.secondary" component="dt">
                  {label}
                </Typography>
                <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
