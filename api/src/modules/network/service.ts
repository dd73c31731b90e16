// The company network (DOMAIN.md 7): adding companies at once, removing them, inviting by e-mail
// (mail, 14-day link, resend, cancel), answering an invitation (accept: sign-up or link an
// existing company; decline), the details of a network company and the caller's private notes.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  COMPANY_TYPE_LABELS,
  INVITATION_LINK_DAYS,
  NETWORK_MESSAGES,
  NETWORK_ROUTES,
  PERMISSIONS,
  PRODUCT_NAME,
  ownerRoleFor,
  type CompanyNote,
  type CompanyType,
  type InviteCompanyInput,
  type InvitedCompanyRow,
  type NetworkCompanyDetails,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { companyInvitations, companyNotes, invitations, offices, users } from '../../db/schema';
import { composeCompanyMail } from '../../lib/company-mail';
import { createCompanyWithDefaults } from '../../lib/company-setup';
import { HttpError, fieldError, notFound } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import { notifyUsers } from '../../lib/notify';
import { createToken, hashToken } from '../../lib/tokens';
import type { MailMessage } from '../../plugins/app/mail';
import * as repo from './repository';

/** A 422 that is not about one field: the client shows the message. */
export const refused = (message: string) => new HttpError(422, message, undefined, {});
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const newExpiry = () => new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000);
const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** 404 unless the company is in the caller's network (own company included: it is not in it). */
export async function findNetworkCompanyOrFail(db: Database, company: CompanyRow, partnerCompanyId: number): Promise<CompanyRow> {
  if (partnerCompanyId === company.id || !(await repo.isInNetwork(db, company.id, partnerCompanyId))) throw notFound();
  const partner = await repo.findCompany(db, partnerCompanyId);
  if (!partner) throw notFound();
  return partner;
}

// ---- add and remove ---------------------------------------------------------------------------

/**
 * Adding a company already on the platform asks it (DOMAIN.md 7): a network invitation addressed to
 * the company (not an e-mail) goes to its users who may add companies to a network, by mail (the
 * invitation page's link) and in the app (Companies > Requests). Nothing is shared until one of
 * them accepts; the requester sees it on the Invited tab.
 */
export async function addCompanyById(app: FastifyInstance, actor: Actor, company: CompanyRow, partnerCompanyId: number): Promise<{ message: string; in_network: boolean }> {
  if (partnerCompanyId === company.id) throw fieldError('company_id', NETWORK_MESSAGES.ownCompany);
  const partner = await repo.findCompany(app.db, partnerCompanyId);
  if (!partner || partner.status !== 'active') throw fieldError('company_id', 'The selected company is invalid.');
  if (await repo.isInNetwork(app.db, company.id, partner.id)) throw fieldError('company_id', NETWORK_MESSAGES.alreadyInNetwork);
  if (await repo.hasLiveRequest(app.db, company.id, partner.id)) throw fieldError('company_id', NETWORK_MESSAGES.requestAlreadySent);
  // The other company asked first: adding it answers its request (both sides have said yes).
  const theirs = (await repo.findIncomingRequests(app.db, company.id)).find((r) => r.company_id === partner.id);
  if (theirs) return { message: await answerRequest(app, company, theirs.id, true), in_network: true };
  const deciders = await repo.findNetworkDeciders(app.db, partner.id);
  // The invitation row needs an address: the first decider's (owners first); it is never shown to the requester.
  const address = deciders[0]?.email ?? '';
  const created = await withTransaction(app.db, async (tx) =>
    insertCompanyInvitation(tx, actor, company, { company_name: partner.name, email: address }, partner.id),
  );
  await sendNetworkRequest(app, actor, company, partner, created);
  return { message: NETWORK_MESSAGES.requestSent(partner.name), in_network: false };
}

