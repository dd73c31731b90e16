import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { onboardingSchema } from './onboarding';
import { onboardingShape } from './shapes';

export const findOnboarding = defineEndpoint({
  method: 'GET',
  path: 'auth/onboarding',
  summary: 'Onboarding state of the user',
  response: dataOf(onboardingShape),
});

export const updateOnboarding = defineEndpoint({
  method: 'POST',
  path: 'auth/onboarding',
  summary: 'Merges onboarding flags (e.g. welcome video seen)',
  body: onboardingSchema,
  response: dataOf(onboardingShape),
});
