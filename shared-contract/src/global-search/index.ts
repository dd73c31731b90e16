// Global search: groups, labels and messages, the query, the shapes its answer is made of, and the
// endpoint as one namespace (globalSearchEndpoints.findSearchResults).
export * from './global-search';
export * from './shapes';
export { globalSearchQuerySchema, type GlobalSearchQuery } from './find-search-results';
export * as globalSearchEndpoints from './endpoints';
