// Templates: the body's document format, the shapes and rules of the template and library endpoints, and the endpoints as one namespace.
export * from './document';
export * from './rules';
export * from './shapes';
export * as templateEndpoints from './endpoints';
