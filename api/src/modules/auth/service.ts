// Sign-in, passwords, e-mail verification and the operator's two-step sign-in.
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, PASSWORD_RESET_TTL_MINUTES, PEOPLE_MESSAGES, VALIDATION_MESSAGES, VERIFICATION_CODE_TTL_MINUTES, type Onboarding } from 'shared-contract';
import { HttpError, fieldError, forbidden, linkExpired, tooManyAttempts } from '../../lib/http-error';
import type { CompanyRow, UserRow } from '../../lib/identity';
import { composeCompanyMail } from '../../lib/company-mail';
import { operatorCodeMail, passwordResetMail, verificationCodeMail } from '../../lib/mail-templates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createCode, createToken, hashToken, safeEqual } from '../../lib/tokens';
import * as repo from './repository';
import { knownOnboardingFlags } from './presenter';
import { isUserArchived } from '../employees';

const LOGIN_WINDOW_MS = 60_000;
const MAX_CODE_ATTEMPTS = 5;

/**
 * Failures count per e-mail + client address (a guesser at one account) and, with a much higher
 * ceiling, per address alone (a guesser trying many accounts): colleagues behind one office
 * address are not locked out by one of them mistyping.
 */
const failureLimits = (app: FastifyInstance, email: string, ip: string) => [
  { key: `login:email-ip:${email.toLowerCase()}|${ip}`, max: app.config.loginMaxFailures },
  { key: `login:ip:${ip}`, max: app.config.loginMaxFailuresPerAddress },
];

export async function assertNotLockedOut(app: FastifyInstance, email: string, ip: string) {
  for (const { key, max } of failureLimits(app, email, ip)) if ((await app.rateCounter.count(key)) >= max) throw tooManyAttempts();
}

async function recordFailure(app: FastifyInstance, email: string, ip: string) {
  for (const { key } of failureLimits(app, email, ip)) await app.rateCounter.hit(key, LOGIN_WINDOW_MS);
}

const resetFailures = (app: FastifyInstance, email: string, ip: string) => app.rateCounter.reset(failureLimits(app, email, ip)[0].key);

/** Compared against for unknown e-mails, so a sign-in takes as long whether or not the e-mail exists. */
let dummyPasswordHash: Promise<string> | null = null;
const findDummyPasswordHash = () => (dummyPasswordHash ??= hashPassword(createToken()));

const invalidCredentials = () => new HttpError(401, ERROR_MESSAGES.invalidCredentials);

/** A blocked or closed company keeps its users out and tells them why. */
export function assertCompanyOpen(company: CompanyRow | null) {
  if (company?.status === 'blocked') throw forbidden(ERROR_MESSAGES.companyBlocked, 'blocked');
  if (company?.status === 'closed') throw forbidden(ERROR_MESSAGES.companyClosed, 'closed');
}

/** Checks e-mail and password with failure counting; returns the user. */
export async function verifyCredentials(app: FastifyInstance, email: string, password: string, ip: string): Promise<UserRow> {
  await assertNotLockedOut(app, email, ip);
  const user = await repo.findUserByEmail(app.db, email);
  const matches = await verifyPassword(user?.passwordHash ?? (await findDummyPasswordHash()), password);
  if (!user || !matches) {
    await recordFailure(app, email, ip);
    throw invalidCredentials();
  }
  return user;
}

export async function signInUser(app: FastifyInstance, email: string, password: string, ip: string): Promise<UserRow> {
  const user = await verifyCredentials(app, email, password, ip);
  if (user.isSuperuser) throw forbidden('Operators sign in at the operator sign-in page.', 'permission');
  // people: an archived employee keeps its history but cannot sign in.
  if (await isUserArchived(app.db, user.id)) throw forbidden(PEOPLE_MESSAGES.accountArchived, 'permission');
  assertCompanyOpen(user.companyId ? await repo.findCompany(app.db, user.companyId) : null);
  await resetFailures(app, email, ip);
  return user;
}

