// The company network (DOMAIN.md 7): adding companies at once, removing them, inviting by e-mail
// (mail, 14-day link, resend, cancel), answering an invitation (accept: sign-up or link an
// existing company; decline), the details of a network company and the caller's private notes.
import type { FastifyInstance } from 'fastify';
import {
  INVITATION_LINK_DAYS,
  NETWORK_GATES,
  NETWORK_MESSAGES,
  NETWORK_ROUTES,
  PRODUCT_NAME,
  ownerRoleFor,
  passesNetworkGate,
  selected,
  type CompanyNote,
  type InviteCompanyInput,
  type InvitedCompanyRow,
  type NetworkCompanyDetails,
  type NetworkCompanyRow,
  type NetworkRequestRow,
  type NetworkSortField,
  type NetworkUserRow,
  type PlatformCompanyMatch,
  networkEndpoints,
  type yup,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { composeCompanyMail } from '../../lib/company-mail';
import { createCompanyWithDefaults } from '../../lib/company-setup';
import { HttpError, fieldError, notFound } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import type { MailMessage } from '../../lib/mail-message';
import { notifyUsers } from '../../lib/notify';
import { exportFileName, writeSpreadsheet, type ExportColumn } from '../../lib/spreadsheet';
import { createToken, hashToken } from '../../lib/tokens';
import { findNetworkUserPage } from '../network-users';
import { findOffices } from '../settings-account';
import { primaryContactName, toCompanyDetails, toInvitedCompanyRow, toNetworkCompanyRow, toNote, toPlatformCompanyMatch, toRequestRow } from './presenter';
import * as repo from './repository';

/** A 422 that is not about one field: the client shows the message. */
export const refused = (message: string) => new HttpError(422, message, undefined, {});
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const newExpiry = () => new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000);
const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

type Direction = 'asc' | 'desc';
type Paging = { perPage: number; offset: number };

// ---- the network list -------------------------------------------------------------------------

/** The caller's network as company search rows (global search reads it too). */
export async function findNetworkPage(db: Database, companyId: number, filters: repo.NetworkFilters, sort: { field: NetworkSortField; direction: Direction }, paging: Paging | null) {
  const { total, rows } = await repo.findNetworkPage(db, companyId, filters, sort, paging);
  return { total, rows: rows.map(toNetworkCompanyRow) };
}

/** The list's query as the contract validated it: its filters are the repository's filters. */
export type NetworkQuery = yup.InferType<typeof networkEndpoints.listNetwork.query>;
export const networkSort = (q: NetworkQuery) => ({ field: q.sort_field ?? 'name', direction: q.sort_direction ?? 'asc' });

const NETWORK_EXPORT_COLUMNS: ExportColumn<NetworkCompanyRow>[] = [
  { header: 'Company Name', width: 32, value: (r) => r.name },
  { header: 'Tax ID', width: 14, value: (r) => r.tid },
  { header: 'Projects', width: 10, value: (r) => r.projects_count },
  { header: 'Open tasks', width: 12, value: (r) => r.tasks_count },
  { header: 'Overdue tasks', width: 14, value: (r) => r.overdue_tasks_count },
  { header: 'Type', width: 18, value: (r) => (r.type === 'general_contractor' ? 'General Contractor' : 'Sub Contractor') },
  { header: 'Primary contact', width: 24, value: primaryContactName },
];

/** The export file of the network list (the job's work): every row the query matches. */
export async function buildNetworkExport(db: Database, companyId: number, query: NetworkQuery) {
  const { rows } = await findNetworkPage(db, companyId, query, networkSort(query), null);
  const format = query.format ?? 'xlsx';
  return { name: exportFileName('network', format), bytes: await writeSpreadsheet(format, 'Network', NETWORK_EXPORT_COLUMNS, rows) };
}

// ---- finding platform companies ---------------------------------------------------------------

export async function searchCompaniesNotInNetwork(db: Database, companyId: number, search: string): Promise<PlatformCompanyMatch[]> {
  return (await repo.searchCompaniesNotInNetwork(db, companyId, search)).map(toPlatformCompanyMatch);
}

