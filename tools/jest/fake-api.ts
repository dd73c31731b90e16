// Test scaffolding: replaces global.fetch with a recorder that answers like the API
// (`{ data }`, 422 `{ message, errors }`, other errors `{ message }`) and sets the XSRF cookie
// the way GET /api/sanctum/csrf-cookie does. Tests only.

export type RecordedRequest = {
  method: string;
  /** Path without the query, e.g. /api/v1/auth/login. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

export type FakeReply = { status?: number; body?: unknown };
type Handler = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

/** Keys are `METHOD /path`, e.g. `POST /api/v1/auth/login`. */
export type FakeRoutes = Record<string, Handler>;

export const XSRF_TOKEN = 'test-xsrf-token';

export type FakeApi = ReturnType<typeof installFakeApi>;

let installed: { api: FakeApi; test: string | undefined } | null = null;

/** The fake API the running test installed, if it still answers global.fetch (not one left by an earlier test). */
export function activeFakeApi(): FakeApi | null {
  if (!installed || installed.test !== expect.getState().currentTestName) return null;
  return global.fetch === (installed.api.fetchMock as unknown as typeof fetch) ? installed.api : null;
}

export function installFakeApi(routes: FakeRoutes = {}) {
  const requests: RecordedRequest[] = [];
  const table: FakeRoutes = {
    'GET /api/sanctum/csrf-cookie': () => {
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; path=/`;
      return { status: 204 };
    },
    'GET /api/v1/auth/user': { status: 401, body: { message: 'Unauthenticated.' } },
    ...routes,
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input as string, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: RecordedRequest = { method: request.method, path: url.pathname, query: url.searchParams, body, headers: request.headers };
    requests.push(recorded);
    const handler = table[`${request.method} ${url.pathname}`];
    const reply: FakeReply = !handler
      ? { status: 404, body: { message: 'Not found.' } }
      : typeof handler === 'function'
        ? await handler(recorded)
        : handler;
    const status = reply.status ?? 200;
    const hasBody = status !== 204 && reply.body !== undefined;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
    });
  });

  global.fetch = fetchMock as unknown as typeof fetch;

  const api = {
    requests,
    fetchMock,
    /** Answers (or re-answers) a route from now on. */
    route(key: string, handler: Handler) {
      table[key] = handler;
    },
    /** Requests other than the csrf-cookie and current-user look-ups, as `METHOD /path`. */
    calls() {
      return requests.filter((r) => !r.path.endsWith('/csrf-cookie') && r.path !== '/api/v1/auth/user').map((r) => `${r.method} ${r.path}`);
    },
    find(key: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
  };
  installed = { api, test: expect.getState().currentTestName };
  return api;
}

export function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
