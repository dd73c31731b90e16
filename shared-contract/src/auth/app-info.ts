import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { contactFormSchema } from './requests';
import { appConfigShape, planOptionShape } from './shapes';

export const findAppConfig = defineEndpoint({
  method: 'GET',
  path: 'app/config',
  summary: 'Public application settings',
  response: dataOf(appConfigShape),
});

export const listPlans = defineEndpoint({
  method: 'GET',
  path: 'plans',
  summary: 'Plans a company can be on',
  response: dataOf(s.array(planOptionShape)),
});

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: 'contact-form',
  summary: 'Mails the support address',
  body: contactFormSchema,
  response: messageResponse,
});
