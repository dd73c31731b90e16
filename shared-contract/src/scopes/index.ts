// Scopes: the shapes and rules its endpoints use, and the endpoints as one namespace (scopeEndpoints.listScopes).
export * from './shapes';
export * from './rules';
export { PROJECT_DOCUMENT_KINDS, PROJECT_DOCUMENT_SORT_FIELDS, projectDocumentRowShape, type ProjectDocumentKind, type ProjectDocumentRow } from './project-documents';
export * as scopeEndpoints from './endpoints';
