// Company sign-up and sign-up from an invitation link: the invitation's shape, the request schemas, and the endpoints as
// one namespace (signUpEndpoints.createCompanyOwner).
export * from './shapes';
export * from './requests';
export * as signUpEndpoints from './endpoints';
