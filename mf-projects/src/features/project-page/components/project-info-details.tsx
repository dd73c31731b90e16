// Info > Details: the project's details as read-only text, with Edit where the caller may change
// them; Edit opens the shared project details form (the wizard's step 1) at info/details/edit.
import { Box, Button, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Navigate, Link as RouterLink, useNavigate, useOutletContext } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { usePermissionToast, useCurrentUser } from 'shared-auth';
import { UI_TEXT, type Project } from 'shared-contract';
import { formatDate } from 'shared-ui';
import { ProjectDetailsForm } from '../../../components/project-details-form';
import { updateProject } from '../../../lib/project-form-api';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { projectKey } from '../../../lib/use-project';
import { projectPermissionsKey } from '../../../lib/use-project-permissions';
import type { ProjectOutletContext } from './project-layout';

const orNone = (value: string | null | undefined) => (value && value.trim() ? value : UI_TEXT.notAvailable);

export function detailRows(project: Project): [string, string][] {
  const address = [project.street, project.city, project.state_name, project.zip, project.country_name].filter(Boolean).join(', ');
  const manager = project.manager_full_name ? [project.manager_full_name, project.manager_email, project.manager_phone].filter(Boolean).join(' · ') : null;
  return [
    ['Project name', project.name],
    ['Internal number', orNone(project.internal_number)],
    ['Owner type', orNone(project.owner?.owner_name)],
    ['Stage', project.stage],
    ['Estimated start date', project.estimated_start_date ? formatDate(project.estimated_start_date) : UI_TEXT.notAvailable],
    ['Estimated end date', project.estimated_end_date ? formatDate(project.estimated_end_date) : UI_TEXT.notAvailable],
    ['Address', orNone(address)],
    ['Project manager', orNone(manager)],
    ['Company', project.company_name],
  ];
}

/** Edit where allowed; on the sub plan the button stays and shows the upgrade toast. */
function EditButton({ project }: { project: Project }) {
  const { showUpgradePlan } = usePermissionToast();
  const { user } = useCurrentUser();
  if (project.can.update) {
    return (
      <Button variant="outlined" startIcon={<EditOutlined />} component={RouterLink} to={PROJECT_PATHS.infoDetailsEdit(project.id)}>
        Edit
      </Button>
    );
  }
  if (!project.is_external && project.status === 'active' && user?.company?.plan === 'sub') {
    return (
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={showUpgradePlan}>
        Edit
      </Button>
    );
  }
  return null;
}

export function ProjectInfoDetails() {
  const { project } = useOutletContext<ProjectOutletContext>();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h3" component="h2">
          Details
        </Typography>
        <EditButton project={project} />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 2, rowGap: 1.5, m: 0 }}>
        {detailRows(project).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function ProjectInfoDetailsEdit() {
  const { project } = useOutletContext<ProjectOutletContext>();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // Only who may change the project reaches the form (the server refuses the rest the same way);
  // anyone else who opens its address is shown the Details view instead of a 404.
  if (!project.can.update) return <Navigate to={PROJECT_PATHS.infoDetails(project.id)} replace />;
  const back = () => navigate(PROJECT_PATHS.infoDetails(project.id));
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Edit details
      </Typography>
      <ProjectDetailsForm
        project={project}
        canEdit
        save={(input) => updateProject(project.id, input)}
        onSaved={(saved) => {
          void mutate(projectKey(project.id), saved, { revalidate: false });
          void mutate(projectPermissionsKey(project.id));
          back();
        }}
        submitLabel="Save"
        actions={
          <Button variant="text" onClick={back}>
            Cancel
          </Button>
        }
      />
    </Box>
  );
}
