// Settings > Account: the settings frame (paths, gates), the area's rights, messages and request
// schemas, the shapes its endpoints answer with, and the endpoints as one namespace
// (settingsAccountEndpoints.listOffices).
export * from './settings';
export * from './requests';
export * from './shapes';
export * as settingsAccountEndpoints from './endpoints';
