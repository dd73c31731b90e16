// My Profile: show, save, photo, password check and change, e-mail change with re-verification.
import type { FastifyInstance } from 'fastify';
import { PEOPLE_MESSAGES, VALIDATION_MESSAGES as M, type ChangeEmailInput, type CurrentUser, type Profile, type ProfileSaveInput } from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { fieldError } from '../../lib/http-error';
import { toCurrentUser, type Actor, type UserRow } from '../../lib/identity';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { storeImage, type ImageExtension } from '../../lib/stored-images';
import { endPasswordResets, isEmailTaken, sendCode } from '../auth';
import { findProfessionsOfUsers, findUnknownProfessionIds, replaceUserProfessions, roleOption, updateEmployee } from '../employees';
import { SUPERADMIN_ROLE_OPTION, toProfile } from './presenter';
import * as repo from './repository';

export const PHOTO_FOLDER = 'profile-photos';

export async function findProfile(db: Database, userId: number): Promise<Profile> {
  const user = await repo.findUser(db, userId);
  const professions = (await findProfessionsOfUsers(db, [userId])).get(userId) ?? [];
  const company = user.companyId ? await repo.findCompanyName(db, user.companyId) : null;
  return toProfile(user, user.isSuperuser ? SUPERADMIN_ROLE_OPTION : roleOption(user.role), company, professions);
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
  await repo.updatePhoto(app.db, user.id, url);
  return url;
}

/** The current password as sent, read before the body's other rules (only a text counts). */
export const currentPasswordOf = (body: unknown): string | undefined => {
  const current = (body as { current_password?: unknown } | null)?.current_password;
  return typeof current === 'string' ? current : undefined;
};

export async function assertCurrentPassword(user: UserRow, password: string | undefined) {
  if (!password) throw fieldError('current_password', M.required);
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('current_password', PEOPLE_MESSAGES.currentPasswordWrong);
}

/** Sets the new password (the route checked the current one first, then the new password's rules). */
export async function changePassword(app: FastifyInstance, actor: Actor, password: string) {
  await repo.updatePasswordHash(app.db, actor.user.id, await hashPassword(password));
  // Other browsers signed in with the old password are signed out; this one stays. A reset link
  // mailed before the change no longer sets a password.
  await endPasswordResets(app.db, actor.user.id);
  await repo.endOtherSessions(app.db, actor.user.id, actor.session.id);
}

export async function changeEmail(app: FastifyInstance, actor: Actor, input: ChangeEmailInput): Promise<CurrentUser> {
  await assertCurrentPassword(actor.user, input.current_password);
  const email = input.email.trim().toLowerCase();
  if (email === actor.user.email.toLowerCase()) throw fieldError('email', PEOPLE_MESSAGES.sameEmail);
  if (await isEmailTaken(app.db, email)) throw fieldError('email', M.unique('email'));
  const user = await repo.updateEmail(app.db, actor.user.id, email);
  // The new address proves itself with a code; the shell's verification page takes over.
  await sendCode(app, user, 'email_verification');
  return toCurrentUser(app.db, { ...actor, user });
}
