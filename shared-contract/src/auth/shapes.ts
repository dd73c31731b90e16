// What the sign-in, session and app endpoints answer with: the shapes, and the types the shell and
// shared-auth use, from one place.
import { FEATURES, COMPANY_TYPES, PLANS, type FeatureKey } from '../roles';
import { COMPANY_STATUSES, type CompanyStatus } from '../statuses';
import { personFields } from '../employees/shapes';
import { s, type Infer } from '../schema';

export const companyFeatureShape = s.object({
  id: s.integer(),
  feature: s.enum(Object.keys(FEATURES) as FeatureKey[]),
  feature_label: s.string(),
  enabled: s.boolean(),
});
export type CompanyFeature = Infer<typeof companyFeatureShape>;

export const currentCompanyShape = s.object({
  id: s.integer(),
  name: s.string(),
  type: s.enum(COMPANY_TYPES),
  plan: s.enum(PLANS),
  logo: s.nullable(s.string()),
  status: s.enum(Object.keys(COMPANY_STATUSES) as CompanyStatus[]),
  features: s.array(companyFeatureShape),
});
export type CurrentCompany = Infer<typeof currentCompanyShape>;

export const currentUserShape = s.object({
  ...personFields,
  permissions: s.array(s.string()),
  role: s.object({ name: s.string(), show_name: s.string() }),
  company: s.nullable(currentCompanyShape),
  last_activity: s.nullable(s.dateTime()),
  is_superuser: s.boolean(),
  email_verified: s.boolean(),
  /** The operator acting inside a company (log in as an admin). */
  acting_as_company: s.boolean(),
});
export type CurrentUser = Infer<typeof currentUserShape>;

/** GET app/config: what every screen may need before sign-in (the maintenance gate). */
export const appConfigShape = s.object({ maintenance_mode: s.boolean(), product_name: s.string() });
export type AppConfig = Infer<typeof appConfigShape>;

export const planOptionShape = s.object({ value: s.enum(PLANS), label: s.string() });
export type PlanOption = Infer<typeof planOptionShape>;

/** The onboarding flags stored on the user (onboardingSchema's keys). */
export const onboardingShape = s.object({ welcome_video_seen: s.optional(s.boolean()) });

export const unreadNotificationsShape = s.object({ unread: s.integer() });
export type UnreadNotifications = Infer<typeof unreadNotificationsShape>;
