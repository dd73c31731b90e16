// Document naming: rules and messages, the shapes its endpoints answer with, and the endpoints as
// one namespace (documentNameEndpoints.saveDocumentName).
export * from './rules';
export * from './shapes';
export * as documentNameEndpoints from './endpoints';
