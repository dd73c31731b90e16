// GET account; POST account/update-admins, account/sender-email (+ /verify, /remove),
// account/upgrade-request, account/close.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type AccountDetails } from 'shared-contract';

export const accountKey = API.settingsAccount.account;
type AccountReply = { data: AccountDetails; message: string };

export function useAccountDetails() {
  return useSWR(accountKey, async () => (await api.get(accountKey).json<{ data: AccountDetails }>()).data);
}

export const updateAdmins = (adminIds: number[]) => api.post(API.settingsAccount.updateAdmins, { json: { admin_ids: adminIds } }).json<AccountReply>();
export const requestSenderEmail = (email: string) => api.post(API.settingsAccount.senderEmail, { json: { sender_email: email.trim() } }).json<AccountReply>();
export const verifySenderEmail = (token: string) => api.post(API.settingsAccount.senderEmailVerify, { json: { token } }).json<AccountReply>();
export const removeSenderEmail = () => api.post(API.settingsAccount.senderEmailRemove).json<AccountReply>();
export const requestUpgrade = (message: string) => api.post(API.settingsAccount.upgradeRequest, { json: { message: message.trim() } }).json<AccountReply>();
export const closeAccount = (reason: string) => api.post(API.settingsAccount.close, { json: { reason: reason.trim() } }).json<{ message: string }>();
