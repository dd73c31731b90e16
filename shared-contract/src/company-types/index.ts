// Company types: rules and messages, the shape their endpoints answer with, and the endpoints as
// one namespace (companyTypeEndpoints.listCompanyTypes).
export * from './rules';
export * from './shapes';
export * as companyTypeEndpoints from './endpoints';