/** The request's mail (the invitation page's link) and notification to each decider of the target. */
async function sendNetworkRequest(app: FastifyInstance, actor: Actor, company: CompanyRow, partner: CompanyRow, invitation: { token: string; expiresAt: Date }) {
  const deciders = await repo.findNetworkDeciders(app.db, partner.id);
  for (const decider of deciders) {
    await mailCompanyInvitation(app, actor, company, { email: decider.email, companyName: partner.name, contactName: decider.first_name, token: invitation.token, expiresAt: invitation.expiresAt });
  }
  await notifyUsers(
    app,
    deciders.map((d) => d.id),
    {
      type: 'network_request',
      title: NETWORK_MESSAGES.requestReceivedTitle,
      body: NETWORK_MESSAGES.requestReceivedBody(fullName(actor.user), company.name),
      link: NETWORK_ROUTES.requests,
    },
  );
}

/** Removing ends the link both ways (DOMAIN.md 7): neither company keeps the other in its network. */
export async function removeCompanyById(db: Database, company: CompanyRow, partnerCompanyId: number): Promise<string> {
  const partner = await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  await repo.leaveNetwork(db, company.id, partner.id);
  return NETWORK_MESSAGES.companyRemoved(partner.name);
}

// ---- invitations ------------------------------------------------------------------------------

export const invitationPageLink = (app: FastifyInstance, token: string) => `${app.config.publicUrl}${NETWORK_ROUTES.invitationPage}?token=${encodeURIComponent(token)}`;

type InvitationMail = { email: string; companyName: string; contactName: string | null; token: string; expiresAt: Date };

/** The invitation mail of a company (its own template when it has one), read through `db` (a transaction, for a bulk import). */
export async function composeCompanyInvitationMail(app: FastifyInstance, db: Database, actor: Actor, company: CompanyRow, invitation: InvitationMail): Promise<MailMessage> {
  const inviter = fullName(actor.user);
  const link = invitationPageLink(app, invitation.token);
  const greeting = invitation.contactName ? `Hello ${invitation.contactName},` : 'Hello,';
  const fallback: MailMessage = {
    to: invitation.email,
    subject: `${PRODUCT_NAME}: ${company.name} invites ${invitation.companyName} to its network`,
    text:
      `${greeting}\n\n` +
      `${inviter} of ${company.name} invites ${invitation.companyName} to join its network on ${PRODUCT_NAME}, ` +
      `where you exchange contracts, document requests and acknowledgements with ${company.name}.\n\n` +
      `Accept or decline the invitation here: ${link}\n\n` +
      `The link expires in ${INVITATION_LINK_DAYS} days, on ${mmddyyyy(invitation.expiresAt)}.`,
  };
  const fields = {
    'company.name': company.name,
    'inviter.name': inviter,
    'invitee.company': invitation.companyName,
    'invitee.contact_name': invitation.contactName ?? '',
    'invitee.email': invitation.email,
    'invitation.link': link,
    'invitation.expires_at': invitation.expiresAt.toISOString().slice(0, 10),
  };
  const mail = await composeCompanyMail(db, company.id, 'company_invitation', fields, fallback);
  return { ...mail, to: invitation.email };
}

export async function mailCompanyInvitation(app: FastifyInstance, actor: Actor, company: CompanyRow, invitation: InvitationMail): Promise<void> {
  await app.mailer.send(await composeCompanyInvitationMail(app, app.db, actor, company, invitation));
}

/** Why an e-mail cannot be invited by the company (null when it can). */
export async function checkInvitableEmail(db: Database, company: CompanyRow, email: string): Promise<string | null> {
  if ((await repo.findOperatorEmails(db, [email.trim().toLowerCase()])).size) return NETWORK_MESSAGES.emailNotInvitable;
  const owner = await repo.findCompanyByUserEmail(db, company.id, email);
  if (owner?.id === company.id) return NETWORK_MESSAGES.emailOfOwnCompany;
  if (owner?.is_in_network) return NETWORK_MESSAGES.alreadyInNetwork;
  if ((await repo.findPendingInvitationEmails(db, company.id, [email])).size) return NETWORK_MESSAGES.pendingInvitationExists;
  return null;
}

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
};

export type NewCompanyInvitation = { company_name: string; contact_name?: string | null; email: string; phone?: string | null; tax_id?: string | null };

