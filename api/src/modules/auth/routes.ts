// Auth calls of the spec (000 section 7): csrf-cookie, login, user, logout, passwords, e-mail
// verification, onboarding, notification count, contact form, plans, app config, operator sign-in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PLANS,
  PLAN_LABELS,
  PRODUCT_NAME,
  contactFormSchema,
  forgotPasswordSchema,
  loginSchema,
  onboardingSchema,
  resetPasswordSchema,
  superadminCodeSchema,
  verificationCodeSchema,
} from 'shared-contract';
import { currentUserOf, findCurrentUser } from '../../lib/identity';
import { contactFormMail } from '../../lib/mail-templates';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { validateInput } from '../../lib/validate';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import { XSRF_COOKIE, endSession, setXsrfCookie, startSession } from '../../plugins/app/session';
import { createToken } from '../../lib/tokens';
import * as repo from './repository';
import * as service from './service';

const tags = ['auth'];
/** Bytes of an onboarding body: a few flags fit many times over. */
const ONBOARDING_BODY_LIMIT = 4096;

export default async function authModule(app: FastifyInstance) {
  const sensitive = { rateLimit: { max: app.config.sensitiveRateLimit, timeWindow: 60_000 } };

  app.get('/api/sanctum/csrf-cookie', { schema: { tags, summary: 'Sets the XSRF-TOKEN cookie', response: { 204: { type: 'null' } } } }, async (request, reply) => {
    // A signed-in browser that lost its cookie gets its session's token back.
    const value = request.actor?.session.csrf ?? request.cookies[XSRF_COOKIE] ?? createToken();
    setXsrfCookie(request, reply, value);
    return reply.code(204).send();
  });

  app.register(
    async (v1) => {
      v1.get('/app/config', { schema: { tags: ['app'], summary: 'Public application settings' } }, async () => ({
        data: { maintenance_mode: app.config.maintenanceMode, product_name: PRODUCT_NAME },
      }));

      v1.get('/plans', { schema: { tags: ['app'], summary: 'Plans a company can be on' } }, async () => ({
        data: PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] })),
      }));

      v1.post('/auth/login', { schema: { tags, summary: 'Signs a company user in' } }, async (request, reply) => {
        const input = await validateInput(loginSchema, request.body);
        const user = await service.signInUser(app, input.email, input.password, request.ip);
        await startSession(request, reply, user);
        return { data: await findCurrentUser(app.db, user.id) };
      });

      v1.get('/auth/user', { preHandler: requireAuth, schema: { tags, summary: 'The signed-in user' } }, async (request) => ({
        data: await currentUserOf(app.db, actorOf(request)),
      }));

      v1.post('/auth/logout', { schema: { tags, summary: 'Ends the session' } }, async (request, reply) => {
        await endSession(request, reply);
        return { data: { message: 'You have been signed out.' } };
      });

      v1.post('/auth/password/forgot', { config: sensitive, schema: { tags, summary: 'Mails a password reset link' } }, async (request) => {
        const input = await validateInput(forgotPasswordSchema, request.body);
        await assertMailingAllowed(request, 'address', [input.email]);
        await service.sendPasswordResetLink(app, input.email);
        return { data: { message: 'If the address is registered, we have e-mailed a password reset link.' } };
      });

      v1.post('/auth/password/reset', { config: sensitive, schema: { tags, summary: 'Sets a new password with a mailed token' } }, async (request) => {
        const input = await validateInput(resetPasswordSchema, request.body);
        await service.resetPassword(app, input);
        return { data: { message: 'Your password has been reset.' } };
      });

      v1.post(
        '/auth/email/verification-notification',
        { preHandler: requireAuth, config: sensitive, schema: { tags, summary: 'Mails a 4-digit e-mail verification code' } },
        async (request) => {
          const { user } = actorOf(request);
          if (user.emailVerifiedAt) return { data: { message: 'Your e-mail address is already verified.' } };
          await assertMailingAllowed(request, 'address', [user.email]);
          await service.sendCode(app, user, 'email_verification');
          return { data: { message: 'A verification code has been sent to your e-mail address.' } };
        },
      );

      v1.post('/auth/email/verify', { preHandler: requireAuth, config: sensitive, schema: { tags, summary: 'Verifies the e-mail with the code' } }, async (request) => {
        const input = await validateInput(verificationCodeSchema, request.body);
        const actor = actorOf(request);
        if (!actor.user.emailVerifiedAt) {
          await service.checkCode(app, actor.user.id, 'email_verification', input.code);
          await repo.markEmailVerified(app.db, actor.user.id);
        }
        return { data: await findCurrentUser(app.db, actor.user.id, actor.session.actingCompanyId) };
      });

      v1.get('/auth/onboarding', { preHandler: requireAuth, schema: { tags, summary: 'Onboarding state of the user' } }, async (request) => ({
        data: actorOf(request).user.onboarding,
      }));

      // Only the flags of onboardingSchema are stored, and the body is small: the user row is no
      // place for arbitrary JSON (megabytes were accepted before).
      v1.post(
        '/auth/onboarding',
        { preHandler: requireAuth, bodyLimit: ONBOARDING_BODY_LIMIT, schema: { tags, summary: 'Merges onboarding flags (e.g. welcome video seen)' } },
        async (request) => {
          const { user } = actorOf(request);
          const input = await validateInput(onboardingSchema, request.body);
          const known = (flags: Record<string, unknown>) => Object.fromEntries(Object.entries(flags).filter(([key, value]) => key in onboardingSchema.fields && value !== undefined));
          const onboarding = { ...known(user.onboarding), ...known(input) };
          await repo.updateOnboarding(app.db, user.id, onboarding);
          return { data: onboarding };
        },
      );

      v1.get('/auth/user-notifications', { preHandler: requireAuth, schema: { tags, summary: 'Unread notification count' } }, async (request) => ({
        data: { unread: await repo.countUnreadNotifications(app.db, actorOf(request).user.id) },
      }));

      v1.post('/contact-form', { config: sensitive, schema: { tags: ['app'], summary: 'Mails the support address' } }, async (request) => {
        const input = await validateInput(contactFormSchema, request.body);
        await app.mailer.send(contactFormMail(app.config.supportEmail, input));
        return { data: { message: 'Thank you! Your message has been sent.' } };
      });

      v1.post('/auth/superadmin/login', { schema: { tags, summary: 'Operator sign-in, step 1: password; mails a code' } }, async (request) => {
        const input = await validateInput(loginSchema, request.body);
        await service.startOperatorSignIn(app, input.email, input.password, request.ip);
        return { data: { code_sent: true } };
      });

      v1.post(
        '/auth/superadmin/verify-code',
        { schema: { tags, summary: 'Operator sign-in, step 2: the mailed code' } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const input = await validateInput(superadminCodeSchema, request.body);
          const user = await service.finishOperatorSignIn(app, input.email, input.code, request.ip);
          await startSession(request, reply, user);
          return { data: await findCurrentUser(app.db, user.id) };
        },
      );
    },
    { prefix: '/api/v1' },
  );
}
