// Every project setup endpoint, one contract each (method, path, request schemas, answer).
export * from './team';
export * from './creation-form';
export * from './wizard';
export * from './additional-documents';
export * from './entity-custom-fields';
