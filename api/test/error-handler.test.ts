// The one error handler: input the database refuses is the caller's mistake (422), never a 500; the
// database away is a 503.
import type fastifyFactory from 'fastify';
import { ERROR_MESSAGES, ERROR_REASONS, VALIDATION_MESSAGES as M, type ErrorReason, type ErrorResponse } from 'shared-contract';
import { HttpError } from '../src/lib/http-error';
import { loadNative } from '../src/lib/load-native';
import { registerErrorHandler } from '../src/plugins/app/error-handler';

// Loaded natively, as the app does, so inject() can require its ESM-only packages under jest.
const Fastify = loadNative<{ default: typeof fastifyFactory }>('fastify').default;

const failWith = (error: unknown) => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw error;
  });
  return app.inject({ method: 'GET', url: '/x' });
};
const dbError = (code: string) => Object.assign(new Error('database said no'), { code });

test('a duplicate that raced past the name check is a 422, also when the driver wraps the error', async () => {
  const direct = await failWith(dbError('23505'));
  expect(direct.statusCode).toBe(422);
  expect(direct.json()).toEqual({ message: M.unique('value'), errors: {} });
  const wrapped = await failWith(Object.assign(new Error('Failed query'), { cause: dbError('23505') }));
  expect(wrapped.statusCode).toBe(422);
});

test.each(['22021', '22P05', '22P02', '22003', '22007', '22008'])('database input error %s is a 422', async (code) => {
  const response = await failWith(dbError(code));
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toBe(ERROR_MESSAGES.invalidData);
});

test('anything else stays a 500 without the stack', async () => {
  const response = await failWith(dbError('XX000'));
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: ERROR_MESSAGES.network });
});

// The database away (ended or refused connections, restarts, timeouts) is a 503 the client may retry, not a 500.
test.each([
  ['57P01 admin_shutdown', dbError('57P01')],
  ['57P03 cannot_connect_now', dbError('57P03')],
  ['08006 connection_failure', dbError('08006')],
  ['57014 statement timeout, wrapped by drizzle', Object.assign(new Error('Failed query'), { cause: dbError('57014') })],
  ['ECONNREFUSED', dbError('ECONNREFUSED')],
  ['ECONNRESET', dbError('ECONNRESET')],
  ['a dropped connection', new Error('Connection terminated unexpectedly')],
  ['the connect timeout', new Error('timeout exceeded when trying to connect')],
  ['the read timeout, wrapped by drizzle', Object.assign(new Error('Failed query: select 1'), { cause: new Error('Query read timeout') })],
])('%s is a 503 with a message', async (_name, error) => {
  const response = await failWith(error);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: ERROR_MESSAGES.serviceUnavailable, reason: 'unavailable' });
});

// HttpError takes exactly the contract's reasons: a reason added on one side only fails the type-check.
type HttpErrorReason = NonNullable<ConstructorParameters<typeof HttpError>[2]>;
const reasonsMatch: [HttpErrorReason] extends [ErrorReason] ? ([ErrorReason] extends [HttpErrorReason] ? true : false) : false = true;

test.each(ERROR_REASONS)('a refusal with reason %s reaches the client with that reason, as ErrorResponse says', async (reason) => {
  expect(reasonsMatch).toBe(true);
  const response = await failWith(new HttpError(403, 'Refused.', reason));
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: 'Refused.', reason } satisfies ErrorResponse);
});
