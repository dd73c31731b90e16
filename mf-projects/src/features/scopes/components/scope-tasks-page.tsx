// Projects > {id} > Scopes > {scopeId} > tasks (steps assign / review / merge-fields / confirm):
// the route exists with its guard; sending a scope's tasks arrives with the tasks issue, so the
// page says so and leads back to the scope.
import { Alert, Box, Button, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadErrorState, LoadingState, PageHeader } from 'shared-ui';
import { useScope } from '../api/find-scope';
import { SCOPE_PATHS } from '../types/scope-paths';

export const SCOPE_TASK_STEPS = ['assign', 'review', 'merge-fields', 'confirm'] as const;

export function ScopeTasksPage() {
  const { projectId = '', scopeId = '' } = useParams();
  const { data: scope, error, mutate } = useScope(scopeId);
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (!scope) return <LoadingState />;
  const toScope = SCOPE_PATHS.edit(projectId, scope.id);
  return (
    <Box>
      <PageHeader
        title="Scope tasks"
        subtitle={`Scope: ${scope.name}`}
        breadcrumbs={
          <Link component={RouterLink} to={toScope} underline="hover" variant="body2">
            {scope.name}
          </Link>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        Sending this scope&apos;s tasks to its vendor (assign, review, merge fields, confirm) is not available yet. Approved scopes wait here as Not Sent until it is.
      </Alert>
      <Button variant="contained" component={RouterLink} to={toScope}>
        Back to the scope
      </Button>
    </Box>
  );
}