/** The company of the (non-operator) user with this e-mail, with its status. */
async function findCompanyOfEmail(db: Database, companyId: number, email: string) {
  const row = await repo.findCompanyByUserEmail(db, companyId, email);
  return row ? { ...toPlatformCompanyMatch(row), status: row.status } : null;
}

/** find-by-email: the active company of the user with this e-mail (null when none); the own company is a 422. */
export async function findCompanyByEmail(db: Database, company: CompanyRow, email: string): Promise<PlatformCompanyMatch | null> {
  const found = await findCompanyOfEmail(db, company.id, email);
  if (found?.id === company.id) throw fieldError('email', NETWORK_MESSAGES.emailOfOwnCompany);
  if (!found || found.status !== 'active') return null;
  const { status: _status, ...match } = found;
  return match;
}

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
  if (!partner || partner.status !== 'active') throw fieldError('company_id', selected('company'));
  if (await repo.isInNetwork(app.db, company.id, partner.id)) throw fieldError('company_id', NETWORK_MESSAGES.alreadyInNetwork);
  if (await repo.hasLiveRequest(app.db, company.id, partner.id)) throw fieldError('company_id', NETWORK_MESSAGES.requestAlreadySent);
  // The other company asked first: adding it answers its request (both sides have said yes).
  const theirs = (await findIncomingRequests(app.db, company.id)).find((r) => r.company_id === partner.id);
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

/** The invitations list's query as the contract validated it: its filters are the repository's filters. */
export type InvitationQuery = yup.InferType<typeof networkEndpoints.listInvitations.query>;

/** The invitations list: newest first unless a sort is asked. */
export async function findInvitationPage(db: Database, companyId: number, query: InvitationQuery, paging: Paging) {
  const { total, rows } = await repo.findInvitationPage(
    db,
    companyId,
    query,
    { field: query.sort_field ?? 'created_at', direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
    paging,
  );
  return { total, rows: rows.map(toInvitedCompanyRow) };
}

const findInvitedCompany = async (db: Database, companyId: number, invitationId: number): Promise<InvitedCompanyRow | null> => {
  const row = await repo.findInvitedCompany(db, companyId, invitationId);
  return row ? toInvitedCompanyRow(row) : null;
};

/** Requests and invitations addressed to the company, newest first. */
export async function findIncomingRequests(db: Database, companyId: number): Promise<NetworkRequestRow[]> {
  return (await repo.findIncomingRequests(db, companyId)).map(toRequestRow);
}

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
  const owner = await findCompanyOfEmail(db, company.id, email);
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
  const id = await repo.insertCompanyInvitation(
    db,
    { tokenHash: hashToken(token), email, ...splitName(contactName ?? ''), invitedByCompanyId: company.id, invitedByUserId: actor.user.id, expiresAt },
    { companyName: input.company_name.trim(), contactName, phone: input.phone?.trim() || null, taxId: input.tax_id?.trim() || null, targetCompanyId },
  );
  return { id, email, companyName: input.company_name.trim(), contactName, token, expiresAt };
}

export async function inviteCompany(app: FastifyInstance, actor: Actor, company: CompanyRow, input: InviteCompanyInput): Promise<InvitedCompanyRow> {
  const email = input.email.trim().toLowerCase();
  const problem = await checkInvitableEmail(app.db, company, email);
  if (problem) throw fieldError('email', problem);
  const created = await withTransaction(app.db, async (tx) => insertCompanyInvitation(tx, actor, company, input));
  await mailCompanyInvitation(app, actor, company, created);
  return (await findInvitedCompany(app.db, company.id, created.id))!;
}

