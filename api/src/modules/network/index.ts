// Network: the routes; the invited company sign-up creates, the network page global search shows;
// the network demo data for the seed.
export { default } from './routes';
export { createInvitedCompany, findNetworkPage, notifyInvitationSignUp } from './service';
export { seedNetworkDemoData } from './demo-data';
// A company's primary contact (scopes default a vendor's assignee and signer to it).
export { findPrimaryContact, findPrimaryContacts } from './repository';