/** Inserts the invitation rows (inside the caller's transaction); returns what the mail needs. */
export async function insertCompanyInvitation(
  db: Database,
  actor: Actor,
  company: CompanyRow,
  input: NewCompanyInvitation,
  targetCompanyId: number | null = null,
): Promise<InvitationMail & { id: number }> {
  const token = createToken();
  const expiresAt = newExpiry();
  const email = input.email.trim().toLowerCase();
  const contactName = input.contact_name?.trim() || null;
  const [invitation] = await db
    .insert(invitations)
    .values({
      tokenHash: hashToken(token),
      kind: 'company',
      email,
      ...splitName(contactName ?? ''),
      invitedByCompanyId: company.id,
      invitedByUserId: actor.user.id,
      expiresAt,
    })
    .returning({ id: invitations.id });
  await db.insert(companyInvitations).values({
    invitationId: invitation.id,
    companyName: input.company_name.trim(),
    contactName,
    phone: input.phone?.trim() || null,
    taxId: input.tax_id?.trim() || null,
    targetCompanyId,
  });
  return { id: invitation.id, email, companyName: input.company_name.trim(), contactName, token, expiresAt };
}

export async function inviteCompany(app: FastifyInstance, actor: Actor, company: CompanyRow, input: InviteCompanyInput): Promise<InvitedCompanyRow> {
  const email = input.email.trim().toLowerCase();
  const problem = await checkInvitableEmail(app.db, company, email);
  if (problem) throw fieldError('email', problem);
  const created = await withTransaction(app.db, async (tx) => insertCompanyInvitation(tx, actor, company, input));
  await mailCompanyInvitation(app, actor, company, created);
  return (await repo.findInvitedCompany(app.db, company.id, created.id))!;
}

export async function resendInvitation(app: FastifyInstance, actor: Actor, company: CompanyRow, invitationId: number): Promise<InvitedCompanyRow> {
  const row = await repo.findInvitedCompany(app.db, company.id, invitationId);
  if (!row) throw notFound();
  if (row.status === 'accepted') throw refused(NETWORK_MESSAGES.acceptedCannotBeResent);
  const target = await findRequestTarget(app.db, row.id);
  if (target) return resendRequest(app, actor, company, row, target);
  if ((await repo.findOperatorEmails(app.db, [row.email.toLowerCase()])).size) throw refused(NETWORK_MESSAGES.emailNotInvitable);
  const owner = await repo.findCompanyByUserEmail(app.db, company.id, row.email);
  if (owner?.id === company.id) throw refused(NETWORK_MESSAGES.emailOfOwnCompany);
  if (owner?.is_in_network) throw refused(NETWORK_MESSAGES.alreadyInNetwork);
  // One live invitation per e-mail: an old one comes back only when no other is pending.
  if ((await repo.findPendingInvitationEmails(app.db, company.id, [row.email.toLowerCase()], row.id)).size) throw refused(NETWORK_MESSAGES.pendingInvitationExists);
  const { token, expiresAt } = await renewInvitationLink(app, actor, row.id);
  await mailCompanyInvitation(app, actor, company, { email: row.email, companyName: row.company_name, contactName: row.contact_name, token, expiresAt });
  return (await repo.findInvitedCompany(app.db, company.id, row.id))!;
}

/** A new link and a new expiry, pending again; the old link stops working. */
async function renewInvitationLink(app: FastifyInstance, actor: Actor, invitationId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = newExpiry();
  await withTransaction(app.db, async (db) => {
    await db.update(invitations).set({ tokenHash: hashToken(token), status: 'pending', expiresAt, invitedByUserId: actor.user.id, createdAt: new Date() }).where(eq(invitations.id, invitationId));
    await db.update(companyInvitations).set({ respondedAt: null }).where(eq(companyInvitations.invitationId, invitationId));
  });
  return { token, expiresAt };
}

/** The company a request by id is addressed to (null for an e-mail invitation). */
async function findRequestTarget(db: Database, invitationId: number): Promise<CompanyRow | null> {
  const [details] = await db.select({ targetCompanyId: companyInvitations.targetCompanyId }).from(companyInvitations).where(eq(companyInvitations.invitationId, invitationId)).limit(1);
  return details?.targetCompanyId ? repo.findCompany(db, details.targetCompanyId) : null;
}

