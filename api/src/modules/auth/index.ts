// Auth: the sign-in routes; the one-time codes, the e-mail uniqueness check and the session queries
// sign-up, profile and superadmin use.
export { default } from './routes';
export { sendCode } from './service';
export { endPasswordResets, isEmailTaken, updateActingCompany } from './repository';