export async function resendInvitation(app: FastifyInstance, actor: Actor, company: CompanyRow, invitationId: number): Promise<InvitedCompanyRow> {
  const row = await findInvitedCompany(app.db, company.id, invitationId);
  if (!row) throw notFound();
  if (row.status === 'accepted') throw refused(NETWORK_MESSAGES.acceptedCannotBeResent);
  const target = await findRequestTarget(app.db, row.id);
  if (target) return resendRequest(app, actor, company, row, target);
  if ((await repo.findOperatorEmails(app.db, [row.email.toLowerCase()])).size) throw refused(NETWORK_MESSAGES.emailNotInvitable);
  const owner = await findCompanyOfEmail(app.db, company.id, row.email);
  if (owner?.id === company.id) throw refused(NETWORK_MESSAGES.emailOfOwnCompany);
  if (owner?.is_in_network) throw refused(NETWORK_MESSAGES.alreadyInNetwork);
  // One live invitation per e-mail: an old one comes back only when no other is pending.
  if ((await repo.findPendingInvitationEmails(app.db, company.id, [row.email.toLowerCase()], row.id)).size) throw refused(NETWORK_MESSAGES.pendingInvitationExists);
  const { token, expiresAt } = await renewInvitationLink(app, actor, row.id);
  await mailCompanyInvitation(app, actor, company, { email: row.email, companyName: row.company_name, contactName: row.contact_name, token, expiresAt });
  return (await findInvitedCompany(app.db, company.id, row.id))!;
}

/** A new link and a new expiry, pending again; the old link stops working. */
async function renewInvitationLink(app: FastifyInstance, actor: Actor, invitationId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = newExpiry();
  await withTransaction(app.db, (db) => repo.renewInvitation(db, invitationId, { tokenHash: hashToken(token), expiresAt, invitedByUserId: actor.user.id }));
  return { token, expiresAt };
}

/** The company a request by id is addressed to (null for an e-mail invitation). */
async function findRequestTarget(db: Database, invitationId: number): Promise<CompanyRow | null> {
  const targetId = await repo.findRequestTargetId(db, invitationId);
  return targetId ? repo.findCompany(db, targetId) : null;
}

async function resendRequest(app: FastifyInstance, actor: Actor, company: CompanyRow, row: InvitedCompanyRow, target: CompanyRow): Promise<InvitedCompanyRow> {
  if (target.status !== 'active') throw refused(selected('company'));
  if (await repo.isInNetwork(app.db, company.id, target.id)) throw refused(NETWORK_MESSAGES.alreadyInNetwork);
  if (row.status !== 'pending' && (await repo.hasLiveRequest(app.db, company.id, target.id))) throw refused(NETWORK_MESSAGES.requestAlreadySent);
  const { token, expiresAt } = await renewInvitationLink(app, actor, row.id);
  await sendNetworkRequest(app, actor, company, target, { token, expiresAt });
  return (await findInvitedCompany(app.db, company.id, row.id))!;
}

export async function cancelInvitation(db: Database, company: CompanyRow, invitationId: number): Promise<void> {
  const row = await findInvitedCompany(db, company.id, invitationId);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw refused(NETWORK_MESSAGES.onlyPendingCanBeCanceled);
  // Only while still pending: an answer that landed meanwhile wins.
  if (!(await repo.settlePendingInvitation(db, row.id, 'canceled'))) throw refused(NETWORK_MESSAGES.onlyPendingCanBeCanceled);
}

// ---- answering an invitation (the invitee) ----------------------------------------------------

export type LiveCompanyInvitation = NonNullable<Awaited<ReturnType<typeof repo.findInvitationWithDetails>>>;

/** The invitation behind a link, or null when the link is unknown, used, canceled or expired. */
export async function findLiveCompanyInvitation(db: Database, token: string | undefined): Promise<LiveCompanyInvitation | null> {
  if (!token) return null;
  const id = await repo.findCompanyInvitationIdByTokenHash(db, hashToken(token));
  if (!id) return null;
  const row = await repo.findInvitationWithDetails(db, id);
  if (!row || row.invitation.status !== 'pending') return null;
  if (row.invitation.expiresAt.getTime() <= Date.now()) {
    await repo.markInvitationExpired(db, row.invitation.id);
    return null;
  }
  return row;
}

/** The existing user (and company) the invited e-mail belongs to, if any. */
export async function findInviteeAccount(db: Database, email: string) {
  const user = await repo.findUserByEmail(db, email);
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
    if (!(await repo.settlePendingInvitation(db, live.invitation.id, 'accepted'))) throw new InvitationGoneError();
    if (partner.id !== inviterId) await repo.joinNetworks(db, inviterId, partner.id);
    await repo.markInvitationAnswered(db, live.invitation.id, partner.id);
  });
  await notifyInviter(app, live.invitation, true, partner.name, partner.id);
  const inviter = await repo.findCompany(app.db, inviterId);
  return NETWORK_MESSAGES.invitationAccepted(inviter?.name ?? '');
}

