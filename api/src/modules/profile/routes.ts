// My Profile calls (000 section 7, users/profile/*) and the time-stamped photo URL they hand out.
import type { FastifyInstance } from 'fastify';
import {
  PEOPLE_MESSAGES,
  PHOTO_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  VALIDATION_MESSAGES as M,
  changeEmailSchema,
  checkFile,
  profileSaveSchema,
} from 'shared-contract';
import { fieldError } from '../../lib/http-error';
import { parseId, validateInput } from '../../lib/validate';
import { detectImageType, sendImage } from '../../lib/stored-images';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import * as service from './service';

const tags = ['profile'];

export default async function profileModule(app: FastifyInstance) {
  const sensitive = { rateLimit: { max: app.config.sensitiveRateLimit, timeWindow: 60_000 } };

  app.register(
    async (profile) => {
      profile.addHook('preHandler', requireAuth);

      profile.get('/show', { schema: { tags, summary: "The signed-in user's profile" } }, async (request) => ({ data: await service.findProfile(app.db, actorOf(request).user.id) }));

      profile.post('/save', { schema: { tags, summary: 'Saves name, phone and professions' } }, async (request) => {
        const input = await validateInput(profileSaveSchema, request.body);
        return { data: await service.saveProfile(app.db, actorOf(request).user.id, input), message: PEOPLE_MESSAGES.profileSaved };
      });

      profile.post('/upload-photo', { schema: { tags, summary: 'Uploads the photo (multipart `photo`, jpg/png, 10 MB)' } }, async (request) => {
        const actor = actorOf(request);
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
        const photo = await service.storePhoto(app, actor.user, bytes, type);
        return { data: { photo }, message: PEOPLE_MESSAGES.photoSaved };
      });

      profile.post('/check-password', { config: sensitive, schema: { tags, summary: 'Checks the current password' } }, async (request) => {
        const body = request.body as { current_password?: unknown } | null;
        await service.assertCurrentPassword(actorOf(request).user, typeof body?.current_password === 'string' ? body.current_password : undefined);
        return { data: { valid: true } };
      });

      profile.post('/change-password', { config: sensitive, schema: { tags, summary: 'Changes the password (current password first)' } }, async (request) => {
        await service.changePassword(app, actorOf(request), request.body);
        return { data: { message: PEOPLE_MESSAGES.passwordChanged } };
      });

      profile.post('/change-email', { config: sensitive, schema: { tags, summary: 'Changes the e-mail; the new address must be verified' } }, async (request) => {
        const input = await validateInput(changeEmailSchema, request.body);
        return { data: await service.changeEmail(app, actorOf(request), input), message: PEOPLE_MESSAGES.emailChanged };
      });
    },
    { prefix: '/users/profile' },
  );

  app.get(
    '/users/:id/photo',
    { preHandler: requireAuth, schema: { tags, summary: "A user's photo (any signed-in user; avatars appear across companies)", params: { type: 'object', properties: { id: { type: 'string' } } } } },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      return sendImage(app, reply, service.PHOTO_FOLDER, id);
    },
  );
}
