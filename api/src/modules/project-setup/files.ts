// Additional documents' files: the multipart reader (several files under one field), the 10 MB and
// extension rules with the spec's messages, storage under the project-setup folder, downloads.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGES as M, PROJECT_DOCUMENT_EXTENSIONS, PROJECT_DOCUMENT_FIELD, PROJECT_SETUP_MESSAGES, UPLOAD_MAX_BYTES, checkFile } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { fieldError, notFound } from '../../lib/http-error';

export type UploadedFile = { filename: string; mimeType: string; bytes: Buffer };

/** The files of `documents` (or `documents[]`) in a multipart body; a JSON body has none. */
export async function readDocuments(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) return [];
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      // An empty file input is sent as a nameless, empty part.
      if (part.fieldname.replace(/\[\d*\]$/, '') !== PROJECT_DOCUMENT_FIELD || (!part.filename && !bytes.length)) continue;
      files.push({ filename: part.filename || 'file', mimeType: part.mimetype || '', bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(PROJECT_DOCUMENT_FIELD, M.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT') throw fieldError(PROJECT_DOCUMENT_FIELD, PROJECT_SETUP_MESSAGES.tooManyDocuments);
    throw error;
  }
  return files;
}

/** Each file's extension and size (the message names the file's place: documents.{i}). */
export function checkDocuments(files: UploadedFile[]) {
  files.forEach((file, i) => {
    const problem = checkFile({ name: file.filename, size: file.bytes.length }, { extensions: PROJECT_DOCUMENT_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES });
    if (problem) throw fieldError(`${PROJECT_DOCUMENT_FIELD}.${i}`, problem);
  });
}

const AREA = 'project-setup';

/** A file name safe to keep and to offer as a download name. */
export function safeFileName(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/')).replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '');
  return base.slice(-120) || 'file';
}

/** Stores a document; returns its path below the area, e.g. `projects/7/1700000000000-ab12cd/plan.pdf`. */
export async function storeDocument(app: FastifyInstance, projectId: number, file: UploadedFile): Promise<string> {
  const relative = path.posix.join('projects', String(projectId), `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, safeFileName(file.filename));
  await app.storage.put(`${AREA}/${relative}`, file.bytes);
  return relative;
}

/** Removes a document's file (with its upload folder); a missing one is already gone. */
export async function removeDocumentFile(app: FastifyInstance, relative: string) {
  await app.storage.remove(`${AREA}/${path.posix.dirname(relative)}`).catch(() => undefined);
}

export async function sendDocument(app: FastifyInstance, reply: FastifyReply, relative: string, name: string) {
  const stream = await app.storage.open(`${AREA}/${relative}`).catch(() => null);
  if (!stream) throw notFound();
  return sendAttachment(reply, stream, name);
}
