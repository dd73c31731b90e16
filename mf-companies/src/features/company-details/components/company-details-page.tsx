// Companies > {id}: a network company with the tabs Info (default), Tasks, Projects, Documents, Notes
// and Users (000 section 2); Tasks, Projects and Users follow their view permissions.
import { Box, Link, Stack, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { COMPANY_TYPE_LABELS, NETWORK_ROUTES, PERMISSIONS } from 'shared-contract';
import { CompanyAvatar, LoadingState, NotFoundState, PageHeader, LoadErrorState, statusOfError } from 'shared-ui';
import { useBreadcrumbLabel } from 'shared-ui';
import { canAll } from 'shared-auth';
import { useNetworkGates } from '../../../lib/use-network-gates';
import { companyTasksPath } from './company-tasks-tab';
import { companyDocumentsPath, companyProjectsPath } from './company-shared-tabs';
import { useCompanyDetails } from '../api/company-details';

export function CompanyDetailsPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { canSeeUsers, user } = useNetworkGates();
  // 000 section 6: the company's tasks need both the companies and the tasks view permissions.
  const canSeeTasks = canAll(user, [PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW]);
  const { data: company, error, isLoading, mutate } = useCompanyDetails(id);
  useBreadcrumbLabel(NETWORK_ROUTES.company(id), company?.name);

  if (!/^\d+$/.test(id) || statusOfError(error) === 404) return <NotFoundState />;
  if (isLoading) return <LoadingState />;
  if (error || !company) {
    return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  }

  const tabs = [
    { label: 'Info', to: NETWORK_ROUTES.companyInfo(id) },
    ...(canSeeTasks ? [{ label: 'Tasks', to: companyTasksPath(NETWORK_ROUTES.company(id)) }] : []),
    ...(canAll(user, [PERMISSIONS.PROJECTS_VIEW]) ? [{ label: 'Projects', to: companyProjectsPath(NETWORK_ROUTES.company(id)) }] : []),
    { label: 'Documents', to: companyDocumentsPath(NETWORK_ROUTES.company(id)) },
    { label: 'Notes', to: NETWORK_ROUTES.companyNotes(id) },
    ...(canSeeUsers ? [{ label: 'Users', to: NETWORK_ROUTES.companyUsers(id) }] : []),
  ];
  const current = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to ?? false;

  return (
    <Box>
      <Link component={RouterLink} to={NETWORK_ROUTES.existing} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Companies
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CompanyAvatar name={company.name} src={company.logo} size={48} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageHeader title={company.name} subtitle={company.type_title || COMPANY_TYPE_LABELS[company.type]} />
        </Box>
      </Stack>
      <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Company sections">
        {tabs.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
      <Outlet context={company} />
    </Box>
  );
}
