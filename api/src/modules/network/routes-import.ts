// Import of companies: the uploaded file's preview (each row sorted) and its confirmation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NETWORK_MESSAGES, VALIDATION_MESSAGES as M, networkEndpoints as endpoints } from 'shared-contract';
import { fieldError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { actorOf, companyOf } from '../../plugins/app/guards';
import { networkGate } from '../../plugins/app/network-gates';
import { confirmImport, previewImport } from './import';

const tags = ['network'];

/** The uploaded file (the multipart `file` part) with its bytes; 422 on `file` when missing or too large. */
async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fieldError('file', NETWORK_MESSAGES.importFileRequired);
  const part = await request.file();
  if (!part) throw fieldError('file', NETWORK_MESSAGES.importFileRequired);
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', M.uploadTooLarge);
    throw error;
  }
}

export function registerImportRoutes(app: FastifyInstance) {
  route(app, endpoints.previewImport, { tags, preHandler: networkGate('add') }, async (_input, request) => {
    const file = await readUpload(request);
    return { data: await previewImport(app.db, actorOf(request), companyOf(request), file.name, file.bytes) };
  });

  route(app, endpoints.confirmImport, { tags, preHandler: networkGate('add') }, async ({ params }, request) => {
    const count = await confirmImport(app, actorOf(request), companyOf(request), params.id);
    return { data: { message: NETWORK_MESSAGES.importConfirmed(count), count } };
  });
}