export async function sendCode(app: FastifyInstance, user: UserRow, purpose: repo.CodePurpose) {
  const code = createCode();
  await repo.createVerificationCode(app.db, user.id, purpose, hashToken(code), VERIFICATION_CODE_TTL_MINUTES);
  await app.mailer.send(purpose === 'superadmin_login' ? operatorCodeMail(user.email, code) : verificationCodeMail(user.email, code));
}

/** Accepts the live code of the purpose or answers 422 on `code`; a code dies after 5 wrong tries. */
export async function checkCode(app: FastifyInstance, userId: number, purpose: repo.CodePurpose, code: string) {
  const live = await repo.findLiveCode(app.db, userId, purpose);
  if (!live || live.attempts >= MAX_CODE_ATTEMPTS) throw fieldError('code', VALIDATION_MESSAGES.verificationCode);
  if (!safeEqual(live.codeHash, hashToken(code))) {
    await repo.countCodeAttempt(app.db, live.id);
    throw fieldError('code', VALIDATION_MESSAGES.verificationCode);
  }
  await repo.markCodeUsed(app.db, live.id);
}

export async function startOperatorSignIn(app: FastifyInstance, email: string, password: string, ip: string) {
  const user = await verifyCredentials(app, email, password, ip);
  // Company users get the same answer as a wrong password: this door is for operators only.
  if (!user.isSuperuser) {
    await recordFailure(app, email, ip);
    throw invalidCredentials();
  }
  await sendCode(app, user, 'superadmin_login');
}

export async function finishOperatorSignIn(app: FastifyInstance, email: string, code: string, ip: string): Promise<UserRow> {
  await assertNotLockedOut(app, email, ip);
  const user = await repo.findUserByEmail(app.db, email);
  if (!user?.isSuperuser) {
    await recordFailure(app, email, ip);
    throw fieldError('code', VALIDATION_MESSAGES.verificationCode);
  }
  try {
    await checkCode(app, user.id, 'superadmin_login', code);
  } catch (error) {
    await recordFailure(app, email, ip);
    throw error;
  }
  await resetFailures(app, email, ip);
  return user;
}

export async function sendPasswordResetLink(app: FastifyInstance, email: string) {
  const user = await repo.findUserByEmail(app.db, email);
  // The answer is the same whether or not the address is registered (no account discovery).
  if (!user) return;
  const token = createToken();
  await repo.createPasswordReset(app.db, user.id, hashToken(token), PASSWORD_RESET_TTL_MINUTES);
  const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  // The company's own wording when it has a password_reset e-mail template (settings-templates).
  const fields = { 'mail.link': link, 'mail.recipient_name': `${user.firstName} ${user.lastName}`.trim() };
  await app.mailer.send(await composeCompanyMail(app.db, user.companyId, 'password_reset', fields, passwordResetMail(user.email, link)));
}

export async function resetPassword(app: FastifyInstance, input: { token: string; email: string; password: string }) {
  const reset = await repo.findPasswordReset(app.db, hashToken(input.token));
  const user = reset ? await repo.findUserByEmail(app.db, input.email) : null;
  if (!reset || !user || user.id !== reset.userId || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw linkExpired();
  await repo.updatePassword(app.db, user.id, await hashPassword(input.password));
}

/** Marks the e-mail verified with its live code; a verified user's code is not checked again. */
export async function verifyEmail(app: FastifyInstance, user: UserRow, code: string) {
  if (user.emailVerifiedAt) return;
  await checkCode(app, user.id, 'email_verification', code);
  await repo.markEmailVerified(app.db, user.id);
}

/** Merges the given known flags into the stored ones and returns what is stored. */
export async function mergeOnboarding(app: FastifyInstance, user: UserRow, input: Onboarding): Promise<Onboarding> {
  const onboarding = { ...knownOnboardingFlags(user.onboarding), ...knownOnboardingFlags(input) };
  await repo.updateOnboarding(app.db, user.id, onboarding);
  return onboarding;
}
