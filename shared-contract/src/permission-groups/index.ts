// Settings > Permission Groups: the group shape, the save schema, and the endpoints as one namespace
// (permissionGroupEndpoints.savePermissionGroup).
export * from './shapes';
export * as permissionGroupEndpoints from './endpoints';
