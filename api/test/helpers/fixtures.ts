// Companies and users for tests, created straight in the database with a known password.
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, rolesFor, type CompanyType, type Plan, type RoleName } from 'shared-contract';
import { users } from '../../src/db/schema';
import { createCompanyWithDefaults } from '../../src/lib/company-setup';
import { hashPassword } from '../../src/lib/passwords';

export const PASSWORD = DEMO_PASSWORD;
let passwordHash: Promise<string> | null = null;
const findPasswordHash = () => (passwordHash ??= hashPassword(PASSWORD));
let sequence = 0;

export async function createUser(
  app: FastifyInstance,
  values: { companyId: number | null; role: RoleName | 'superadmin'; email?: string; firstName?: string; lastName?: string; isSuperuser?: boolean; verified?: boolean; lastActivity?: Date | null },
) {
  sequence += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      companyId: values.companyId,
      role: values.role,
      email: values.email ?? `user${sequence}-${Date.now()}@example.test`,
      firstName: values.firstName ?? 'Test',
      lastName: values.lastName ?? `User ${sequence}`,
      passwordHash: await findPasswordHash(),
      isSuperuser: values.isSuperuser ?? false,
      emailVerifiedAt: values.verified === false ? null : new Date(),
      lastActivity: values.lastActivity ?? null,
    })
    .returning();
  return user;
}

export const createOperator = (app: FastifyInstance, email = `operator${++sequence}@demo.test`) =>
  createUser(app, { companyId: null, role: 'superadmin', isSuperuser: true, email, firstName: 'Platform', lastName: 'Operator' });

/** A company with one user per role of its type; e-mails are `<role>@<slug>.test`. */
export async function createCompanyWithUsers(app: FastifyInstance, input: { name: string; type?: CompanyType; plan?: Plan; createdAt?: Date }) {
  const type = input.type ?? 'general_contractor';
  const company = await createCompanyWithDefaults(app.db, { name: input.name, type, plan: input.plan, createdAt: input.createdAt });
  const slug = input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const members: Partial<Record<RoleName, Awaited<ReturnType<typeof createUser>>>> = {};
  for (const role of rolesFor(type)) {
    members[role] = await createUser(app, { companyId: company.id, role, email: `${role}@${slug}.test`, firstName: role.split('_')[1], lastName: input.name });
  }
  return { company, users: members, email: (role: RoleName) => `${role}@${slug}.test` };
}
