// Every scope endpoint (000 section 7, Scopes), one contract each.
export * from './list-scopes';
export * from './scope-attachments';
export * from './scope-access';
export * from './scope-approvals';
export { listProjectDocuments } from './project-documents';
