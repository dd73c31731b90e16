// Every endpoint tried as a guest (401), as a user of another company (403/404) and as a role
// lacking the permission (403). Each module keeps its rows in matrix/<module>.ts.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companyFeatures } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';
import { downloadsMatrix } from './matrix/downloads';
import { globalSearchMatrix } from './matrix/global-search';
import { networkMatrix } from './matrix/network';
import { notificationsMatrix } from './matrix/notifications';
import { peopleMatrix } from './matrix/people';
import { platformMatrix } from './matrix/platform';
import { projectSetupMatrix } from './matrix/project-setup';
import { projectsMatrix } from './matrix/projects';
import { scopeChatMatrix } from './matrix/scope-chat';
import { scopesMatrix } from './matrix/scopes';
import { settingsAccountMatrix } from './matrix/settings-account';
import { settingsTemplatesMatrix } from './matrix/settings-templates';
import { quickAccessMatrix } from './matrix/quick-access';
import { bulkSendsMatrix } from './matrix/bulk-sends';
import { contractsRecordMatrix } from './matrix/contracts-record';
import { templatesMatrix } from './matrix/templates';
import { taskActionsMatrix } from './matrix/task-actions';
import { tasksMatrix } from './matrix/tasks';
import { requirementsMatrix } from './matrix/requirements';
import { contractsApprovalMatrix } from './matrix/contracts-approval';
import { contractsSigningMatrix } from './matrix/contracts-signing';
import type { Endpoint, MatrixContext, MatrixModule } from './matrix/types';

const MODULES: MatrixModule[] = [platformMatrix, settingsAccountMatrix, peopleMatrix, settingsTemplatesMatrix, networkMatrix, notificationsMatrix, downloadsMatrix, globalSearchMatrix, projectsMatrix, projectSetupMatrix, scopeChatMatrix, scopesMatrix, templatesMatrix, tasksMatrix, taskActionsMatrix, requirementsMatrix, quickAccessMatrix, bulkSendsMatrix, contractsRecordMatrix, contractsApprovalMatrix, contractsSigningMatrix];
export const ENDPOINTS: Endpoint[] = MODULES.flatMap((m) => m.endpoints);

let app: FastifyInstance;
let ctx: MatrixContext;
let guest: TestClient;
let outsider: TestClient;
let owner: TestClient;
let viewer: TestClient;

beforeAll(async () => {
  app = await createTestApp();
  const home = await createCompanyWithUsers(app, { name: 'Matrix Home' });
  const other = await createCompanyWithUsers(app, { name: 'Matrix Other' });
  const [feature] = await app.db.select().from(companyFeatures).where(eq(companyFeatures.companyId, home.company.id));
  const ids: Record<string, number> = {};
  for (const m of MODULES) if (m.setup) Object.assign(ids, await m.setup(app, { home, other }));
  ctx = { companyId: home.company.id, featureId: feature.id, ids };
  await createOperator(app, 'matrix-operator@demo.test');
  guest = new TestClient(app, '10.20.0.1');
  await guest.csrf();
  outsider = new TestClient(app, '10.20.0.2');
  await outsider.signIn('general_owner@matrix-other.test', PASSWORD);
  owner = new TestClient(app, '10.20.0.3');
  await owner.signIn('general_owner@matrix-home.test', PASSWORD);
  viewer = new TestClient(app, '10.20.0.4');
  await viewer.signIn('general_view_only@matrix-home.test', PASSWORD);
});
afterAll(async () => {
  await app.close();
});

/** Every id reads as 0 in a label, so a row's label is its route pattern. */
const ZERO_IDS = new Proxy({}, { get: () => 0 }) as Record<string, number>;
const label = (e: Endpoint) => `${e.method} ${e.path({ companyId: 0, featureId: 0, ids: ZERO_IDS }).replace(/\/0(\/|\?|$)/g, '/{id}$1')}`;
const bodyOf = (e: Endpoint) => (typeof e.body === 'function' ? (e.body as (c: MatrixContext) => unknown)(ctx) : e.body);
const call = (client: TestClient, e: Endpoint) => client.request(e.method, e.path(ctx), e.body === undefined ? {} : { body: bodyOf(e) });

describe.each(ENDPOINTS.map((e) => [label(e), e] as const))('%s', (_name, endpoint) => {
  test('a guest gets 401', async () => {
    expect((await call(guest, endpoint)).statusCode).toBe(401);
  });

  if (endpoint.access === 'superuser') {
    test('a company owner (not an operator) gets 403', async () => {
      expect((await call(owner, endpoint)).statusCode).toBe(403);
    });
    test('a user of another company gets 403', async () => {
      expect((await call(outsider, endpoint)).statusCode).toBe(403);
    });
    test('a view-only user gets 403', async () => {
      expect((await call(viewer, endpoint)).statusCode).toBe(403);
    });
  } else if (endpoint.access !== 'auth') {
    const { permission } = endpoint.access;
    test('a user of another company gets 403 or 404', async () => {
      expect([403, 404]).toContain((await call(outsider, endpoint)).statusCode);
    });
    test(`a role without ${permission} gets 403`, async () => {
      expect((await call(viewer, endpoint)).statusCode).toBe(403);
    });
  } else {
    test('any signed-in user passes the guard', async () => {
      const status = (await call(viewer, endpoint)).statusCode;
      if (endpoint.signedIn) expect(status).toBe(endpoint.signedIn);
      else expect([200, 204, 422]).toContain(status);
    });
  }
});

