// Test scaffolding of the operator area: the signed-in operator, and the `./superadmin` expose mounted
// at /superadmin/* as the shell mounts it (through tools/jest's renderRemote).
import type { CurrentUser } from 'shared-contract';
import { makeOperator } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import SuperadminRoutes from '../app/superadmin-routes';

export const OPERATOR: CurrentUser = makeOperator({ first_name: 'Olivia', last_name: 'Operator', full_name: 'Olivia Operator' });

export function renderSuperadmin(url: string) {
  return renderRemote(<SuperadminRoutes />, { path: '/superadmin/*', url });
}
