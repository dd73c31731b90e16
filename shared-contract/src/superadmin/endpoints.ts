// Every operator endpoint (001 sections 2-8), one contract each (method, path, request schemas, answer).
export * from './list-companies';
export * from './create-company';
export * from './find-company';
export * from './update-company';
export * from './login-as-company';
