// Scope uploads: the multipart form (fields, repeated fields as lists, every file of the attachment
// fields) with the 10 MB rule, the file checks, and storage under the file storage's scopes folder.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGES as M, SCOPE_ATTACHMENT_EXTENSIONS, SCOPE_MESSAGES, UPLOAD_MAX_BYTES, checkFile, type BodyOf, type Endpoint, type yup } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { fieldError, notFound } from '../../lib/http-error';
import { validateInput } from '../../lib/validate';

export type UploadedFile = { filename: string; mimeType: string; bytes: Buffer };

/** The form field the files go in (errors are reported on it). */
export const FILES_FIELD = 'attachments';
const FILE_FIELDS = new Set(['attachments', 'attachments[]', 'file', 'files', 'files[]']);

/** Reads a multipart form (or a JSON body): its fields validated with the contract's body schema, and its files. */
export async function readScopeForm<E extends Endpoint & { body: yup.AnyObjectSchema }>(request: FastifyRequest, endpoint: E): Promise<{ input: BodyOf<E>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    return { input: (await validateInput(endpoint.body, body)) as BodyOf<E>, files };
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input is sent as a nameless, empty part.
        if (FILE_FIELDS.has(part.fieldname) && (part.filename || bytes.length)) files.push({ filename: part.filename || 'file', mimeType: part.mimetype, bytes });
      } else {
        const key = part.fieldname.replace(/\[\]$/, '');
        const value = part.value;
        // Repeated fields (editor_ids[]) become lists.
        if (part.fieldname.endsWith('[]') || key in fields) fields[key] = [...(Array.isArray(fields[key]) ? (fields[key] as unknown[]) : key in fields ? [fields[key]] : []), value];
        else fields[key] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(FILES_FIELD, M.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT') throw fieldError(FILES_FIELD, SCOPE_MESSAGES.tooManyFiles);
    throw error;
  }
  return { input: (await validateInput(endpoint.body, fields)) as BodyOf<E>, files };
}

/** The spec's file rules: extension and 10 MB; the first problem goes on the files field. */
export function checkScopeFiles(files: readonly UploadedFile[]) {
  for (const file of files) {
    const problem = checkFile({ name: file.filename, size: file.bytes.length }, { extensions: SCOPE_ATTACHMENT_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES });
    if (problem) throw fieldError(FILES_FIELD, problem);
  }
}

const AREA = 'scopes';

const safeFileName = (name: string) =>
  path.posix
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-120) || 'file';

/** Stores a scope's file; the answer is its key below the scopes folder (`12/1700000000000-ab12cd/plan.pdf`). */
export async function storeScopeFile(app: FastifyInstance, scopeId: number, file: UploadedFile): Promise<string> {
  const relative = path.posix.join(String(scopeId), `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, safeFileName(file.filename));
  await app.storage.put(`${AREA}/${relative}`, file.bytes);
  return relative;
}

/** Removes a stored file with its upload folder; a missing one is already gone. */
export async function removeScopeFile(app: FastifyInstance, relative: string) {
  await app.storage.remove(`${AREA}/${path.posix.dirname(relative)}`).catch(() => undefined);
}

export async function sendScopeFile(app: FastifyInstance, reply: FastifyReply, relative: string, name: string) {
  const stream = await app.storage.open(`${AREA}/${relative}`).catch(() => null);
  if (!stream) throw notFound();
  return sendAttachment(reply, stream, name);
}
