// Scopes: the routes; the per-item flags and look-ups the scope chat and the project pages use; the
// scope demo data for the seed.
export { default } from './routes';
export { findScopeMemberIds, findVisibleScopeOrFail, scopeFlagsFor } from './service';
export { findScopeById } from './repository';
export { seedScopeAttachmentDemoData, seedScopeDemoData } from './demo-data';
