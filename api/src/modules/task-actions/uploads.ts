// A vendor's submission on a document request or a COI: the multipart form (files[] and, for a COI,
// the `insurance` JSON field), every problem found before anything is stored (the spec's 10 MB
// message, TASK_FILE_EXTENSIONS, at most TASK_MAX_FILES, the COI fields with keys insurance.<field>),
// and the storage of the files under the file storage's tasks folder.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TASK_ACTION_MESSAGES as A,
  TASK_FILE_EXTENSIONS,
  TASK_MAX_FILES,
  TASK_SUBMISSION_FIELDS,
  UPLOAD_MAX_BYTES,
  VALIDATION_MESSAGES as M,
  checkFile,
  coiFieldsSchema,
  collectErrors,
  type CoiFields,
  type FieldErrors,
} from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { notFound, validationFailed } from '../../lib/http-error';

export type UploadedFile = { filename: string; mimeType: string; bytes: Buffer };
export type Submission = { files: UploadedFile[]; insurance: CoiFields | null };

const FILES = TASK_SUBMISSION_FIELDS.files;
const FILE_FIELDS = new Set(['files', 'files[]', 'file']);

/** Reads the multipart form; every problem of the files and the insurance fields answers one 422 together. */
export async function readSubmission(request: FastifyRequest, options: { coi: boolean }): Promise<Submission> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  const errors: FieldErrors = {};
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          // An empty file input is sent as a nameless, empty part.
          if (FILE_FIELDS.has(part.fieldname) && (part.filename || bytes.length)) files.push({ filename: part.filename || 'file', mimeType: part.mimetype, bytes });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationFailed({ [FILES]: [M.uploadTooLarge] });
      if (code === 'FST_FILES_LIMIT') throw validationFailed({ [FILES]: [A.tooManyFiles] });
      throw error;
    }
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    // A JSON body carries no files; its insurance is still checked so every problem shows at once.
    const insurance = (request.body as Record<string, unknown>)[TASK_SUBMISSION_FIELDS.insurance];
    if (insurance !== undefined) fields[TASK_SUBMISSION_FIELDS.insurance] = typeof insurance === 'string' ? insurance : JSON.stringify(insurance);
  }

  if (files.length === 0) errors[FILES] = [A.filesRequired];
  else if (files.length > TASK_MAX_FILES) errors[FILES] = [A.tooManyFiles];
  else {
    for (const file of files) {
      const problem = checkFile({ name: file.filename, size: file.bytes.length }, { extensions: TASK_FILE_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES });
      if (problem) {
        errors[FILES] = [problem];
        break;
      }
    }
  }

  let insurance: CoiFields | null = null;
  if (options.coi) {
    const parsed = parseJsonObject(fields[TASK_SUBMISSION_FIELDS.insurance]);
    if (!parsed) errors[TASK_SUBMISSION_FIELDS.insurance] = [fields[TASK_SUBMISSION_FIELDS.insurance] ? A.insuranceUnreadable : M.required];
    else {
      const problems = await collectErrors(coiFieldsSchema, parsed);
      if (problems) for (const [key, messages] of Object.entries(problems)) errors[`${TASK_SUBMISSION_FIELDS.insurance}.${key}`] = messages;
      else insurance = coiFieldsSchema.cast(parsed, { stripUnknown: true }) as CoiFields;
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { files, insurance };
}

function parseJsonObject(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const AREA = 'tasks';

export const safeFileName = (name: string) =>
  path.posix
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\w.\- ()]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-120) || 'file';

/** Stores one upload's files in one folder; the answer is each file's key below the tasks folder. */
export async function storeTaskFiles(app: FastifyInstance, taskId: number, files: readonly UploadedFile[]): Promise<{ folder: string; paths: string[] }> {
  const folder = path.posix.join(String(taskId), `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  const paths: string[] = [];
  try {
    for (const [i, file] of files.entries()) {
      // Two files of one upload may share a name: each gets its own sub-folder.
      const relative = path.posix.join(folder, String(i), safeFileName(file.filename));
      await app.storage.put(`${AREA}/${relative}`, file.bytes);
      paths.push(relative);
    }
  } catch (error) {
    await removeTaskFolder(app, folder);
    throw error;
  }
  return { folder, paths };
}

/** Removes an upload's folder (nothing is left behind when its transaction fails). */
export async function removeTaskFolder(app: FastifyInstance, folder: string) {
  await app.storage.remove(`${AREA}/${folder}`).catch(() => undefined);
}

export async function sendTaskFile(app: FastifyInstance, reply: FastifyReply, relative: string, name: string) {
  const stream = await app.storage.open(`${AREA}/${relative}`).catch(() => null);
  if (!stream) throw notFound();
  return sendAttachment(reply, stream, safeFileName(name));
}
