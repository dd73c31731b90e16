// The page a network invitation mail links to (/company-invitation?token=). A new e-mail accepts
// by signing up (/user/sign-up, which creates the sub contractor company). An e-mail that already
// has an account makes a whole company join the inviter's network, so that is accepted here only
// by a signed-in user of that company who may add companies to the network (the add gate of the
// network routes); a guest is offered "Sign in to accept", which comes back here after sign-in.
// Declining needs no sign-in: the link's token is the proof and only answers for its own address.
// Served by the API as a small HTML page with plain form posts (outside /api, so the session is
// resolved here and the form carries the session's XSRF token in a hidden field, checked here);
// a dead link goes to the shell's /expired page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, NETWORK_MESSAGES, NETWORK_ROUTES, PRODUCT_NAME, ROUTES } from 'shared-contract';
import type { CompanyRow } from '../../lib/identity';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { safeEqual } from '../../lib/tokens';
import { SESSION_COOKIE } from '../../plugins/app/session';
import { passesGate } from '../../plugins/app/network-gates';
import * as repo from './repository';
import { InvitationGoneError, acceptInvitationForExistingCompany, declineInvitation, findAnsweringCompany, findLiveCompanyInvitation, type LiveCompanyInvitation } from './service';

/** An answer that lost the race to another answer or a cancel finds the link dead. */
const goneToNull = (error: unknown): null => {
  if (error instanceof InvitationGoneError) return null;
  throw error;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>
  body { margin: 0; font-family: Roboto, "Helvetica Neue", Arial, sans-serif; background: #f4f6f8; color: #1c2434; }
  main { max-width: 520px; margin: 10vh auto; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px; }
  .brand { font-weight: 700; color: #1565c0; margin-bottom: 24px; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  p { line-height: 1.5; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 24px; }
  form { margin: 0; }
  .button { display: inline-block; border: 0; border-radius: 6px; padding: 10px 18px; font-size: 1rem; cursor: pointer; text-decoration: none; font-family: inherit; }
  .primary { background: #1565c0; color: #fff; }
  .secondary { background: #fff; color: #c62828; border: 1px solid #c62828; }
  .muted { color: #5f6b7a; font-size: .9rem; }
</style>
</head>
<body><main><div class="brand">${PRODUCT_NAME}</div>${body}</main></body>
</html>`;
}

const sendPage = (reply: FastifyReply, title: string, body: string, status = 200) =>
  reply.code(status).header('cache-control', 'no-store').header('x-frame-options', 'DENY').type('text/html; charset=utf-8').send(page(title, body));

const mmddyyyy = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

async function describe(app: FastifyInstance, live: LiveCompanyInvitation) {
  const inviter = live.invitation.invitedByCompanyId ? await repo.findCompany(app.db, live.invitation.invitedByCompanyId) : null;
  // A request by id answers for the company it is addressed to; an e-mail invitation for that e-mail's company.
  const answering = await findAnsweringCompany(app.db, live);
  return { inviterName: inviter?.name ?? 'A company', answering };
}

const fieldOf = (source: unknown, name: string) => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};
const tokenOf = (source: unknown) => fieldOf(source, 'token');
/** The hidden form field carrying the session's XSRF token (the page is outside /api). */
const CSRF_FIELD = '_csrf';
/** shared-auth's FAILED_REDIRECTION_KEY: the shell's Login goes back to this path after sign-in. */
const FAILED_REDIRECTION_KEY = 'failedRedirection';

/** The signed-in caller: the session plugin resolves it only under /api, so the page does it. */
async function resolveActor(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.cookies[SESSION_COOKIE];
  request.actor = cookie ? await app.actors.find(cookie) : null;
  return request.actor;
}

/** A user of the invitee's company who may add companies to the network (the add gate of NETWORK_GATES). */
async function mayAccept(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, company: CompanyRow): Promise<boolean> {
  if (request.actor?.company?.id !== company.id) return false;
  // The API refuses an unverified e-mail everything (session plugin); this page outside /api does too.
  if (!request.actor.user.emailVerifiedAt) return false;
  return passesGate(app, request, reply, 'add');
}

const pagePath = (token: string) => `${NETWORK_ROUTES.invitationPage}?token=${encodeURIComponent(token)}`;

/**
 * "Sign in to accept": Login, which brings the user back to this invitation once signed in. The
 * script carries the answer's CSP nonce (plugins/app/security-headers.ts allows no other inline script).
 */
const signInAction = (token: string, reply: FastifyReply) =>
  `<a id="sign-in-to-accept" class="button primary" href="${ROUTES.login}">${escapeHtml(NETWORK_MESSAGES.signInToAccept)}</a>
<script nonce="${reply.cspNonce()}">document.getElementById('sign-in-to-accept').addEventListener('click', function () {
  try { sessionStorage.setItem(${JSON.stringify(FAILED_REDIRECTION_KEY)}, ${JSON.stringify(pagePath(token)).replace(/</g, '\\u003c')}); } catch (e) {}
});</script>`;

export default async function invitationPageRoutes(app: FastifyInstance) {
  const limited = sensitiveRateLimit(app, 3);
  const pageSchema = { tags: ['network'], summary: 'The page a network invitation mail links to', hide: true };

  app.get(NETWORK_ROUTES.invitationPage, { config: limited, schema: pageSchema }, async (request, reply) => {
    const token = tokenOf(request.query);
    const live = await findLiveCompanyInvitation(app.db, token);
    if (!live || !token) return reply.redirect(ROUTES.expired);
    const { inviterName, answering } = await describe(app, live);
    const invited = escapeHtml(answering?.name ?? live.details.companyName);
    const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
    const decline = `<form method="post" action="${NETWORK_ROUTES.invitationPage}/decline">${hidden}<button class="button secondary" type="submit">Decline</button></form>`;
    let accept: string;
    let note: string;
    if (!answering) {
      accept = `<a class="button primary" href="${ROUTES.userSignUp}?token=${encodeURIComponent(token)}">Accept and create account</a>`;
      note = `<p class="muted">Accepting creates your ${PRODUCT_NAME} account as the owner of ${invited}.</p>`;
    } else {
      note = live.details.targetCompanyId
        ? `<p class="muted">Accepting adds ${invited} to the network of ${escapeHtml(inviterName)} and ${escapeHtml(inviterName)} to yours.</p>`
        : `<p class="muted">${escapeHtml(live.invitation.email)} already has an account: accepting adds ${invited} to the network of ${escapeHtml(inviterName)}.</p>`;
      const actor = await resolveActor(app, request);
      if (!actor) {
        accept = signInAction(token, reply);
        note += `<p>${escapeHtml(NETWORK_MESSAGES.invitationSignInToAccept(answering.name))}</p>`;
      } else if (await mayAccept(app, request, reply, answering)) {
        const csrf = `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(actor.session.csrf)}">`;
        accept = `<form method="post" action="${NETWORK_ROUTES.invitationPage}/accept">${hidden}${csrf}<button class="button primary" type="submit">Accept invitation</button></form>`;
      } else {
        accept = '';
        note += `<p role="alert">${escapeHtml(NETWORK_MESSAGES.invitationAdminMustAccept(answering.name))}</p>`;
      }
    }
    return sendPage(
      reply,
      'Network invitation',
      `<h1>${escapeHtml(inviterName)} invites ${invited} to its network</h1>
<p>Companies in a network exchange contracts, document requests and acknowledgements on ${PRODUCT_NAME}.</p>
${note}
<p class="muted">This invitation expires on ${mmddyyyy(live.invitation.expiresAt)}.</p>
<div class="actions">${accept}${decline}</div>`,
    );
  });

  app.post(`${NETWORK_ROUTES.invitationPage}/accept`, { config: limited, schema: pageSchema }, async (request, reply) => {
    const token = tokenOf(request.body);
    const live = await findLiveCompanyInvitation(app.db, token);
    if (!live || !token) return reply.redirect(ROUTES.expired, 303);
    const answering = await findAnsweringCompany(app.db, live);
    // No account yet: accepting means signing up.
    if (!answering) return reply.redirect(`${ROUTES.userSignUp}?token=${encodeURIComponent(token)}`, 303);
    // A blocked or closed company cannot join a network; the invitation stays open for later.
    if (answering.status !== 'active') {
      const reason = answering.status === 'blocked' ? ERROR_MESSAGES.companyBlocked : ERROR_MESSAGES.companyClosed;
      return sendPage(reply, 'Invitation not accepted', `<h1>Invitation not accepted</h1><p>${escapeHtml(reason)}</p>`, 403);
    }
    const actor = await resolveActor(app, request);
    // A whole company joins: only a signed-in user of it who may add companies to the network accepts.
    if (!actor) {
      return sendPage(
        reply,
        'Sign in to accept',
        `<h1>Sign in to accept</h1><p>${escapeHtml(NETWORK_MESSAGES.invitationSignInToAccept(answering.name))}</p><div class="actions">${signInAction(token, reply)}</div>`,
        401,
      );
    }
    // The form is outside /api (no XSRF header): it carries the session's token in a hidden field.
    const sent = fieldOf(request.body, CSRF_FIELD) ?? '';
    if (!sent || !safeEqual(sent, actor.session.csrf)) {
      return sendPage(
        reply,
        'Invitation not accepted',
        `<h1>Invitation not accepted</h1><p>${escapeHtml(NETWORK_MESSAGES.invitationPageExpired)}</p><div class="actions"><a class="button primary" href="${escapeHtml(pagePath(token))}">Open the invitation</a></div>`,
        419,
      );
    }
    if (!(await mayAccept(app, request, reply, answering))) {
      return sendPage(reply, 'Invitation not accepted', `<h1>Invitation not accepted</h1><p>${escapeHtml(NETWORK_MESSAGES.invitationAdminMustAccept(answering.name))}</p>`, 403);
    }
    const message = await acceptInvitationForExistingCompany(app, live, answering).catch(goneToNull);
    if (message === null) return reply.redirect(ROUTES.expired, 303);
    return sendPage(
      reply,
      'Invitation accepted',
      `<h1>Invitation accepted</h1><p>${escapeHtml(message)}</p><div class="actions"><a class="button primary" href="${ROUTES.companies}">Open ${PRODUCT_NAME}</a></div>`,
    );
  });

  app.post(`${NETWORK_ROUTES.invitationPage}/decline`, { config: limited, schema: pageSchema }, async (request, reply) => {
    const live = await findLiveCompanyInvitation(app.db, tokenOf(request.body));
    if (!live) return reply.redirect(ROUTES.expired, 303);
    const message = await declineInvitation(app, live).catch(goneToNull);
    if (message === null) return reply.redirect(ROUTES.expired, 303);
    return sendPage(reply, 'Invitation declined', `<h1>Invitation declined</h1><p>${escapeHtml(message)}</p><p class="muted">You can close this page.</p>`);
  });
}
