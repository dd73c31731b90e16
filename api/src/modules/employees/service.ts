// Employees of the caller's company: list, edit (own record always), archive/restore, and
// employee invitations (invite, resend, cancel). Owner rules: only an owner gives or takes the
// Owner role or archives an owner, and the company always keeps one active owner.
import type { FastifyInstance } from 'fastify';
import {
  INVITATION_LINK_DAYS,
  PEOPLE_MESSAGES,
  PERMISSIONS,
  PRODUCT_NAME,
  ROLES,
  VALIDATION_MESSAGES as M,
  ownerRoleFor,
  rolesFor,
  type CompanyType,
  type EmployeeAbilities,
  type EmployeeRow,
  type EmployeeUpdateInput,
  type FieldErrors,
  type InviteEmployeesInput,
  type InvitedEmployeeRow,
  type InviteEmployeeStatus,
  type RoleName,
  type RoleOption,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { invitations } from '../../db/schema';
import { composeCompanyMail } from '../../lib/company-mail';
import { HttpError, fieldError, forbidden, notFound, validationFailed } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import { createToken, hashToken } from '../../lib/tokens';
import type { MailMessage } from '../../plugins/app/mail';
import { eq, inArray, sql } from 'drizzle-orm';
import * as repo from './repository';
import { roleOption, toEmployeeRow } from './presenter';

export const companyRoles = (company: CompanyRow): RoleOption[] => rolesFor(company.type as CompanyType).map(roleOption);

const has = (actor: Actor, key: string) => actor.permissions.includes(key);
const isOwnerRole = (role: string | null) => role === 'general_owner' || role === 'sub_owner';
const actorIsOwner = (actor: Actor) => isOwnerRole(actor.effectiveRole);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A 422 that is not about one field: shown as the message (toast) by the client. */
const refused = (message: string) => new HttpError(422, message, undefined, {});

export function abilitiesFor(actor: Actor, target: { id: number; role: string }): EmployeeAbilities {
  const isMe = actor.user.id === target.id;
  const touchesOwner = isOwnerRole(target.role) && !actorIsOwner(actor);
  return {
    view: isMe || has(actor, PERMISSIONS.EMPLOYEES_VIEW),
    edit: isMe || has(actor, PERMISSIONS.EMPLOYEES_EDIT),
    change_role: has(actor, PERMISSIONS.EMPLOYEES_EDIT) && !touchesOwner,
    delete: has(actor, PERMISSIONS.EMPLOYEES_DELETE) && !isMe && !touchesOwner,
  };
}

export async function toEmployeeRows(db: Database, actor: Actor, records: repo.EmployeeRecord[]): Promise<EmployeeRow[]> {
  const professionsByUser = await repo.findProfessionsOfUsers(
    db,
    records.map((r) => r.id),
  );
  return records.map((u) => toEmployeeRow(u, professionsByUser.get(u.id) ?? [], u.id === actor.user.id, abilitiesFor(actor, u)));
}

export async function findEmployeeOrFail(db: Database, company: CompanyRow, id: number) {
  const employee = await repo.findEmployee(db, company.id, id);
  if (!employee) throw notFound();
  return employee;
}

/**
 * Runs `change` in a transaction that holds the company's owners lock, so two requests cannot
 * both see "another owner remains" and together leave the company without one.
 */
async function withOwnersLocked<T>(app: FastifyInstance, companyId: number, change: (db: Database) => Promise<T>): Promise<T> {
  return withTransaction(app.db, async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(${OWNERS_LOCK_SPACE}, ${companyId})`);
    return change(db);
  });
}
/** The advisory lock space of "a company's owners" (any constant the app uses for nothing else). */
const OWNERS_LOCK_SPACE = 7101;

/** Whether the company would still have an active owner without `userId` as owner. */
const hasAnotherOwner = async (db: Database, company: CompanyRow, userId: number) =>
  (await repo.countActiveWithRole(db, company.id, ownerRoleFor(company.type as CompanyType), userId)) > 0;

export async function updateEmployee(app: FastifyInstance, actor: Actor, company: CompanyRow, id: number, input: EmployeeUpdateInput): Promise<EmployeeRow> {
  const target = await findEmployeeOrFail(app.db, company, id);
  const can = abilitiesFor(actor, target);
  if (!can.edit) throw forbidden();
  const role = input.role.trim();
  if (role !== target.role) {
    if (!rolesFor(company.type as CompanyType).includes(role as RoleName)) throw fieldError('role', M.inArray('role', 'roles'));
    if (!has(actor, PERMISSIONS.EMPLOYEES_EDIT)) throw fieldError('role', PEOPLE_MESSAGES.ownRoleNeedsPermission);
    if ((isOwnerRole(role) || isOwnerRole(target.role)) && !actorIsOwner(actor)) throw fieldError('role', PEOPLE_MESSAGES.onlyOwnerGrantsOwner);
  }
  const professionIds = (input.profession_ids ?? []).map(Number);
  const unknown = await repo.findUnknownProfessionIds(app.db, professionIds);
  if (unknown.length) throw fieldError('profession_ids', M.inArray('profession', 'professions'));
  await withOwnersLocked(app, company.id, async (db) => {
    const losesOwner = role !== target.role && isOwnerRole(target.role) && !target.archivedAt;
    if (losesOwner && !(await hasAnotherOwner(db, company, target.id))) throw fieldError('role', PEOPLE_MESSAGES.lastOwner);
    await repo.updateEmployee(db, target.id, { firstName: input.first_name.trim(), lastName: input.last_name.trim(), phone: input.phone?.trim() || null, role });
    await repo.replaceUserProfessions(db, target.id, professionIds);
  });
  const [row] = await toEmployeeRows(app.db, actor, [(await repo.findEmployee(app.db, company.id, target.id))!]);
  return row;
}

export async function archiveEmployee(app: FastifyInstance, actor: Actor, company: CompanyRow, id: number): Promise<string> {
  const target = await findEmployeeOrFail(app.db, company, id);
  if (target.id === actor.user.id) throw refused(PEOPLE_MESSAGES.cannotArchiveYourself);
  if (isOwnerRole(target.role) && !actorIsOwner(actor)) throw forbidden();
  if (target.archivedAt) throw refused(PEOPLE_MESSAGES.alreadyArchived);
  await withOwnersLocked(app, company.id, async (db) => {
    if (isOwnerRole(target.role) && !(await hasAnotherOwner(db, company, target.id))) throw refused(PEOPLE_MESSAGES.lastOwner);
    await repo.archiveUser(db, target.id, actor.user.id);
  });
  // Their sessions ended and they left every chat: their open sockets leave the rooms they joined
  // (once this instance's cache has heard that the sessions ended, every room's check sees no caller).
  await app.changes.flush();
  await app.realtime.recheckUserChannels([target.id]);
  return PEOPLE_MESSAGES.employeeArchived(`${target.firstName} ${target.lastName}`.trim());
}

export async function restoreEmployee(app: FastifyInstance, actor: Actor, company: CompanyRow, id: number): Promise<string> {
  const target = await findEmployeeOrFail(app.db, company, id);
  if (isOwnerRole(target.role) && !actorIsOwner(actor)) throw forbidden();
  if (!target.archivedAt) throw refused(PEOPLE_MESSAGES.notArchived);
  await repo.restoreUser(app.db, target.id);
  return PEOPLE_MESSAGES.employeeRestored(`${target.firstName} ${target.lastName}`.trim());
}

// ---- invitations -----------------------------------------------------------------------------


const invitationLink = (app: FastifyInstance, token: string) => `${app.config.publicUrl}/user/sign-up?token=${encodeURIComponent(token)}`;

async function mailInvitation(app: FastifyInstance, actor: Actor, company: CompanyRow, email: string, role: string, token: string, expiresAt: Date) {
  const inviter = `${actor.user.firstName} ${actor.user.lastName}`.trim();
  const link = invitationLink(app, token);
  const roleName = roleOption(role).show_name;
  const fallback: MailMessage = {
    to: email,
    subject: `${PRODUCT_NAME}: ${inviter} invited you to join ${company.name}`,
    text:
      `${inviter} invited you to join ${company.name} in ${PRODUCT_NAME} as ${roleName}.\n\n` +
      `Create your account here: ${link}\n\n` +
      `The link expires in ${INVITATION_LINK_DAYS} days.`,
  };
  const fields = {
    'company.name': company.name,
    'inviter.name': inviter,
    'employee.email': email,
    // The invitee has no name yet: templates greeting {{mail.recipient_name}} get the address.
    'mail.recipient_name': email,
    'employee.role': roleName,
    'invitation.link': link,
    'invitation.expires_at': expiresAt.toISOString().slice(0, 10),
  };
  const mail = await composeCompanyMail(app.db, company.id, 'employee_invitation', fields, fallback);
  await app.mailer.send({ ...mail, to: email });
}

const newExpiry = () => new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000);

/** Invites each address with the role; a repeat invitation replaces the pending one (its link dies). */
export async function inviteEmployees(app: FastifyInstance, actor: Actor, company: CompanyRow, input: InviteEmployeesInput): Promise<number> {
  const role = input.role.trim();
  if (!rolesFor(company.type as CompanyType).includes(role as RoleName)) throw fieldError('role', M.inArray('role', 'roles'));
  if (isOwnerRole(role) && !actorIsOwner(actor)) throw fieldError('role', PEOPLE_MESSAGES.onlyOwnerGrantsOwner);
  const emails = (input.emails as string[]).map((e) => e.trim().toLowerCase());
  const taken = await repo.findTakenEmails(app.db, emails);
  const errors: FieldErrors = {};
  emails.forEach((email, i) => {
    if (taken.has(email)) errors[`emails[${i}]`] = [M.unique('email')];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);

  const created: { email: string; token: string; expiresAt: Date }[] = [];
  await withTransaction(app.db, async (db) => {
    const stale = await repo.findPendingInvitationIds(db, company.id, emails);
    if (stale.length) await db.update(invitations).set({ status: 'canceled' }).where(inArray(invitations.id, stale));
    for (const email of emails) {
      const token = createToken();
      const expiresAt = newExpiry();
      await db.insert(invitations).values({ tokenHash: hashToken(token), kind: 'employee', email, role, companyId: company.id, invitedByUserId: actor.user.id, expiresAt });
      created.push({ email, token, expiresAt });
    }
  });
  for (const c of created) await mailInvitation(app, actor, company, c.email, role, c.token, c.expiresAt);
  return created.length;
}

const OPEN_STATUSES: InviteEmployeeStatus[] = ['pending', 'expired'];

export async function resendInvitation(app: FastifyInstance, actor: Actor, company: CompanyRow, id: number): Promise<void> {
  const found = await repo.findInvitation(app.db, company.id, id);
  if (!found) throw notFound();
  if (!OPEN_STATUSES.includes(found.status)) throw refused(PEOPLE_MESSAGES.onlyOpenCanBeResent);
  const { invitation } = found;
  if ((await repo.findTakenEmails(app.db, [invitation.email.toLowerCase()])).size) throw refused(M.unique('email'));
  // A new link replaces the old one, which stops working.
  const token = createToken();
  const expiresAt = newExpiry();
  await app.db.update(invitations).set({ tokenHash: hashToken(token), status: 'pending', expiresAt, invitedByUserId: actor.user.id }).where(eq(invitations.id, invitation.id));
  await mailInvitation(app, actor, company, invitation.email, invitation.role ?? '', token, expiresAt);
}

export async function cancelInvitation(app: FastifyInstance, company: CompanyRow, id: number): Promise<void> {
  const found = await repo.findInvitation(app.db, company.id, id);
  if (!found) throw notFound();
  if (found.status !== 'pending') throw refused(PEOPLE_MESSAGES.onlyPendingCanBeCanceled);
  await app.db.update(invitations).set({ status: 'canceled' }).where(eq(invitations.id, found.invitation.id));
}
