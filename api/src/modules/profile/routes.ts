// My Profile calls (000 section 7, users/profile/*) and the user photo. Each route serves one
// shared-contract endpoint (profileEndpoints).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PEOPLE_MESSAGES, PHOTO_EXTENSIONS, UPLOAD_MAX_BYTES, VALIDATION_MESSAGES as M, checkFile, profileEndpoints as endpoints } from 'shared-contract';
import { fieldError } from '../../lib/http-error';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { detectImageType, sendImage } from '../../lib/stored-images';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import * as service from './service';

const tags = ['profile'];

/** The `photo` part of a multipart upload, checked as a jpg or png of at most 10 MB. */
async function readPhoto(request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError('photo', M.required);
  const part = await request.file();
  if (!part || part.fieldname !== 'photo') throw fieldError('photo', M.required);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('photo', M.uploadTooLarge);
    throw error;
  }
  const problem = checkFile({ name: part.filename, size: bytes.length }, { extensions: PHOTO_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES });
  if (problem) throw fieldError('photo', problem);
  const type = detectImageType(bytes);
  if (!type) throw fieldError('photo', M.extensions(PHOTO_EXTENSIONS.map((e) => `.${e}`).join(', ')));
  return { bytes, type };
}

export default async function profileRoutes(app: FastifyInstance) {
  const sensitive = sensitiveRateLimit(app);
  const signedIn = { tags, preHandler: requireAuth };

  route(app, endpoints.findProfile, signedIn, async (_input, request) => ({ data: await service.findProfile(app.db, actorOf(request).user.id) }));

  route(app, endpoints.saveProfile, signedIn, async ({ body }, request) => ({
    data: await service.saveProfile(app.db, actorOf(request).user.id, await body()),
    message: PEOPLE_MESSAGES.profileSaved,
  }));

  route(app, endpoints.uploadProfilePhoto, signedIn, async (_input, request) => {
    const actor = actorOf(request);
    const { bytes, type } = await readPhoto(request);
    return { data: { photo: await service.storePhoto(app, actor.user, bytes, type) }, message: PEOPLE_MESSAGES.photoSaved };
  });

  // The current password is checked before the body's other rules: a wrong one is said first.
  route(app, endpoints.checkPassword, { ...signedIn, config: sensitive }, async (_input, request) => {
    await service.assertCurrentPassword(actorOf(request).user, service.currentPasswordOf(request.body));
    return { data: { valid: true as const } };
  });

  route(app, endpoints.changePassword, { ...signedIn, config: sensitive }, async ({ body }, request) => {
    const actor = actorOf(request);
    await service.assertCurrentPassword(actor.user, service.currentPasswordOf(request.body));
    await service.changePassword(app, actor, (await body()).password);
    return { data: { message: PEOPLE_MESSAGES.passwordChanged } };
  });

  route(app, endpoints.changeEmail, { ...signedIn, config: sensitive }, async ({ body }, request) => ({
    data: await service.changeEmail(app, actorOf(request), await body()),
    message: PEOPLE_MESSAGES.emailChanged,
  }));

  route(app, endpoints.findUserPhoto, signedIn, async ({ params }, _request, reply) => sendImage(app, reply, service.PHOTO_FOLDER, params.id));
}
