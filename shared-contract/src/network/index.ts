// Companies (the network): its messages, rules, screen paths, gates, the shapes its endpoints answer
// with, and the endpoints as one namespace (networkEndpoints.listNetwork).
export * from './messages';
export * from './rules';
export * from './routes';
export * from './gates';
export * from './shapes';
export * as networkEndpoints from './endpoints';
