// Merge fields: their rules and messages, the shapes their endpoints answer with, and the endpoints
// as one namespace (mergeFieldEndpoints.saveMergeField).
export * from './rules';
export * from './shapes';
export { MERGE_FIELD_EXPORT_FORMATS } from './export-merge-fields';
export * as mergeFieldEndpoints from './endpoints';