/** Query parameters repeated or bracketed arrive as lists and objects: a 422 or a plain answer, never a 500. */
const ODD_QUERIES = [
  'search=a&search=b&page[]=1&per_page=x&sort_field=a&sort_field=b&sort_direction[x]=1&company_name=a&company_name=b&status[]=x',
  // A page far past the end, a NUL character and the year 0, none of which the database takes.
  'page=99999999999999999999&per_page=100&search=a%00b&company_name=%00&invite_date_from=0000-01-01&creation_date_from=0000-01-01',
];
describe.each(ENDPOINTS.filter((e) => e.method === 'GET' && e.access !== 'superuser').map((e) => [label(e), e] as const))('%s with odd query parameters', (_name, endpoint) => {
  test.each(ODD_QUERIES)('the owner gets an answer below 500 for ?%s', async (query) => {
    const path = endpoint.path(ctx);
    const response = await owner.request('GET', `${path}${path.includes('?') ? '&' : '?'}${query}`);
    expect(response.statusCode).toBeLessThan(500);
  });
});

/** Routes anyone may call (no row in the matrix). */
const PUBLIC_ROUTES = [
  'GET /api/sanctum/csrf-cookie',
  'GET /api/v1/app/config',
  'GET /api/v1/plans',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/password/forgot',
  'POST /api/v1/auth/password/reset',
  'POST /api/v1/auth/superadmin/login',
  'POST /api/v1/auth/superadmin/verify-code',
  'POST /api/v1/contact-form',
  'POST /api/v1/contracts/verify',
  'POST /api/v1/sign-up/company-owner',
  'GET /api/v1/sign-up/invitation',
  'POST /api/v1/sign-up/user',
];

/** A JSON body nested 3,000 deep: refused with 400 before validation walks it (which overflowed the stack). */
const DEEP_JSON = `${'['.repeat(3000)}${']'.repeat(3000)}`;
const BODY_ROUTES = [
  ...ENDPOINTS.filter((e) => e.method !== 'GET').map((e) => [label(e), (c: TestClient) => c.request(e.method, e.path(ctx), { rawBody: DEEP_JSON })] as const),
  ...PUBLIC_ROUTES.filter((r) => !r.startsWith('GET ')).map((r) => [r, (c: TestClient) => c.request('POST', r.slice(5), { rawBody: DEEP_JSON })] as const),
];
describe.each(BODY_ROUTES)('%s with a JSON body nested 3,000 deep', (_name, send) => {
  test('the owner gets 400 (413 where the route takes only small bodies) with a message', async () => {
    const response = await send(owner);
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

/** Multipart bodies a client or a proxy can break: no boundary, another boundary than the header's, cut off mid-file. */
const PART = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nX\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const BROKEN_MULTIPART = [
  ['without a boundary', 'multipart/form-data', `${PART('b0undary')}abc\r\n--b0undary--\r\n`],
  ['with a boundary the body does not use', 'multipart/form-data; boundary=expected', `${PART('other')}abc\r\n--other--\r\n`],
  ['cut off in the middle of a file', 'multipart/form-data; boundary=b0undary', `${PART('b0undary')}abc`],
] as const;
describe.each(ENDPOINTS.filter((e) => e.upload).map((e) => [label(e), e] as const))('%s with a broken multipart body', (_name, endpoint) => {
  test.each(BROKEN_MULTIPART)('the owner gets 400 or 422 with a message for a body %s', async (_shape, contentType, body) => {
    const response = await owner.request(endpoint.method, endpoint.path(ctx), { rawBody: body, headers: { 'content-type': contentType } });
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

/** "METHOD /full/path" of every route in Fastify's printed tree, where a child line holds only its part of the path. */
function listRoutes(tree: string): string[] {
  const stack: { depth: number; path: string }[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)(?:[├└]── )?([^\s(│├└][^\s(]*)(?: \(([A-Z, ]+)\))?/.exec(line.replace(/\u00a0/g, ' '));
    if (!m) continue;
    const depth = m[1].length;
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const path = (stack.length ? stack[stack.length - 1].path : '') + m[2];
    stack.push({ depth, path });
    if (m[3]) for (const method of m[3].split(', ')) out.push(`${method} ${path}`);
  }
  return out;
}

test('every registered API route is in the matrix or is public', () => {
  // A row's query string (e.g. ?scope_id=) is not part of its route.
  const covered = new Set([...PUBLIC_ROUTES, ...ENDPOINTS.map((e) => e.route ?? label(e).replace(/\?.*$/, '').replace(/\{id\}/g, ':id'))]);
  const routes = listRoutes(app.printRoutes({ commonPrefix: false }))
    .filter((r) => !r.startsWith('HEAD '))
    .map((r) => r.replace(/:[A-Za-z_]+/g, ':id'))
    .filter((r) => /^(GET|POST|PUT|DELETE|PATCH) \/(api|broadcasting)\//.test(r) && !r.includes('/api/docs'));
  expect(routes.length).toBeGreaterThan(ENDPOINTS.length);
  expect(routes.filter((r) => !covered.has(r))).toEqual([]);
});
