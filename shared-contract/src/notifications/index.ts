// Notifications of the signed-in user: limits, messages and events, the request schemas, the shapes
// the endpoints answer with, and the endpoints as one namespace (notificationEndpoints.listNotifications).
export * from './notifications';
export * from './requests';
export * from './shapes';
export * as notificationEndpoints from './endpoints';
