// The reference book's one endpoint.
export * from './list-reference-books';
