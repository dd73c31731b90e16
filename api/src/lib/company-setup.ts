// Creating a company always brings its permission groups (DOMAIN.md 2) and feature switches (1).
import { DEFAULT_ROLE_PERMISSIONS, FEATURES, FEATURES_ON_BY_DEFAULT, defaultPlanFor, rolesFor, type CompanyType, type FeatureKey, type Plan } from 'shared-contract';
import type { Database } from '../db/client';
import { companies, companyFeatures, permissionGroups } from '../db/schema';

export type NewCompany = { name: string; type: CompanyType; plan?: Plan; dba?: string | null; website?: string | null; tid?: string | null; createdAt?: Date };

export async function createCompanyWithDefaults(db: Database, input: NewCompany) {
  const [company] = await db
    .insert(companies)
    .values({
      name: input.name,
      type: input.type,
      plan: input.plan ?? defaultPlanFor(input.type),
      dba: input.dba ?? null,
      website: input.website ?? null,
      tid: input.tid ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await db.insert(permissionGroups).values(rolesFor(input.type).map((role) => ({ companyId: company.id, role, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] })));
  await db.insert(companyFeatures).values(
    (Object.keys(FEATURES) as FeatureKey[]).map((feature) => ({ companyId: company.id, feature, enabled: FEATURES_ON_BY_DEFAULT.includes(feature) })),
  );
  return company;
}
