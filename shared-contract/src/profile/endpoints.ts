// Every My Profile endpoint, one contract each (method, path, request schemas, answer).
export * from './find-profile';
export * from './save-profile';
export * from './profile-photo';
export * from './passwords';
