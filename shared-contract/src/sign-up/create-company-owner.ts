import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { companySignUpSchema } from './requests';
import { currentUserShape } from '../auth/shapes';

export const createCompanyOwner = defineEndpoint({
  method: 'POST',
  path: 'sign-up/company-owner',
  summary: 'Creates a company and its owner, signs in, mails a code',
  body: companySignUpSchema,
  response: dataOf(currentUserShape),
});
