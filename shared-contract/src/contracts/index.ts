// Contracts (issue 16): the approval round, signing rounds, the record, and the endpoints as one
// namespace (contractEndpoints.findContract).
export * from './rules';
export * from './shapes';
export * from './record';
export * as contractEndpoints from './endpoints';
