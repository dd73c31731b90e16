// Sign-in, session and the public app calls: the shapes they answer with, the request schemas, the onboarding flags'
// schema, and the endpoints as one namespace (authEndpoints.signIn).
export * from './shapes';
export * from './onboarding';
export * from './requests';
export * as authEndpoints from './endpoints';
