// The project's old task addresses (000 section 2: projects/{id}/tasks/{task_id}/{contract, request,
// acknowledgement, timeline}) open the task routes /tasks/{task_id}/{view}; the task view itself
// sends a view of another type to the task's own one. Anything else there is the 404 page.
import { Navigate, useParams } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState } from 'shared-ui';

const OLD_VIEWS = ['contract', 'request', 'acknowledgement', 'timeline'];

export function OldTaskRedirect() {
  const { taskId = '', view = '' } = useParams();
  if (!/^[1-9]\d{0,8}$/.test(taskId) || !OLD_VIEWS.includes(view)) return <NotFoundState />;
  return <Navigate to={`${ROUTES.tasks}/${taskId}/${view}`} replace />;
}