async function resendRequest(app: FastifyInstance, actor: Actor, company: CompanyRow, row: InvitedCompanyRow, target: CompanyRow): Promise<InvitedCompanyRow> {
  if (target.status !== 'active') throw refused('The selected company is invalid.');
  if (await repo.isInNetwork(app.db, company.id, target.id)) throw refused(NETWORK_MESSAGES.alreadyInNetwork);
  if (row.status !== 'pending' && (await repo.hasLiveRequest(app.db, company.id, target.id))) throw refused(NETWORK_MESSAGES.requestAlreadySent);
  const { token, expiresAt } = await renewInvitationLink(app, actor, row.id);
  await sendNetworkRequest(app, actor, company, target, { token, expiresAt });
  return (await repo.findInvitedCompany(app.db, company.id, row.id))!;
}

export async function cancelInvitation(db: Database, company: CompanyRow, invitationId: number): Promise<void> {
  const row = await repo.findInvitedCompany(db, company.id, invitationId);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw refused(NETWORK_MESSAGES.onlyPendingCanBeCanceled);
  // Only while still pending: an answer that landed meanwhile wins.
  const [canceled] = await db
    .update(invitations)
    .set({ status: 'canceled' })
    .where(and(eq(invitations.id, row.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (!canceled) throw refused(NETWORK_MESSAGES.onlyPendingCanBeCanceled);
}

// ---- answering an invitation (the invitee) ----------------------------------------------------

export type LiveCompanyInvitation = NonNullable<Awaited<ReturnType<typeof repo.findInvitationWithDetails>>>;

/** The invitation behind a link, or null when the link is unknown, used, canceled or expired. */
export async function findLiveCompanyInvitation(db: Database, token: string | undefined): Promise<LiveCompanyInvitation | null> {
  if (!token) return null;
  const [found] = await db.select({ id: invitations.id }).from(invitations).where(and(eq(invitations.tokenHash, hashToken(token)), eq(invitations.kind, 'company'))).limit(1);
  if (!found) return null;
  const row = await repo.findInvitationWithDetails(db, found.id);
  if (!row || row.invitation.status !== 'pending') return null;
  if (row.invitation.expiresAt.getTime() <= Date.now()) {
    await db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, row.invitation.id));
    return null;
  }
  return row;
}

/** The existing user (and company) the invited e-mail belongs to, if any. */
export async function findInviteeAccount(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.isSuperuser, false), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  if (!user?.companyId) return null;
  const company = await repo.findCompany(db, user.companyId);
  return company ? { user, company } : null;
}

/** The company that answers: the one a request by id is addressed to, else the invited e-mail's. */
export async function findAnsweringCompany(db: Database, live: LiveCompanyInvitation): Promise<CompanyRow | null> {
  if (live.details.targetCompanyId) return repo.findCompany(db, live.details.targetCompanyId);
  return (await findInviteeAccount(db, live.invitation.email))?.company ?? null;
}

/** An answer in the app (Companies > Requests): only for a live request addressed to the caller's company. */
export async function answerRequest(app: FastifyInstance, company: CompanyRow, invitationId: number, accept: boolean): Promise<string> {
  const incoming = await repo.findIncomingRequest(app.db, company.id, invitationId);
  const live = incoming ? await repo.findInvitationWithDetails(app.db, invitationId) : null;
  if (!incoming || !live) throw notFound();
  try {
    if (!accept) {
      await declineInvitation(app, live, company.name);
      return NETWORK_MESSAGES.requestDeclined(incoming.company_name);
    }
    await acceptInvitationForExistingCompany(app, live, company);
    return NETWORK_MESSAGES.requestAccepted(incoming.company_name);
  } catch (error) {
    // Canceled or answered meanwhile: the request is gone.
    if (error instanceof InvitationGoneError) throw notFound();
    throw error;
  }
}

