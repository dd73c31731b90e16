// The contract approval round at the data level, as the contracts module names it: the functions live
// in lib/contract-approvals.ts (tasks calls them too, and modules share code only through lib/ or
// their index), the audit actor of a user id in lib/contract-audit.ts.
export { contractReviewLink, enterApprovalRound, openApprovalRound, pendingApproversOf, recordContractChange, resetOtherContractApprovals, type ContractChange } from '../../lib/contract-approvals';
export { auditActorById } from '../../lib/contract-audit';
