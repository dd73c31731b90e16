// Uploads of the settings-account area (logos, certification and subsidiary attachments): the
// multipart reader with the 10 MB rule, storage in the file storage's settings-account folder, downloads.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGES as M, checkFile, UPLOAD_MAX_BYTES, type BodyOf, type Endpoint, type yup } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { fieldError, notFound } from '../../lib/http-error';
import { validateInput } from '../../lib/validate';

export type UploadedFile = { filename: string; bytes: Buffer };
export type FormInput = { fields: Record<string, unknown>; files: Record<string, UploadedFile> };

/** Reads a multipart form (or a JSON body) into plain fields and the named files. */
export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    return { fields: body, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(part.fieldname, M.uploadTooLarge);
        throw error;
      }
      // An empty file input is sent as a nameless, empty part.
      if (fileFields.includes(part.fieldname) && (part.filename || bytes.length)) files[part.fieldname] = { filename: part.filename, bytes };
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/** A multipart endpoint's form: its fields validated with the contract's body schema (422 with the spec's messages), and the named files. */
export async function readUpload<E extends Endpoint & { body: yup.AnyObjectSchema }>(
  request: FastifyRequest,
  endpoint: E,
  fileFields: readonly string[],
): Promise<FormInput & { input: BodyOf<E> }> {
  const form = await readForm(request, fileFields);
  return { ...form, input: (await validateInput(endpoint.body, form.fields)) as BodyOf<E> };
}

/** Checks an uploaded file's extension and size; the message goes on the file's field. */
export function checkUpload(field: string, file: UploadedFile, extensions: readonly string[]) {
  const problem = checkFile({ name: file.filename, size: file.bytes.length }, { extensions, maxBytes: UPLOAD_MAX_BYTES });
  if (problem) throw fieldError(field, problem);
}

export const isTruthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on';

/** Attachments live in the file storage under this area's folder; rows keep the path below it. */
const AREA = 'settings-account';

/** A file name safe to keep and to offer as a download name. */
export function safeFileName(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/')).replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '');
  return base.slice(-120) || 'file';
}

/** Stores an attachment; returns its path relative to the area, e.g. `certifications/7/1700000000000-ab12cd/permit.pdf`. */
export async function storeFile(app: FastifyInstance, folder: string, name: string, bytes: Buffer): Promise<string> {
  const relative = path.posix.join(folder, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, safeFileName(name));
  await app.storage.put(`${AREA}/${relative}`, bytes);
  return relative;
}

/** Removes an attachment (with its upload folder); a missing one is already gone. */
export async function removeStored(app: FastifyInstance, relative: string | null | undefined) {
  if (!relative) return;
  await app.storage.remove(`${AREA}/${path.posix.dirname(relative)}`).catch(() => undefined);
}

/** What an update does with a row's attachment: a new file replaces it, or it is removed, else it stays. */
export type AttachmentChange = { attachment?: UploadedFile; removeAttachment: boolean };

/**
 * Applies an attachment change: the stored file is replaced or removed; the answer is the row's new
 * path and file name (null when none), or null when the attachment stays as it is.
 */
export async function replaceStored(app: FastifyInstance, folder: string, currentPath: string | null, change: AttachmentChange) {
  if (!change.attachment && !change.removeAttachment) return null;
  await removeStored(app, currentPath);
  if (!change.attachment) return { attachmentPath: null, attachmentName: null };
  return { attachmentPath: await storeFile(app, folder, change.attachment.filename, change.attachment.bytes), attachmentName: change.attachment.filename.slice(0, 255) };
}

/** Sends a stored attachment as a download (404 when it is gone). */
export async function sendStored(app: FastifyInstance, reply: FastifyReply, relative: string | null, downloadName?: string | null) {
  const stream = relative ? await app.storage.open(`${AREA}/${relative}`).catch(() => null) : null;
  if (!relative || !stream) throw notFound();
  return sendAttachment(reply, stream, downloadName || path.posix.basename(relative));
}
