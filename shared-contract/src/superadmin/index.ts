// The operator area: the shapes its endpoints answer with, the request schemas, and the endpoints as
// one namespace (superadminEndpoints.listCompanies).
export * from './shapes';
export * from './requests';
export * as superadminEndpoints from './endpoints';
