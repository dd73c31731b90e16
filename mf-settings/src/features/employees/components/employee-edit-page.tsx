// Settings > Employees > {id} edit: name, phone, role, professions, and archive/restore. Your own
// record is always editable (000 section 6); other records follow the per-item flags.
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_KEY, normalizeError, useCurrentUser } from 'shared-auth';
import { ERROR_MESSAGES, SETTINGS_PATHS, ROUTES, UI_TEXT } from 'shared-contract';
import { EmptyState, LoadingState, NotFoundState, PageHeader, UserAvatar, formatDate, useToast } from 'shared-ui';
import { useBreadcrumbLabel } from 'shared-ui';
import { useEmployee } from '../api/find-employee';
import { isEmployeeListKey } from '../api/find-employees';
import { useProfessions, useRoles } from '../api/find-reference-lists';
import { updateEmployee } from '../api/update-employee';
import { useEmployeeActions } from '../hooks/use-employee-actions';
import { EmployeeForm, type EmployeeFormValues } from './employee-form';

const isOwnerRole = (role: string) => role.endsWith('_owner');

export function EmployeeEditPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: employee, error, mutate } = useEmployee(id);
  useBreadcrumbLabel(`${SETTINGS_PATHS.companyUsers}/${id}`, employee?.full_name);
  const roles = useRoles();
  const professions = useProfessions();
  const toast = useToast();
  const actions = useEmployeeActions();
  const { mutate: globalMutate } = useSWRConfig();

  if (error) {
    // ky's HTTPError carries the response.
    const status = (error as { response?: { status?: number } }).response?.status ?? 0;
    if (status === 404) return <NotFoundState />;
    if (status === 403) return <EmptyState title={ERROR_MESSAGES.noPermissionPage} />;
    return <EmptyState title={ERROR_MESSAGES.default} action={<Button onClick={() => void mutate()}>{UI_TEXT.retry}</Button>} />;
  }
  if (!employee || !roles.data || !professions.data) return <LoadingState />;

  const roleChoices = roles.data.filter((r) => !isOwnerRole(r.name) || isOwnerRole(user?.role.name ?? ''));

  const save = async (values: EmployeeFormValues) => {
    try {
      const { data, message } = await updateEmployee(employee.id, values);
      toast.success(message);
      await mutate(data, { revalidate: false });
      await globalMutate(isEmployeeListKey);
      // Your own name and role show in the header.
      if (data.is_me) await globalMutate(CURRENT_USER_KEY);
      return null;
    } catch (e) {
      return normalizeError(e);
    }
  };

  return (
    <Box>
      <PageHeader
        title={employee.is_me ? 'My record' : 'Edit employee'}
        breadcrumbs={
          <Link component={RouterLink} to={SETTINGS_PATHS.companyUsers} underline="hover" variant="body2">
            Employees
          </Link>
        }
        actions={
          <>
            {employee.is_me ? (
              <Button component={RouterLink} to={ROUTES.myProfile(employee.id)}>
                Open My Profile
              </Button>
            ) : null}
            {employee.can.delete && employee.status === 'active' ? (
              <Button color="error" variant="outlined" startIcon={<ArchiveOutlined />} onClick={() => void actions.archive(employee)}>
                Archive
              </Button>
            ) : null}
            {employee.can.delete && employee.status === 'archived' ? (
              <Button variant="outlined" startIcon={<UnarchiveOutlined />} onClick={() => void actions.restore(employee)}>
                Restore
              </Button>
            ) : null}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <UserAvatar firstName={employee.first_name} lastName={employee.last_name} src={employee.photo} size={56} />
          <Box>
            <Typography component="h2" variant="h3">
              {employee.full_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Last activity: {employee.last_activity ? formatDate(employee.last_activity) : UI_TEXT.notAvailable}
            </Typography>
          </Box>
          {employee.status === 'archived' ? <Chip color="warning" label={`Archived ${formatDate(employee.archived_at)}`} /> : null}
        </Stack>
        {employee.can.edit ? (
          <EmployeeForm employee={employee} roles={roleChoices} professions={professions.data} onSubmit={save} onProblemText={(text) => toast.warning(text)} />
        ) : (
          <Typography color="text.secondary">{ERROR_MESSAGES.noPermissionAction}</Typography>
        )}
      </Paper>
    </Box>
  );
}
