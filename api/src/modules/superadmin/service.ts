// Operator actions on companies: the list, create an account with its owner invitation, details,
// activity, block, delete, change plan, switch a feature, and act inside a company (or leave it).
import type { FastifyInstance } from 'fastify';
import {
  INVITATION_LINK_DAYS,
  PLAN_LABELS,
  VALIDATION_MESSAGES,
  defaultPlanFor,
  ownerRoleFor,
  type CompanyActivityRow,
  type CompanyType,
  type CreateCompanyInput,
  type CurrentUser,
  type Plan,
  type SuperadminCompanyDetailsWithUpgrade,
  type SuperadminCompanyListQuery,
  type SuperadminCompanyRow,
  type SwitchedFeature,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { createCompanyWithDefaults } from '../../lib/company-setup';
import { fieldError, notFound } from '../../lib/http-error';
import { companyTypeTitle, findCompanyFeatures, findCurrentUser, type Actor } from '../../lib/identity';
import { toPage } from '../../lib/lists';
import { ownerInvitationMail } from '../../lib/mail-templates';
import { createToken, hashToken } from '../../lib/tokens';
import { parsePaging } from '../../lib/validate';
import { endSessionsOfCompany } from '../../plugins/app/session';
import { updateActingCompany } from '../auth';
import { findCompanyRecords, findLatestUpgradeRequest } from '../settings-account';
import { toActivityRow, toCompanyDetails, toSuperadminCompanyRow, toSwitchedFeature } from './presenter';
import * as repo from './repository';

/** The list's page; the table's last_activity sort is the users' latest activity, and with no sort the newest come first. */
export async function findCompanyPage(db: Database, query: SuperadminCompanyListQuery) {
  const { page, perPage, offset } = parsePaging(query);
  const field = query.sort_field === 'last_activity' ? 'users_max_last_activity' : (query.sort_field ?? 'created_at');
  const direction = query.sort_direction ?? (query.sort_field ? 'asc' : 'desc');
  const { rows, total } = await repo.findCompanyPage(db, query, { field, direction }, { perPage, offset });
  return toPage<SuperadminCompanyRow>(rows.map(toSuperadminCompanyRow), total, { page, perPage });
}

export async function findCompanyOrFail(db: Database, id: number) {
  const company = await repo.findCompany(db, id);
  if (!company) throw notFound();
  return company;
}

/** Creates the company with its owner and the owner's invitation, mails it, and puts the operator inside the company. */
export async function createCompanyAccount(app: FastifyInstance, input: CreateCompanyInput, actor: Actor): Promise<number> {
  const id = await createCompanyWithOwner(app, input, actor.user.id);
  await updateActingCompany(app.db, actor.session.id, id);
  return id;
}

async function createCompanyWithOwner(app: FastifyInstance, input: CreateCompanyInput, invitedByUserId: number): Promise<number> {
  const email = input.owner_email.trim().toLowerCase();
  if (await repo.isEmailTaken(app.db, email)) throw fieldError('owner_email', VALIDATION_MESSAGES.unique('owner email'));
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
    const owner = await repo.insertUser(db, { companyId: created.id, firstName: input.owner_first_name.trim(), lastName: input.owner_last_name.trim(), email, role: ownerRoleFor(type) });
    await repo.insertInvitation(db, {
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
  const [lastActivity, records, features, upgradeRequest] = await Promise.all([
    repo.findLastActivity(db, id),
    findCompanyRecords(db, id),
    findCompanyFeatures(db, id),
    findLatestUpgradeRequest(db, id, company.plan),
  ]);
  return toCompanyDetails({ company, typeTitle: companyTypeTitle(company.type), lastActivity, records, features, upgradeRequest });
}

export async function findCompanyActivity(db: Database, id: number, direction: 'asc' | 'desc' | null): Promise<CompanyActivityRow[]> {
  await findCompanyOrFail(db, id);
  return (await repo.findCompanyActivity(db, id, direction)).map(toActivityRow);
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


export async function switchFeature(db: Database, id: number): Promise<SwitchedFeature> {
  const feature = await repo.toggleFeature(db, id);
  if (!feature) throw notFound();
  return toSwitchedFeature(feature);
}

/** The operator acts inside the company (or, with null, leaves it) and is answered as the current user. */
export async function actInCompany(db: Database, actor: Actor, companyId: number | null): Promise<CurrentUser> {
  await updateActingCompany(db, actor.session.id, companyId);
  return findCurrentUser(db, actor.user.id, companyId);
}
