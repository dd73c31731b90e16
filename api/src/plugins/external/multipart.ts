// Multipart bodies (logos, attachments) capped at the spec's 10 MB upload limit.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from 'shared-contract';

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 10 } });
  },
  { name: 'multipart' },
);
