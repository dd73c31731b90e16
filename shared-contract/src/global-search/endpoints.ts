// The header's global search, one contract.
export * from './find-search-results';
