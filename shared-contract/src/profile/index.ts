// My Profile: the profile's shape, and the endpoints as one namespace (profileEndpoints.saveProfile).
export * from './shapes';
export * as profileEndpoints from './endpoints';
