// Every project endpoint, one contract each (method, path, request schemas, answer).
export * from './list-projects';
export * from './find-project';
export * from './save-project';
export * from './archive-project';
export * from './project-lists';
export * from './list-project-names';
export * from './find-item-permissions';
export * from './project-activity';
export * from './location';
