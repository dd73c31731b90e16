// One error type for every refusal the API answers on purpose; the error handler turns it into JSON.
import { ERROR_MESSAGES, type ErrorReason, type FieldErrors } from 'shared-contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: ErrorReason,
    readonly errors?: FieldErrors,
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
