// Every notifications endpoint of the top bar, one contract each (method, path, request schemas, answer).
export * from './list-notifications';
export * from './mark-notifications-read';
export * from './delete-notification';
