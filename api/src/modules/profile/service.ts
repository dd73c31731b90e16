// My Profile: show, save, photo, password check and change, e-mail change with re-verification.
import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  PEOPLE_MESSAGES,
  VALIDATION_MESSAGES as M,
  changePasswordSchema,
  type ChangeEmailInput,
  type Profile,
  type ProfileSaveInput,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { companies, sessions, users } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { toCurrentUser, type Actor, type UserRow } from '../../lib/identity';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { validateInput } from '../../lib/validate';
import { storeImage, type ImageExtension } from '../../lib/stored-images';
import { endPasswordResets, sendCode } from '../auth';
import { findProfessionsOfUsers, findUnknownProfessionIds, replaceUserProfessions, roleOption, updateEmployee } from '../employees';

export const PHOTO_FOLDER = 'profile-photos';

export async function findProfile(db: Database, userId: number): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const professions = (await findProfessionsOfUsers(db, [userId])).get(userId) ?? [];
  const [companyRow] = user.companyId ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, user.companyId)).limit(1) : [];
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    phone: user.phone,
    photo: user.photo,
    role: user.isSuperuser ? { name: 'superadmin', show_name: 'Super Administrator' } : roleOption(user.role),
    company: companyRow ?? null,
    professions,
  };
}

export async function saveProfile(db: Database, userId: number, input: ProfileSaveInput): Promise<Profile> {
  const professionIds = (input.profession_ids ?? []).map(Number);
  if ((await findUnknownProfessionIds(db, professionIds)).length) throw fieldError('profession_ids', M.inArray('profession', 'professions'));
  await withTransaction(db, async (t) => {
    await updateEmployee(t, userId, { firstName: input.first_name.trim(), lastName: input.last_name.trim(), phone: input.phone?.trim() || null });
    await replaceUserProfessions(t, userId, professionIds);
  });
  return findProfile(db, userId);
}

/** Stores the photo and gives the user a time-stamped URL, so caches never show the old one. */
export async function storePhoto(app: FastifyInstance, user: UserRow, bytes: Buffer, ext: ImageExtension): Promise<string> {
  const stamp = await storeImage(app, PHOTO_FOLDER, user.id, bytes, ext);
  const url = `/api/v1/users/${user.id}/photo?v=${stamp}`;
  await app.db.update(users).set({ photo: url, updatedAt: new Date() }).where(eq(users.id, user.id));
  return url;
}

export async function assertCurrentPassword(user: UserRow, password: string | undefined) {
  if (!password) throw fieldError('current_password', M.required);
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('current_password', PEOPLE_MESSAGES.currentPasswordWrong);
}

/** The current password is checked first; only then the new password's rules. */
export async function changePassword(app: FastifyInstance, actor: Actor, body: unknown) {
  const current = (body as { current_password?: unknown } | null)?.current_password;
  await assertCurrentPassword(actor.user, typeof current === 'string' ? current : undefined);
  const input = await validateInput(changePasswordSchema, body);
  await app.db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, actor.user.id));
  // Other browsers signed in with the old password are signed out; this one stays. A reset link
  // mailed before the change no longer sets a password.
  await endPasswordResets(app.db, actor.user.id);
  await app.db.delete(sessions).where(and(eq(sessions.userId, actor.user.id), ne(sessions.id, actor.session.id)));
}

export async function changeEmail(app: FastifyInstance, actor: Actor, input: ChangeEmailInput) {
  await assertCurrentPassword(actor.user, input.current_password);
  const email = input.email.trim().toLowerCase();
  if (email === actor.user.email.toLowerCase()) throw fieldError('email', PEOPLE_MESSAGES.sameEmail);
  const taken = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (taken.length) throw fieldError('email', M.unique('email'));
  const [user] = await app.db.update(users).set({ email, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, actor.user.id)).returning();
  // The new address proves itself with a code; the shell's verification page takes over.
  await sendCode(app, user, 'email_verification');
  return toCurrentUser(app.db, { ...actor, user });
}
