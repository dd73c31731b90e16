// Operator actions on companies: create an account with its owner invitation, block, delete,
// change plan, and act inside a company.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  INVITATION_LINK_DAYS,
  PLAN_LABELS,
  VALIDATION_MESSAGES,
  defaultPlanFor,
  ownerRoleFor,
  type CompanyType,
  type CreateCompanyInput,
  type Plan,
  type SuperadminCompanyDetails,
  type SuperadminCompanyDetailsWithUpgrade,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { invitations, users } from '../../db/schema';
import { createCompanyWithDefaults } from '../../lib/company-setup';
import { fieldError, notFound } from '../../lib/http-error';
import { companyTypeTitle, findCompanyFeatures } from '../../lib/identity';
import { ownerInvitationMail } from '../../lib/mail-templates';
import { createToken, hashToken } from '../../lib/tokens';
import { endSessionsOfCompany } from '../../plugins/app/session';
import * as repo from './repository';
import { findLatestUpgradeRequest } from '../settings-account';

export async function findCompanyOrFail(db: Database, id: number) {
  const company = await repo.findCompany(db, id);
  if (!company) throw notFound();
  return company;
}

export async function createCompanyAccount(app: FastifyInstance, input: CreateCompanyInput, invitedByUserId: number): Promise<number> {
  const email = input.owner_email.trim().toLowerCase();
  const taken = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (taken.length) throw fieldError('owner_email', VALIDATION_MESSAGES.unique('owner email'));
  const type = (input.company_type ?? 'sub_contractor') as CompanyType;
  const token = createToken();
  const company = await withTransaction(app.db, async (db) => {
    const created = await createCompanyWithDefaults(db, {
      name: input.company_name.trim(),
      type,
      plan: defaultPlanFor(type),
      website: input.company_website.trim(),
      tid: input.company_tax_id.trim(),
    });
    // The owner exists from now on (the list shows it); the password comes with the invite link.
    const [owner] = await db
      .insert(users)
      .values({ companyId: created.id, firstName: input.owner_first_name.trim(), lastName: input.owner_last_name.trim(), email, role: ownerRoleFor(type) })
      .returning();
    await db.insert(invitations).values({
      tokenHash: hashToken(token),
      kind: 'company_owner',
      email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      role: owner.role,
      companyId: created.id,
      invitedByUserId,
      userId: owner.id,
      expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000),
    });
    return created;
  });
  await app.mailer.send(ownerInvitationMail(email, company.name, `${app.config.publicUrl}/user/sign-up?token=${encodeURIComponent(token)}`));
  return company.id;
}

export async function findCompanyDetails(db: Database, id: number): Promise<SuperadminCompanyDetailsWithUpgrade> {
  const company = await findCompanyOrFail(db, id);
  const [lastActivity, sections, features, upgradeRequest] = await Promise.all([
    repo.findLastActivity(db, id),
    repo.findCompanySections(db, id),
    findCompanyFeatures(db, id),
    findLatestUpgradeRequest(db, id, company.plan),
  ]);
  return {
    company: {
      id: company.id,
      name: company.name,
      dba: company.dba,
      website: company.website,
      tid: company.tid,
      type: company.type as CompanyType,
      type_title: companyTypeTitle(company.type),
      logo: company.logo,
      plan: company.plan as Plan,
      status: company.status as SuperadminCompanyDetails['company']['status'],
    },
    last_activity_date: lastActivity ? { date: lastActivity.toISOString() } : null,
    ...sections,
    features,
    upgrade_request: upgradeRequest,
  };
}

export async function toggleCompanyBlock(db: Database, id: number): Promise<string> {
  const company = await findCompanyOrFail(db, id);
  const isBlocking = company.status !== 'blocked';
  await repo.updateCompany(db, id, { status: isBlocking ? 'blocked' : 'active' });
  if (isBlocking) await endSessionsOfCompany(db, id);
  return `Company "${company.name}" has been ${isBlocking ? 'blocked' : 'unblocked'}.`;
}

export async function deleteCompanyPermanently(db: Database, id: number): Promise<string> {
  const company = await findCompanyOrFail(db, id);
  await repo.deleteCompany(db, id);
  return `Company "${company.name}" has been deleted.`;
}

export async function updateCompanyPlan(db: Database, id: number, plan: Plan): Promise<string> {
  const company = await findCompanyOrFail(db, id);
  await repo.updateCompany(db, id, { plan });
  return `Company "${company.name}" is now on the ${PLAN_LABELS[plan]}.`;
}

