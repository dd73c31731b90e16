// Company sign-up and sign-up from an invitation link: the invitation's shape, and the endpoints as
// one namespace (signUpEndpoints.createCompanyOwner).
export * from './shapes';
export * as signUpEndpoints from './endpoints';
