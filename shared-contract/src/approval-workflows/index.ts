// Approval workflows: rules and messages, the shapes their endpoints answer with, and the endpoints
// as one namespace (approvalWorkflowEndpoints.byKind.contract.listWorkflows).
export * from './rules';
export * from './shapes';
export * as approvalWorkflowEndpoints from './endpoints';
