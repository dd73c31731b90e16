// Every Settings > Email Templates endpoint (settings/email-template/*), one contract each.
export * from './list-email-templates';
export * from './save-email-template';
export * from './delete-email-template';
