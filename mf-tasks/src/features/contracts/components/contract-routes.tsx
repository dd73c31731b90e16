// The contract screens for the app to compose: the panel of a contract's view and the views under
// /tasks/{task_id}: review and approve, the placement of the signature fields, signing.
import { Route } from 'react-router-dom';
import type { TaskDetails } from 'shared-contract';
import { ContractAuditTrail } from './contract-audit-trail';
import { ContractPreparePage } from './contract-prepare-page';
import { ContractReviewPage } from './contract-review-page';
import { ContractSignPage } from './contract-sign-page';
import { ContractStatusPanel } from './contract-status-panel';

export const contractPanel = (task: TaskDetails) => <ContractStatusPanel taskId={task.id} />;

/** Under a contract's timeline: its audit trail and record. */
export const contractTimeline = (task: TaskDetails) => <ContractAuditTrail taskId={task.id} />;

/** <Route>s under /:taskId (relative paths). */
export function contractRoutes() {
  return (
    <>
      <Route path="contract/review" element={<ContractReviewPage />} />
      <Route path="contract/prepare" element={<ContractPreparePage />} />
      <Route path="sign" element={<ContractSignPage />} />
    </>
  );
}
