// Account Details: plan and limits, account admins, the sender e-mail (verified before use),
// closing the account and the upgrade request of a sub-plan company.
import type { FastifyInstance } from 'fastify';
import {
  PLAN_FEATURES,
  PLAN_LABELS,
  ROUTES,
  SETTINGS_ACCOUNT_MESSAGES as T,
  SETTINGS_PATHS,
  type AccountDetails,
  type CompanyStatus,
  type CompanyType,
  type Plan,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { fieldError } from '../../lib/http-error';
import { createToken, hashToken } from '../../lib/tokens';
import { endSessionsOfCompany } from '../../plugins/app/session';
import type { Actor } from '../../lib/identity';
import { accountClosedMail, senderVerificationMail, upgradeRequestMail } from './mails';
import * as repo from './repository';

export const SENDER_TOKEN_TTL_MS = 24 * 3_600_000;

/** The address a company's mails are sent from: its verified sender, or null for the platform's. */
export async function findCompanySender(db: Database, companyId: number): Promise<string | null> {
  const account = await repo.findAccount(db, companyId);
  return account?.senderEmail && account.senderVerifiedAt ? account.senderEmail : null;
}

export async function findAccountDetails(app: FastifyInstance, company: repo.CompanyRow): Promise<AccountDetails> {
  const plan = company.plan as Plan;
  const [admins, candidates, account, usage, upgrade] = await Promise.all([
    repo.findAccountAdmins(app.db, company.id),
    repo.findActiveUsers(app.db, company.id),
    repo.findAccount(app.db, company.id),
    repo.countUsage(app.db, company.id),
    repo.findLatestUpgradeRequest(app.db, company.id, plan),
  ]);
  return {
    company: { id: company.id, name: company.name, type: company.type as CompanyType, status: company.status as CompanyStatus },
    plan: { name: plan, label: PLAN_LABELS[plan], features: PLAN_FEATURES.map((f) => ({ key: f.key, label: f.label, included: (f.plans as readonly Plan[]).includes(plan) })) },
    usage,
    admins: admins.map(repo.toAccountUser),
    candidates: candidates.map(repo.toAccountUser),
    sender: {
      email: account?.senderVerifiedAt ? account.senderEmail : null,
      verified_at: account?.senderVerifiedAt?.toISOString() ?? null,
      pending_email: account?.pendingSenderEmail ?? null,
      platform_sender: app.config.mailFrom,
    },
    upgrade_request: upgrade,
  };
}

export async function updateAdmins(db: Database, companyId: number, adminIds: number[]) {
  const unique = [...new Set(adminIds)];
  const found = await repo.findActiveUserIds(db, companyId, unique);
  if (found.size !== unique.length) throw fieldError('admin_ids', T.adminsNotInCompany);
  await repo.replaceAccountAdmins(db, companyId, unique);
}

export async function requestSenderEmail(app: FastifyInstance, company: repo.CompanyRow, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const token = createToken();
  await repo.upsertAccount(app.db, company.id, {
    pendingSenderEmail: address,
    senderTokenHash: hashToken(token),
    senderTokenExpiresAt: new Date(Date.now() + SENDER_TOKEN_TTL_MS),
  });
  const link = `${app.config.publicUrl}${SETTINGS_PATHS.accountDetails}?verify_sender=${encodeURIComponent(token)}`;
  await app.mailer.send(senderVerificationMail(address, company.name, link));
  return T.senderVerificationSent(address);
}

export async function verifySenderEmail(db: Database, companyId: number, token: string) {
  const account = await repo.findAccount(db, companyId);
  const isValid =
    !!account?.senderTokenHash &&
    !!account.pendingSenderEmail &&
    account.senderTokenHash === hashToken(token) &&
    !!account.senderTokenExpiresAt &&
    account.senderTokenExpiresAt.getTime() > Date.now();
  if (!isValid) throw fieldError('token', T.senderTokenInvalid);
  await repo.upsertAccount(db, companyId, {
    senderEmail: account!.pendingSenderEmail,
    senderVerifiedAt: new Date(),
    pendingSenderEmail: null,
    senderTokenHash: null,
    senderTokenExpiresAt: null,
  });
}

export async function removeSenderEmail(db: Database, companyId: number) {
  await repo.upsertAccount(db, companyId, { senderEmail: null, senderVerifiedAt: null, pendingSenderEmail: null, senderTokenHash: null, senderTokenExpiresAt: null });
}

/** Closes the account: the company is deactivated, every session of its users ends, data is kept. */
export async function closeAccount(app: FastifyInstance, company: repo.CompanyRow, actor: Actor, reason: string) {
  const recipients = await repo.findAccountAdmins(app.db, company.id);
  await withTransaction(app.db, async (db) => {
    await repo.updateCompany(db, company.id, { status: 'closed' });
    await repo.upsertAccount(db, company.id, { closedAt: new Date(), closedByUserId: actor.user.id, closeReason: reason || null });
    await endSessionsOfCompany(db, company.id);
  });
  const closedBy = repo.fullNameOf(actor.user);
  for (const admin of recipients) await app.mailer.send(accountClosedMail(admin.email, company.name, closedBy));
}

export async function requestUpgrade(app: FastifyInstance, company: repo.CompanyRow, actor: Actor, message: string) {
  if (company.plan === 'general') throw fieldError('plan', T.upgradeNotNeeded);
  const latest = await repo.findLatestUpgradeRequest(app.db, company.id, company.plan);
  if (latest?.status === 'pending') throw fieldError('plan', T.upgradeAlreadyRequested);
  await repo.insertUpgradeRequest(app.db, company.id, actor.user.id, message);
  const link = `${app.config.publicUrl}${ROUTES.superadminCompany(company.id)}`;
  await app.mailer.send(upgradeRequestMail(app.config.supportEmail, company.name, company.id, `${repo.fullNameOf(actor.user)} (${actor.user.email})`, message, link));
}
