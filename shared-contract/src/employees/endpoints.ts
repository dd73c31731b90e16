// Every Settings > Employees endpoint, one contract each (method, path, request schemas, answer).
export * from './list-employees';
export * from './find-employee';
export * from './update-employee';
export * from './archive-employee';
export * from './invite-employees';
export * from './list-invitations';
export * from './list-reference-lists';
