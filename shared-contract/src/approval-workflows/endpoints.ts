// Every Settings > Contract Approvals / Scope Approvals endpoint, one contract each.
export * from './list-approvers';
export { byKind } from './manage-workflows';
