// Scopes: the shapes and rules its endpoints use, and the endpoints as one namespace (scopeEndpoints.listScopes).
export * from './shapes';
export * from './rules';
export * as scopeEndpoints from './endpoints';
