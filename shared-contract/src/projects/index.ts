// Projects: the shapes, rules and messages, and the endpoints as one namespace
// (projectEndpoints.listProjects) so their names never collide with the functions that call them.
export * from './shapes';
export * from './rules';
export { ITEM_PERMISSION_TYPES, type ItemPermissionType } from './find-item-permissions';
export { PROJECT_ACTIVITY_SORT_FIELDS } from './project-activity';
export * as projectEndpoints from './endpoints';
