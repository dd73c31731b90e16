// Account Details: the details, and the actions that answer with them (admins, sender e-mail,
// upgrade request); closing the account answers with its message.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { settingsAccountEndpoints as endpoints } from 'shared-contract';

export const accountKey = endpoints.findAccountDetails.path;

export function useAccountDetails() {
  return useSWR(accountKey, async () => (await callEndpoint(endpoints.findAccountDetails)).data);
}

export const updateAdmins = (adminIds: number[]) => callEndpoint(endpoints.updateAccountAdmins, { body: { admin_ids: adminIds } });
export const requestSenderEmail = (email: string) => callEndpoint(endpoints.requestSenderEmail, { body: { sender_email: email.trim() } });
export const verifySenderEmail = (token: string) => callEndpoint(endpoints.verifySenderEmail, { body: { token } });
export const removeSenderEmail = () => callEndpoint(endpoints.removeSenderEmail);
export const requestUpgrade = (message: string) => callEndpoint(endpoints.requestUpgrade, { body: { message: message.trim() } });
export const closeAccount = (reason: string) => callEndpoint(endpoints.closeAccount, { body: { reason: reason.trim() } });
