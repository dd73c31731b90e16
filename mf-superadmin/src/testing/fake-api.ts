// Test scaffolding: replaces global.fetch with a recorder that answers like the API of the brief
// (`{ data }`, paged lists, 422 `{ message, errors }`, other errors `{ message }`) and sets the
// XSRF cookie the way GET /api/sanctum/csrf-cookie does. Tests only.
import { installFetchClasses } from './fetch-polyfill';

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeReply = { status?: number; body?: unknown };
type Handler = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);
/** Keys are `METHOD /path`, e.g. `GET /api/v1/superadmin/companies`. */
export type FakeRoutes = Record<string, Handler>;

export function installFakeApi(routes: FakeRoutes = {}) {
  installFetchClasses();
  const requests: RecordedRequest[] = [];
  const table: FakeRoutes = {
    'GET /api/sanctum/csrf-cookie': () => {
      document.cookie = 'XSRF-TOKEN=test-xsrf-token; path=/';
      return { status: 204 };
    },
    ...routes,
  };

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
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
    const recorded: RecordedRequest = { method: request.method, path: url.pathname, query: url.searchParams, body };
    requests.push(recorded);
    const handler = table[`${request.method} ${url.pathname}`];
    const reply: FakeReply = !handler ? { status: 404, body: { message: 'Not found.' } } : typeof handler === 'function' ? await handler(recorded) : handler;
    const status = reply.status ?? 200;
    const hasBody = status !== 204 && reply.body !== undefined;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, { status, headers: hasBody ? { 'content-type': 'application/json' } : {} });
  }) as unknown as typeof fetch;

  return {
    requests,
    route(key: string, handler: Handler) {
      table[key] = handler;
    },
    find(key: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
  };
}

export function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
