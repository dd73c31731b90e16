// Every Companies endpoint (the network, invitations, requests, import, a network company's details,
// users and notes), one contract each (method, path, request schemas, answer).
export * from './list-network';
export * from './find-platform-company';
export * from './add-company';
export * from './company-invitations';
export * from './network-requests';
export * from './import-companies';
export * from './company-details';
export * from './company-notes';
