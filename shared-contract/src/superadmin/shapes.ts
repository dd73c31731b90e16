// What the operator endpoints answer with: the shapes, and the types mf-superadmin uses, from one
// place. The company details show the same records (offices, licenses, certifications,
// subsidiaries) and features as Settings > Company Details and the session do.
import { companyFeatureShape } from '../auth/shapes';
import { COMPANY_TYPES, FEATURES, PLANS, type FeatureKey } from '../roles';
import { s, type Infer } from '../schema';
import { certificationShape, companyProfileFields, licenseShape, officeShape, planUpgradeRequestShape, subsidiaryShape } from '../settings-account/shapes';
import { COMPANY_STATUSES, type CompanyStatus } from '../statuses';

/** The list's sort fields; last_activity is the table's name for users_max_last_activity. */
export const SUPERADMIN_COMPANY_SORT_FIELDS = ['name', 'created_at', 'users_count', 'projects_count', 'contracts_count', 'users_max_last_activity', 'last_activity'] as const;
export type SuperadminCompanySortField = (typeof SUPERADMIN_COMPANY_SORT_FIELDS)[number];

const companyStatus = () => s.enum(Object.keys(COMPANY_STATUSES) as CompanyStatus[]);

export const superadminCompanyRowShape = s.object({
  id: s.integer(),
  name: s.string(),
  owner: s.nullable(s.string()),
  type: s.enum(COMPANY_TYPES),
  plan: s.enum(PLANS),
  status: companyStatus(),
  created_at: s.dateTime(),
  users_count: s.integer(),
  projects_count: s.integer(),
  contracts_count: s.integer(),
  last_activity: s.nullable(s.dateTime()),
});
export type SuperadminCompanyRow = Infer<typeof superadminCompanyRowShape>;

const companyDetailsFields = {
  company: s.object({ ...companyProfileFields, plan: s.enum(PLANS), status: companyStatus() }),
  last_activity_date: s.nullable(s.object({ date: s.dateTime() })),
  certifications: s.array(certificationShape),
  licenses: s.array(licenseShape),
  offices: s.array(officeShape),
  subsidiary_companies: s.array(subsidiaryShape),
  features: s.array(companyFeatureShape),
};
const companyDetailsShape = s.object(companyDetailsFields);
export type SuperadminCompanyDetails = Infer<typeof companyDetailsShape>;

/** The company details as sent: with the company's latest plan upgrade request (shown on that page). */
export const superadminCompanyDetailsShape = s.object({ ...companyDetailsFields, upgrade_request: s.nullable(planUpgradeRequestShape) });
export type SuperadminCompanyDetailsWithUpgrade = Infer<typeof superadminCompanyDetailsShape>;

export const companyActivityRowShape = s.object({ user_id: s.integer(), user_name: s.string(), user_role: s.string(), last_activity: s.nullable(s.dateTime()) });
export type CompanyActivityRow = Infer<typeof companyActivityRowShape>;

/** A company feature after the operator switched it. */
export const switchedFeatureShape = s.object({
  id: s.integer(),
  company_id: s.integer(),
  feature: s.enum(Object.keys(FEATURES) as FeatureKey[]),
  feature_label: s.string(),
  enabled: s.boolean(),
});
export type SwitchedFeature = Infer<typeof switchedFeatureShape>;
