// Projects > {id} > Tasks: the project's tasks come with the tasks issue; until then the tab says
// so honestly (no sample rows, no buttons that cannot work yet).
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { EmptyState } from 'shared-ui';

export const PROJECT_TASKS_EMPTY = {
  title: 'No tasks in this project yet',
  description: 'Contracts, document requests and acknowledgements sent for this project’s scopes will be listed here.',
} as const;

export function ProjectTasksTab() {
  return <EmptyState icon={<AssignmentOutlined fontSize="inherit" />} title={PROJECT_TASKS_EMPTY.title} description={PROJECT_TASKS_EMPTY.description} />;
}
