// The one error handler: refusals keep their status and reason, bad input is 400/404/422 (never
// 500), and anything unexpected is logged and masked.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES, VALIDATION_MESSAGES, type ErrorResponse, type ValidationErrorResponse } from 'shared-contract';
import { HttpError } from '../../lib/http-error';

type AjvIssue = { instancePath?: string; params?: Record<string, unknown>; message?: string; keyword?: string };

/** Maps JSON-schema issues onto the 422 shape: field → [first message]. */
export function toFieldErrors(issues: AjvIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const base = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params?.missingProperty as string | undefined;
    const field = missing ? (base ? `${base}.${missing}` : missing) : base || '_';
    if (errors[field]) continue;
    const message =
      issue.keyword === 'required'
        ? 'This field is required.'
        : issue.keyword === 'type' && ['integer', 'number'].includes(String(issue.params?.type))
          ? 'This field must be a number.'
          : issue.keyword === 'enum'
            ? `The selected ${field} is invalid.`
            : issue.keyword === 'maxLength'
              ? `Field must be no more than ${issue.params?.limit} characters.`
              : `The ${field} field is invalid.`;
    errors[field] = [message];
  }
  return errors;
}

/**
 * Input the validation let through but the database refused: a duplicate (two saves racing past
 * the name check), or a value it cannot store (a NUL character, a number or date out of range).
 * That is bad input, a 422, never a 500.
 */
const DB_INPUT_ERRORS = new Set(['23505', '22021', '22P05', '22P02', '22003', '22007', '22008']);
/** The error's code, or the code of the error it wraps (drizzle wraps the driver's). */
function errorCode(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (typeof e.code === 'string') return e.code;
  }
  return null;
}
function databaseInputError(error: unknown): string | null {
  const code = errorCode(error);
  return code && DB_INPUT_ERRORS.has(code) ? code : null;
}

/**
 * The database is away, not the request wrong: it cannot be reached, restarted or ended the
 * connection (57P01-57P03, class 08), refused more connections (53300), or did not answer in time
 * (the statement timeout's 57014, node-postgres's connect and read timeouts, which carry no code).
 */
const DB_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '57014', '53300']);
const DB_UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code) return DB_UNAVAILABLE_CODES.has(code) || code.startsWith('08');
  for (let e = error as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (typeof e.message === 'string' && DB_UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * A multipart body busboy could not read: no boundary in the content type, a body that never uses
 * the announced one, or a body cut off mid-part. busboy raises plain errors, so they are known by
 * their text; the client's upload is broken, a 400, never a 500.
 */
const BROKEN_MULTIPART = /^Multipart: |unexpected end of multipart data|^Boundary required$|^The needle /i;
export const isBrokenMultipart = (error: { message?: unknown; code?: unknown }) => !error.code && typeof error.message === 'string' && BROKEN_MULTIPART.test(error.message);

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorResponse & Partial<ValidationErrorResponse> = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.reason) body.reason = error.reason;
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    if (error.validation) {
      // A malformed route id names no row.
      if (error.validationContext === 'params') return reply.code(404).send({ message: ERROR_MESSAGES.notFound });
      return reply.code(422).send({ message: ERROR_MESSAGES.invalidData, errors: toFieldErrors(error.validation as AjvIssue[]) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ message: ERROR_MESSAGES.serviceUnavailable, reason: 'unavailable' } satisfies ErrorResponse);
    }
    const dbCode = databaseInputError(error);
    if (dbCode) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(422).send({ message: dbCode === '23505' ? VALIDATION_MESSAGES.unique('value') : ERROR_MESSAGES.invalidData, errors: {} });
    }
    if (isBrokenMultipart(error)) {
      request.log.warn({ err: error }, 'unreadable multipart body');
      return reply.code(400).send({ message: ERROR_MESSAGES.uploadUnreadable });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: ERROR_MESSAGES.tooManyAttempts });
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP') ? ERROR_MESSAGES.bodyUnreadable : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: ERROR_MESSAGES.network });
  });
}

export default fp(async (app) => registerErrorHandler(app), { name: 'error-handler' });
