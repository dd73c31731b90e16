// Every Settings > Permission Groups endpoint, one contract each (method, path, request schemas, answer).
export * from './list-permission-groups';
export * from './save-permission-group';
