// failedRedirection lives in shared-auth (the guards store it); re-exported for the auth pages.
export { FAILED_REDIRECTION_KEY, isFailedRedirectionPath, rememberFailedRedirection, takeFailedRedirection } from 'shared-auth';
