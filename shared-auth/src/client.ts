// The API client every app uses: cookie credentials, the XSRF-TOKEN cookie echoed as
// X-XSRF-TOKEN on state-changing calls (fetched first when missing, refreshed once on 419),
// 401 on a signed-in screen → /login, 429 → the too-many-attempts page, and the error
// normalisation of 000 section 8.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { ERROR_MESSAGES, ROUTES, authEndpoints, endpointUrl, isErrorReason, type ErrorReason } from 'shared-contract';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Screens on which a 401 is the expected answer and must not bounce the user to /login. */
const NO_LOGIN_REDIRECT_PATHS = [ROUTES.login, ROUTES.superadminLogin, ROUTES.tooManyAttempts];

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The shell hands its router here so redirects from the client stay inside the single-page app. */
export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

let csrfRequest: Promise<void> | null = null;

/** GET /api/sanctum/csrf-cookie once at a time; afterwards the XSRF-TOKEN cookie is set. */
export function ensureCsrfCookie(force = false): Promise<void> {
  if (!force && readCookie(XSRF_COOKIE)) return Promise.resolve();
  csrfRequest ??= fetch(endpointUrl(authEndpoints.fetchCsrfCookie), { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(() => undefined)
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

function requestPath(request: Request): string {
  try {
    return new URL(request.url, window.location.origin).pathname;
  } catch {
    return request.url;
  }
}

const RETRIED = 'x-csrf-retried';

function createClient(prefixUrl: string): KyInstance {
  const options: Options = {
    prefixUrl,
    credentials: 'include',
    retry: 0,
    timeout: 60_000,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        async (request) => {
          if (SAFE_METHODS.has(request.method)) return;
          await ensureCsrfCookie();
          const token = readCookie(XSRF_COOKIE);
          if (token) request.headers.set(XSRF_HEADER, token);
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          if (response.status === 419 && !request.headers.has(RETRIED)) {
            // The anti-forgery token expired with the session: fetch a new one and try once more.
            await ensureCsrfCookie(true);
            const retry = new Request(request, { headers: new Headers(request.headers) });
            retry.headers.set(RETRIED, '1');
            const token = readCookie(XSRF_COOKIE);
            if (token) retry.headers.set(XSRF_HEADER, token);
            return ky(retry, { ...options, prefixUrl: '', hooks: {}, throwHttpErrors: false });
          }
          const here = typeof window === 'undefined' ? '' : window.location.pathname;
          if (response.status === 429 && here !== ROUTES.tooManyAttempts) navigate(ROUTES.tooManyAttempts);
          // The API refuses a signed-in user with an unverified e-mail (after sign-up or change-email) until the code is entered.
          if (response.status === 403 && here !== ROUTES.emailVerification && (await readBody(response)).reason === 'unverified') navigate(ROUTES.emailVerification);
          if (response.status === 401) {
            const path = requestPath(request);
            const isSessionProbe = path.endsWith(`/${authEndpoints.findCurrentUser.path}`) || path.endsWith(`/${authEndpoints.signIn.path}`);
            if (!isSessionProbe && !NO_LOGIN_REDIRECT_PATHS.includes(here as (typeof NO_LOGIN_REDIRECT_PATHS)[number])) navigate(ROUTES.login);
          }
          return response;
        },
      ],
    },
  };
  return ky.create(options);
}

export const api = createClient('/api/v1/');
/** Takes full paths (`/api/v1/…`): what callEndpoint builds from a contract's URL. */
export const rootApi = createClient('');
export const apiV2 = createClient('/api/v2/');

export type RequestProblem = {
  status: number;
  message: string;
  /** Field → first message (422). */
  errors?: Record<string, string>;
  forbidden: boolean;
  /** Why the API refused, when it said so with one of the contract's reasons. */
  reason?: ErrorReason;
};

type ErrorBody = { message?: unknown; errors?: Record<string, unknown>; reason?: ErrorReason };

async function readBody(response: Response): Promise<ErrorBody> {
  try {
    const text = await response.clone().text();
    const body: unknown = text ? JSON.parse(text) : {};
    if (!body || typeof body !== 'object') return {};
    const { message, errors, reason } = body as Record<string, unknown>;
    // A reason outside the contract's list is dropped rather than passed on as if it meant something.
    return { message, errors: errors as ErrorBody['errors'], reason: isErrorReason(reason) ? reason : undefined };
  } catch {
    return {};
  }
}

function firstMessages(errors: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const map: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') map[field] = first;
  }
  return map;
}

/** Turns whatever a call threw into { status, message, errors, forbidden, reason } (000 section 8). */
export async function normalizeError(error: unknown): Promise<RequestProblem> {
  if (!(error instanceof HTTPError)) {
    return { status: 500, message: error instanceof TypeError ? ERROR_MESSAGES.network : ERROR_MESSAGES.default, forbidden: false };
  }
  const { status } = error.response;
  const body = await readBody(error.response);
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
  const reason = body.reason ? { reason: body.reason } : {};
  if (status >= 500) return { status, message: ERROR_MESSAGES.network, forbidden: false, ...reason };
  if (status === 401) return { status, message: serverMessage ?? ERROR_MESSAGES.authenticationFailed, forbidden: false, ...reason };
  if (status === 403) return { status, message: serverMessage ?? ERROR_MESSAGES.unauthorized, forbidden: true, ...reason };
  if (status === 422) {
    return { status, message: serverMessage ?? ERROR_MESSAGES.invalidData, errors: firstMessages(body.errors) ?? {}, forbidden: false, ...reason };
  }
  return { status, message: serverMessage ?? ERROR_MESSAGES.default, forbidden: false, ...reason };
}