async function notifyInviter(app: FastifyInstance, invitation: LiveCompanyInvitation['invitation'], accepted: boolean, partnerName: string, partnerId: number | null) {
  if (!invitation.invitedByCompanyId) return;
  const userIds = await repo.findCompanyUserIds(app.db, invitation.invitedByCompanyId);
  await notifyUsers(app, userIds, {
    type: accepted ? 'invitation_accepted' : 'invitation_declined',
    title: accepted ? NETWORK_MESSAGES.acceptedNotificationTitle : NETWORK_MESSAGES.declinedNotificationTitle,
    body: accepted ? NETWORK_MESSAGES.acceptedNotificationBody(partnerName) : NETWORK_MESSAGES.declinedNotificationBody(partnerName),
    link: accepted && partnerId ? NETWORK_ROUTES.company(partnerId) : NETWORK_ROUTES.invited,
  });
}

/** The invitation was answered or canceled while this answer was on its way. */
export class InvitationGoneError extends Error {}

/**
 * Accepting from the link for an e-mail that already has an account: that user's company joins
 * the inviter's network and the inviter's network joins it.
 */
export async function acceptInvitationForExistingCompany(app: FastifyInstance, live: LiveCompanyInvitation, partner: CompanyRow): Promise<string> {
  const inviterId = live.invitation.invitedByCompanyId!;
  await withTransaction(app.db, async (db) => {
    // Only a still pending invitation is accepted: a cancel or another answer that landed meanwhile wins.
    const [won] = await db
      .update(invitations)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(and(eq(invitations.id, live.invitation.id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    if (!won) throw new InvitationGoneError();
    if (partner.id !== inviterId) await repo.joinNetworks(db, inviterId, partner.id);
    await db.update(companyInvitations).set({ partnerCompanyId: partner.id, respondedAt: new Date() }).where(eq(companyInvitations.invitationId, live.invitation.id));
  });
  await notifyInviter(app, live.invitation, true, partner.name, partner.id);
  const inviter = await repo.findCompany(app.db, inviterId);
  return NETWORK_MESSAGES.invitationAccepted(inviter?.name ?? '');
}

export async function declineInvitation(app: FastifyInstance, live: LiveCompanyInvitation, answeringName = live.details.companyName): Promise<string> {
  await withTransaction(app.db, async (db) => {
    const [won] = await db
      .update(invitations)
      .set({ status: 'declined' })
      .where(and(eq(invitations.id, live.invitation.id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    if (!won) throw new InvitationGoneError();
    await db.update(companyInvitations).set({ respondedAt: new Date() }).where(eq(companyInvitations.invitationId, live.invitation.id));
  });
  await notifyInviter(app, live.invitation, false, answeringName, null);
  const inviter = live.invitation.invitedByCompanyId ? await repo.findCompany(app.db, live.invitation.invitedByCompanyId) : null;
  return NETWORK_MESSAGES.invitationDeclined(inviter?.name ?? '');
}

/**
 * Sign-up from a network invitation link (called by the sign-up service inside its transaction):
 * the invitee becomes the owner of a new sub contractor company named as invited, and both
 * companies join each other's networks. Returns the new company's id and the owner role.
 */
export async function createInvitedCompany(db: Database, invitation: { id: number; invitedByCompanyId: number | null }, fallbackName: string) {
  const [details] = await db.select().from(companyInvitations).where(eq(companyInvitations.invitationId, invitation.id)).limit(1);
  const company = await createCompanyWithDefaults(db, {
    name: details?.companyName || fallbackName,
    type: 'sub_contractor',
    tid: details?.taxId ?? null,
  });
  if (invitation.invitedByCompanyId) await repo.joinNetworks(db, invitation.invitedByCompanyId, company.id);
  await db.update(companyInvitations).set({ partnerCompanyId: company.id, respondedAt: new Date() }).where(eq(companyInvitations.invitationId, invitation.id));
  return { companyId: company.id, role: ownerRoleFor('sub_contractor') };
}

/** After a sign-up from a network invitation: the inviter's users are told. */
export async function notifyInvitationSignUp(app: FastifyInstance, invitationId: number): Promise<void> {
  const row = await repo.findInvitationWithDetails(app.db, invitationId);
  if (!row) return;
  const partner = row.details.partnerCompanyId ? await repo.findCompany(app.db, row.details.partnerCompanyId) : null;
  await notifyInviter(app, row.invitation, true, partner?.name ?? row.details.companyName, partner?.id ?? null);
}

// ---- details, users, notes --------------------------------------------------------------------

export async function findCompanyDetails(db: Database, company: CompanyRow, partnerCompanyId: number): Promise<NetworkCompanyDetails> {
  const partner = await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  const since = await repo.findNetworkSince(db, company.id, partner.id);
  const contactResult = await db.execute(repo.primaryContactSql(sql`${partner.id}`));
  const [contact] = (contactResult as unknown as { rows: { id: number; first_name: string; last_name: string; email: string; phone: string | null }[] }).rows;
  const officeRows = await db.select().from(offices).where(eq(offices.companyId, partner.id)).orderBy(desc(offices.isHeadquarters), asc(offices.id));
  const usersCount = (await repo.findCompanyUserIds(db, partner.id)).length;
  return {
    id: partner.id,
    name: partner.name,
    dba: partner.dba,
    website: partner.website,
    tid: partner.tid,
    logo: partner.logo,
    type: partner.type as CompanyType,
    type_title: COMPANY_TYPE_LABELS[partner.type as CompanyType] ?? partner.type,
    users_count: usersCount,
    in_network_since: (since ?? partner.createdAt).toISOString(),
    primary_contact: contact ? { id: contact.id, full_name: `${contact.first_name} ${contact.last_name}`.trim(), email: contact.email, phone: contact.phone } : null,
    offices: officeRows.map((o) => ({
      id: o.id,
      name: o.name,
      address: o.address,
      city: o.city,
      state: o.state,
      zip_code: o.zipCode,
      country: o.country,
      phone: o.phone,
      fax: o.fax,
      is_headquarters: o.isHeadquarters,
    })),
  };
}


const canEditNotes = (actor: Actor) => actor.permissions.includes(PERMISSIONS.COMPANIES_EDIT) && actor.effectiveRole !== 'general_view_only';

const toNote = (actor: Actor, row: NonNullable<Awaited<ReturnType<typeof repo.findNote>>>): CompanyNote => ({
  id: row.note.id,
  company_id: row.note.partnerCompanyId,
  body: row.note.body,
  author: row.note.userId && row.firstName !== null ? { id: row.note.userId, full_name: `${row.firstName} ${row.lastName ?? ''}`.trim() } : null,
  created_at: row.note.createdAt.toISOString(),
  updated_at: row.note.updatedAt.toISOString(),
  can_edit: canEditNotes(actor),
});

export async function findNotes(db: Database, actor: Actor, company: CompanyRow, partnerCompanyId: number): Promise<CompanyNote[]> {
  await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  return (await repo.findNotes(db, company.id, partnerCompanyId)).map((row) => toNote(actor, row));
}

export async function createNote(db: Database, actor: Actor, company: CompanyRow, partnerCompanyId: number, body: string): Promise<CompanyNote> {
  await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  const [note] = await db.insert(companyNotes).values({ companyId: company.id, partnerCompanyId, userId: actor.user.id, body: body.trim() }).returning({ id: companyNotes.id });
  return toNote(actor, (await repo.findNote(db, company.id, note.id))!);
}

/** A note is the caller's company's own; another company's note id is a 404. */
async function findOwnNoteOrFail(db: Database, company: CompanyRow, noteId: number) {
  const row = await repo.findNote(db, company.id, noteId);
  if (!row) throw notFound();
  return row;
}

export async function updateNote(db: Database, actor: Actor, company: CompanyRow, noteId: number, body: string): Promise<CompanyNote> {
  await findOwnNoteOrFail(db, company, noteId);
  await db.update(companyNotes).set({ body: body.trim(), updatedAt: new Date() }).where(and(eq(companyNotes.id, noteId), eq(companyNotes.companyId, company.id)));
  return toNote(actor, (await repo.findNote(db, company.id, noteId))!);
}

export async function deleteNote(db: Database, company: CompanyRow, noteId: number): Promise<void> {
  await findOwnNoteOrFail(db, company, noteId);
  await db.delete(companyNotes).where(and(eq(companyNotes.id, noteId), eq(companyNotes.companyId, company.id)));
}
