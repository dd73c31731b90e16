// E-mail templates: rules and messages, the shape their endpoints answer with, and the endpoints as
// one namespace (emailTemplateEndpoints.createEmailTemplate).
export * from './rules';
export * from './shapes';
export * as emailTemplateEndpoints from './endpoints';
