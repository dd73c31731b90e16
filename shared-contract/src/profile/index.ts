// My Profile: the profile's shape, the request schemas, and the endpoints as one namespace (profileEndpoints.saveProfile).
export * from './shapes';
export * from './requests';
export * as profileEndpoints from './endpoints';
