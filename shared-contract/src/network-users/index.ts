// Users (the network users and send communication): rules, the shapes its endpoints answer with, and
// the endpoints as one namespace (networkUserEndpoints.listNetworkUsers).
export * from './rules';
export * from './shapes';
export * as networkUserEndpoints from './endpoints';
