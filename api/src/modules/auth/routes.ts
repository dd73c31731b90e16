// Auth calls of the spec (000 section 7): csrf-cookie, login, user, logout, passwords, e-mail
// verification, onboarding, notification count, contact form, plans, app config, operator sign-in.
// Each route serves one shared-contract endpoint (authEndpoints).
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME, authEndpoints as endpoints } from 'shared-contract';
import { currentUserOf, findCurrentUser } from '../../lib/identity';
import { contactFormMail } from '../../lib/mail-templates';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { createToken } from '../../lib/tokens';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import { XSRF_COOKIE, endSession, setXsrfCookie, startSession } from '../../plugins/app/session';
import { knownOnboardingFlags, toPlanOptions } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['auth'];
const appTags = ['app'];
/** Bytes of an onboarding body: a few flags fit many times over. */
const ONBOARDING_BODY_LIMIT = 4096;

export default async function authRoutes(app: FastifyInstance) {
  const sensitive = sensitiveRateLimit(app);

  route(app, endpoints.fetchCsrfCookie, { tags }, async (_input, request, reply) => {
    // A signed-in browser that lost its cookie gets its session's token back.
    const value = request.actor?.session.csrf ?? request.cookies[XSRF_COOKIE] ?? createToken();
    setXsrfCookie(request, reply, value);
    return reply.code(204).send();
  });

  route(app, endpoints.findAppConfig, { tags: appTags }, async () => ({ data: { maintenance_mode: app.config.maintenanceMode, product_name: PRODUCT_NAME } }));

  route(app, endpoints.listPlans, { tags: appTags }, async () => ({ data: toPlanOptions() }));

  route(app, endpoints.signIn, { tags }, async ({ body }, request, reply) => {
    const input = await body();
    const user = await service.signInUser(app, input.email, input.password, request.ip);
    await startSession(request, reply, user);
    return { data: await findCurrentUser(app.db, user.id) };
  });

  route(app, endpoints.findCurrentUser, { tags, preHandler: requireAuth }, async (_input, request) => ({ data: await currentUserOf(app.db, actorOf(request)) }));

  route(app, endpoints.signOut, { tags }, async (_input, request, reply) => {
    await endSession(request, reply);
    return { data: { message: 'You have been signed out.' } };
  });

  route(app, endpoints.sendPasswordResetLink, { tags, config: sensitive }, async ({ body }, request) => {
    const input = await body();
    await assertMailingAllowed(request, 'address', [input.email]);
    await service.sendPasswordResetLink(app, input.email);
    return { data: { message: 'If the address is registered, we have e-mailed a password reset link.' } };
  });

  route(app, endpoints.resetPassword, { tags, config: sensitive }, async ({ body }) => {
    await service.resetPassword(app, await body());
    return { data: { message: 'Your password has been reset.' } };
  });

  route(app, endpoints.sendVerificationCode, { tags, preHandler: requireAuth, config: sensitive }, async (_input, request) => {
    const { user } = actorOf(request);
    if (user.emailVerifiedAt) return { data: { message: 'Your e-mail address is already verified.' } };
    await assertMailingAllowed(request, 'address', [user.email]);
    await service.sendCode(app, user, 'email_verification');
    return { data: { message: 'A verification code has been sent to your e-mail address.' } };
  });

  route(app, endpoints.verifyEmail, { tags, preHandler: requireAuth, config: sensitive }, async ({ body }, request) => {
    const input = await body();
    const actor = actorOf(request);
    await service.verifyEmail(app, actor.user, input.code);
    return { data: await findCurrentUser(app.db, actor.user.id, actor.session.actingCompanyId) };
  });

  route(app, endpoints.findOnboarding, { tags, preHandler: requireAuth }, async (_input, request) => ({ data: knownOnboardingFlags(actorOf(request).user.onboarding) }));

  // Only the flags of onboardingSchema are stored, and the body is small: the user row is no place
  // for arbitrary JSON (megabytes were accepted before).
  route(app, endpoints.updateOnboarding, { tags, preHandler: requireAuth, bodyLimit: ONBOARDING_BODY_LIMIT }, async ({ body }, request) => ({
    data: await service.mergeOnboarding(app, actorOf(request).user, await body()),
  }));

  route(app, endpoints.countUnreadNotifications, { tags, preHandler: requireAuth }, async (_input, request) => ({
    data: { unread: await repo.countUnreadNotifications(app.db, actorOf(request).user.id) },
  }));

  route(app, endpoints.sendContactMessage, { tags: appTags, config: sensitive }, async ({ body }) => {
    await app.mailer.send(contactFormMail(app.config.supportEmail, await body()));
    return { data: { message: 'Thank you! Your message has been sent.' } };
  });

  route(app, endpoints.startOperatorSignIn, { tags }, async ({ body }, request) => {
    const input = await body();
    await service.startOperatorSignIn(app, input.email, input.password, request.ip);
    return { data: { code_sent: true as const } };
  });

  route(app, endpoints.finishOperatorSignIn, { tags }, async ({ body }, request, reply) => {
    const input = await body();
    const user = await service.finishOperatorSignIn(app, input.email, input.code, request.ip);
    await startSession(request, reply, user);
    return { data: await findCurrentUser(app.db, user.id) };
  });
}
