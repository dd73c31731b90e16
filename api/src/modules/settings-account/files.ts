// Uploads of the settings-account area (logos, certification and subsidiary attachments): the
// multipart reader with the 10 MB rule, storage under DATA_DIR/files/settings-account, downloads.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGES as M, checkFile, UPLOAD_MAX_BYTES } from 'shared-contract';
import { fieldError, notFound } from '../../lib/http-error';

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

/** Checks an uploaded file's extension and size; the message goes on the file's field. */
export function checkUpload(field: string, file: UploadedFile, extensions: readonly string[]) {
  const problem = checkFile({ name: file.filename, size: file.bytes.length }, { extensions, maxBytes: UPLOAD_MAX_BYTES });
  if (problem) throw fieldError(field, problem);
}

export const isTruthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on';

/** PNG or JPEG by their first bytes (a renamed file is not an image). */
export function detectImageType(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

const root = (app: FastifyInstance) => path.join(app.config.dataDir, 'files', 'settings-account');

/** A stored file's path relative to the area's folder, e.g. `certifications/7/12-1700000000000/permit.pdf`. */
export function safeFileName(name: string): string {
  const base = path.basename(name).replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '');
  return base.slice(-120) || 'file';
}

export async function storeFile(app: FastifyInstance, folder: string, name: string, bytes: Buffer): Promise<string> {
  const relative = path.posix.join(folder, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, safeFileName(name));
  const absolute = resolveStored(app, relative);
  await fsp.mkdir(path.dirname(absolute), { recursive: true });
  await fsp.writeFile(absolute, bytes);
  return relative;
}

/** The absolute path of a stored file; never outside the area's folder. */
export function resolveStored(app: FastifyInstance, relative: string): string {
  const base = root(app);
  const absolute = path.resolve(base, relative);
  if (!absolute.startsWith(`${base}${path.sep}`)) throw notFound();
  return absolute;
}

export async function removeStored(app: FastifyInstance, relative: string | null | undefined) {
  if (!relative) return;
  try {
    await fsp.rm(path.dirname(resolveStored(app, relative)), { recursive: true, force: true });
  } catch {
    // A missing file is already gone.
  }
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
};

/** Sends a stored file as a download (Content-Disposition attachment). */
export async function sendStored(app: FastifyInstance, reply: FastifyReply, relative: string | null, downloadName?: string | null) {
  if (!relative) throw notFound();
  const absolute = resolveStored(app, relative);
  if (!fs.existsSync(absolute)) throw notFound();
  const name = downloadName || path.basename(absolute);
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  reply.header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  reply.header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  reply.header('cache-control', 'no-store');
  return reply.send(fs.createReadStream(absolute));
}
