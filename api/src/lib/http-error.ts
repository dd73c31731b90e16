// One error type for every refusal the API answers on purpose; the error handler turns it into JSON.
import { ERROR_MESSAGES, type ErrorReason, type FieldErrors } from 'shared-contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: ErrorReason,
    readonly errors?: FieldErrors,
    /** Response headers the error handler adds (a 503's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message: string = ERROR_MESSAGES.noPermissionAction, reason: ErrorReason = 'permission') => new HttpError(403, message, reason);
export const notFound = () => new HttpError(404, ERROR_MESSAGES.notFound);
export const linkExpired = () => new HttpError(410, ERROR_MESSAGES.linkExpired, 'expired');
export const tooManyAttempts = () => new HttpError(429, ERROR_MESSAGES.tooManyAttempts);
export const validationFailed = (errors: FieldErrors) => new HttpError(422, ERROR_MESSAGES.invalidData, undefined, errors);
export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });
/** The server cannot take the work now (a full queue): 503 with Retry-After, which clients may honour. */
export const serviceUnavailable = (message: string = ERROR_MESSAGES.serviceUnavailable, retryAfterSeconds = 5) =>
  new HttpError(503, message, 'unavailable', undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
