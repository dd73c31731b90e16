import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { closeAccountSchema, updateAdminsSchema, upgradeRequestSchema } from './requests';
import { accountDetailsShape, doneResponse, savedOf } from './shapes';

export const findAccountDetails = defineEndpoint({
  method: 'GET',
  path: 'account',
  summary: 'Plan and limits, account admins, sender e-mail, upgrade request',
  response: dataOf(accountDetailsShape),
});

export const updateAccountAdmins = defineEndpoint({
  method: 'POST',
  path: 'account/update-admins',
  summary: 'Replaces the account admins (active employees)',
  body: updateAdminsSchema,
  response: savedOf(accountDetailsShape),
});

export const requestUpgrade = defineEndpoint({
  method: 'POST',
  path: 'account/upgrade-request',
  summary: 'A sub-plan company asks the operator for the general plan',
  body: upgradeRequestSchema,
  response: savedOf(accountDetailsShape),
});

export const closeAccount = defineEndpoint({
  method: 'POST',
  path: 'account/close',
  summary: 'Closes the account: company deactivated, every session ends, data kept',
  body: closeAccountSchema,
  response: doneResponse,
});
