// Reference book: the books' shapes and names, and the endpoint as a namespace (referenceBookEndpoints).
export * from './shapes';
export * as referenceBookEndpoints from './endpoints';
