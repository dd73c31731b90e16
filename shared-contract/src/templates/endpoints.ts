// Every template and library endpoint, one contract each (method, path, request schemas, answer).
export * from './list-templates';
export * from './find-template';
export * from './save-template';
export * from './archive-template';
export * from './template-versions';
export * from './preview-template';
export * from './library-collections';
export * from './library-labels';
export * from './library-items';
export * from './project-collection';
