// Auth: the sign-in routes; the one-time codes and session queries sign-up, profile and superadmin use.
export { default } from './routes';
export { sendCode } from './service';
export { endPasswordResets, updateActingCompany } from './repository';
