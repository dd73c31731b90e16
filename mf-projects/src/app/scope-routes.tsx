// The Scopes tab's pages as the route table uses them: the scope page gets the scope chat in its
// `chat` slot (features do not import each other, so the app composes them), and the scope tasks
// steps sit behind their guard (000 section 6: task create ability).
import { useParams } from 'react-router-dom';
import { RequirePermissions } from 'shared-auth';
import { PERMISSIONS } from 'shared-contract';
import { ScopeChatPanel } from '../features/scope-chat/components/scope-chat-panel';
import { EditScopePage } from '../features/scopes/components/scope-page';
import { ScopeTasksPage } from '../features/scopes/components/scope-tasks-page';

export function ScopeEditRoute() {
  const { projectId = '', scopeId = '' } = useParams();
  return <EditScopePage key={scopeId} chat={<ScopeChatPanel projectId={projectId} scopeId={scopeId} />} />;
}

export function ScopeTasksRoute() {
  return (
    <RequirePermissions all={[PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE]}>
      <ScopeTasksPage />
    </RequirePermissions>
  );
}
