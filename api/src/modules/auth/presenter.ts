// Pure mapping of the auth module's answers: the plan options and the stored onboarding flags.
import { PLANS, PLAN_LABELS, onboardingSchema, type Onboarding, type PlanOption } from 'shared-contract';

export const toPlanOptions = (): PlanOption[] => PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }));

/** Only the flags onboardingSchema knows, without unset ones: the user row is no place for arbitrary JSON. */
export const knownOnboardingFlags = (flags: Record<string, unknown>): Onboarding =>
  Object.fromEntries(Object.entries(flags).filter(([key, value]) => key in onboardingSchema.fields && value !== undefined));
