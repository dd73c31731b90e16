// Operator answers (shared-contract's superadmin shapes): pure mapping from database records, no
// queries. The company's records use the settings-account mappers, as every page showing them does.
import {
  FEATURES,
  ROLES,
  type CompanyFeature,
  type CompanyActivityRow,
  type CompanyStatus,
  type CompanyType,
  type FeatureKey,
  type Plan,
  type PlanUpgradeRequest,
  type RoleName,
  type SuperadminCompanyDetailsWithUpgrade,
  type SuperadminCompanyRow,
  type SwitchedFeature,
} from 'shared-contract';
import type { companies, companyFeatures, users } from '../../db/schema';
import { toCertification, toLicense, toOffice, toSubsidiary, type CertificationRecord, type LicenseRecord, type OfficeRecord, type SubsidiaryRecord } from '../settings-account';
import type { CompanyListRecord } from './repository';

const toIso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export const toSuperadminCompanyRow = (r: CompanyListRecord): SuperadminCompanyRow => ({
  id: r.id,
  name: r.name,
  owner: r.owner,
  type: r.type as CompanyType,
  plan: r.plan as Plan,
  status: r.status as CompanyStatus,
  created_at: toIso(r.created_at)!,
  users_count: Number(r.users_count),
  projects_count: Number(r.projects_count),
  contracts_count: Number(r.contracts_count),
  last_activity: toIso(r.users_max_last_activity),
});

type CompanyDetailsInput = {
  company: typeof companies.$inferSelect;
  typeTitle: string;
  lastActivity: Date | null;
  records: { certifications: CertificationRecord[]; licenses: LicenseRecord[]; offices: OfficeRecord[]; subsidiaries: SubsidiaryRecord[] };
  features: CompanyFeature[];
  upgradeRequest: PlanUpgradeRequest | null;
};

export const toCompanyDetails = ({ company, typeTitle, lastActivity, records, features, upgradeRequest }: CompanyDetailsInput): SuperadminCompanyDetailsWithUpgrade => ({
  company: {
    id: company.id,
    name: company.name,
    dba: company.dba,
    website: company.website,
    tid: company.tid,
    type: company.type as CompanyType,
    type_title: typeTitle,
    logo: company.logo,
    plan: company.plan as Plan,
    status: company.status as CompanyStatus,
  },
  last_activity_date: lastActivity ? { date: lastActivity.toISOString() } : null,
  certifications: records.certifications.map(toCertification),
  licenses: records.licenses.map(toLicense),
  offices: records.offices.map(toOffice),
  subsidiary_companies: records.subsidiaries.map(toSubsidiary),
  features,
  upgrade_request: upgradeRequest,
});

export const toActivityRow = (u: typeof users.$inferSelect): CompanyActivityRow => ({
  user_id: u.id,
  user_name: `${u.firstName} ${u.lastName}`.trim(),
  user_role: ROLES[u.role as RoleName]?.show_name ?? u.role,
  last_activity: u.lastActivity ? u.lastActivity.toISOString() : null,
});

export const toSwitchedFeature = (row: typeof companyFeatures.$inferSelect): SwitchedFeature => ({
  id: row.id,
  company_id: row.companyId,
  feature: row.feature as FeatureKey,
  feature_label: FEATURES[row.feature as FeatureKey] ?? row.feature,
  enabled: row.enabled,
});