export async function declineInvitation(app: FastifyInstance, live: LiveCompanyInvitation, answeringName = live.details.companyName): Promise<string> {
  await withTransaction(app.db, async (db) => {
    if (!(await repo.settlePendingInvitation(db, live.invitation.id, 'declined'))) throw new InvitationGoneError();
    await repo.markInvitationAnswered(db, live.invitation.id, null);
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
  const details = await repo.findCompanyInvitationDetails(db, invitation.id);
  const company = await createCompanyWithDefaults(db, {
    name: details?.companyName || fallbackName,
    type: 'sub_contractor',
    tid: details?.taxId ?? null,
  });
  if (invitation.invitedByCompanyId) await repo.joinNetworks(db, invitation.invitedByCompanyId, company.id);
  await repo.markInvitationAnswered(db, invitation.id, company.id);
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
  return toCompanyDetails(partner, {
    since: await repo.findNetworkSince(db, company.id, partner.id),
    contact: await repo.findPrimaryContact(db, partner.id),
    offices: await findOffices(db, partner.id),
    usersCount: (await repo.findCompanyUserIds(db, partner.id)).length,
  });
}

/** Notes are written by whoever passes the edit gate (the same rule the routes apply). */
const canEditNotes = (actor: Actor) => passesNetworkGate(NETWORK_GATES.edit, { permissions: actor.permissions, role: actor.effectiveRole });

export async function findNotes(db: Database, actor: Actor, company: CompanyRow, partnerCompanyId: number): Promise<CompanyNote[]> {
  await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  return (await repo.findNotes(db, company.id, partnerCompanyId)).map((row) => toNote(row, canEditNotes(actor)));
}

export async function createNote(db: Database, actor: Actor, company: CompanyRow, partnerCompanyId: number, body: string): Promise<CompanyNote> {
  await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  const id = await repo.insertNote(db, { companyId: company.id, partnerCompanyId, userId: actor.user.id, body: body.trim() });
  return toNote((await repo.findNote(db, company.id, id))!, canEditNotes(actor));
}

/** A note is the caller's company's own; another company's note id is a 404. */
export async function findOwnNoteOrFail(db: Database, company: CompanyRow, noteId: number) {
  const row = await repo.findNote(db, company.id, noteId);
  if (!row) throw notFound();
  return row;
}

export async function updateNote(db: Database, actor: Actor, company: CompanyRow, noteId: number, body: string): Promise<CompanyNote> {
  await findOwnNoteOrFail(db, company, noteId);
  await repo.updateNote(db, company.id, noteId, body.trim());
  return toNote((await repo.findNote(db, company.id, noteId))!, canEditNotes(actor));
}

export async function deleteNote(db: Database, company: CompanyRow, noteId: number): Promise<void> {
  await findOwnNoteOrFail(db, company, noteId);
  await repo.deleteNote(db, company.id, noteId);
}

// ---- a network company's users ----------------------------------------------------------------

export type CompanyUsersQuery = yup.InferType<typeof networkEndpoints.listCompanyUsers.query>;

/** The users of one network company (404 outside the network). */
export async function findCompanyUserPage(db: Database, company: CompanyRow, query: CompanyUsersQuery, paging: Paging) {
  await findNetworkCompanyOrFail(db, company, query.company_id);
  return findNetworkUserPage(db, company.id, { company_id: query.company_id, search: query.search || undefined }, { field: query.sort_field ?? 'full_name', direction: query.sort_direction ?? 'asc' }, paging);
}

/** One user of a network company (404 outside the network or for another company's user). */
export async function findCompanyUser(db: Database, company: CompanyRow, partnerCompanyId: number, userId: number): Promise<NetworkUserRow> {
  await findNetworkCompanyOrFail(db, company, partnerCompanyId);
  const { rows } = await findNetworkUserPage(db, company.id, { company_id: partnerCompanyId, user_ids: [userId] }, { field: 'full_name', direction: 'asc' }, { perPage: 1, offset: 0 });
  if (!rows[0]) throw notFound();
  return rows[0];
}
