// lib/route.ts: every route serves a shared-contract endpoint. Its params, query and body are read
// with the contract's schemas, /api/docs shows their fields and the answer's, and in tests an answer
// outside its declared shape fails loudly instead of drifting from the documentation.
import type { FastifyInstance } from 'fastify';
import { defineEndpoint, listQuery, oneOfList, s, yup } from 'shared-contract';
import { route } from '../src/lib/route';
import { TestClient } from './helpers/client';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;

const echoList = defineEndpoint({
  method: 'GET',
  path: '/api/test-only/echo/:id',
  summary: 'Echoes what the route read',
  query: listQuery(['name'] as const, { status: oneOfList(['a', 'b'] as const, 'status') }),
  response: s.object({ id: s.integer(), status: s.nullable(s.array(s.string())), sort_field: s.nullable(s.string()) }),
});
const saysTooMuch = defineEndpoint({ method: 'GET', path: '/api/test-only/too-much', summary: 'Answers a field its contract lacks', response: s.object({ id: s.integer() }) });
const withBody = defineEndpoint({ method: 'POST', path: '/api/test-only/body/:id', summary: 'Reads its body late', body: yup.object({ name: yup.string().required('Name is required.') }), response: s.object({ name: s.string() }) });

beforeAll(async () => {
  app = await createTestApp();
  await app.register(async (instance) => {
      route(instance, echoList, { tags: ['test'] }, async ({ params, query }) => ({ id: params.id, status: query.status ?? null, sort_field: query.sort_field ?? null }));
      route(instance, saysTooMuch, { tags: ['test'] }, async () => ({ id: 1, secret: 'x' }) as never);
      route(instance, withBody, { tags: ['test'] }, async ({ params, body }) => {
        if (params.id !== 7) throw Object.assign(new Error('Not found.'), { statusCode: 404 });
        return { name: (await body()).name };
      });
  });
});
afterAll(() => app.close());

test('multi-value filters arrive as key=a&key=b or key[]=a and are read as one list', async () => {
  const repeated = await app.inject({ method: 'GET', url: '/api/test-only/echo/3?status=a&status=b&sort_field=name' });
  expect(repeated.json()).toEqual({ id: 3, status: ['a', 'b'], sort_field: 'name' });
  const bracketed = await app.inject({ method: 'GET', url: '/api/test-only/echo/3?status[]=b' });
  expect(bracketed.json()).toEqual({ id: 3, status: ['b'], sort_field: null });
});

test("a value outside the contract's lists is a 422 with the shared message; an id that names no row is a 404", async () => {
  const bad = await app.inject({ method: 'GET', url: '/api/test-only/echo/3?status=z&sort_field=secret' });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toEqual({ 'status[0]': ['The selected status is invalid.'], sort_field: ['The selected sort field is invalid.'] });
  expect((await app.inject({ method: 'GET', url: '/api/test-only/echo/abc' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/api/test-only/echo/99999999999' })).statusCode).toBe(404);
});

test('the body is validated when the handler asks, after its own checks', async () => {
  const guest = new TestClient(app, '10.77.0.1');
  await guest.csrf();
  expect((await guest.post('/api/test-only/body/8', {})).statusCode).toBe(404);
  const invalid = await guest.post('/api/test-only/body/7', {});
  expect(invalid.statusCode).toBe(422);
  expect(invalid.json().errors).toEqual({ name: ['Name is required.'] });
  expect((await guest.post('/api/test-only/body/7', { name: 'Ann' })).json()).toEqual({ name: 'Ann' });
});

test('an answer outside its declared shape fails in tests', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/test-only/too-much' });
  expect(response.statusCode).toBe(500);
});

test('/api/docs documents each endpoint with its query, body and answer fields', async () => {
  const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const list = docs.paths['/api/v1/employees'].get;
  expect(list.summary).toBe('Paged, filtered, sorted employees of the company');
  expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'search', 'sort_field', 'sort_direction', 'status']));
  const rowFields = list.responses['200'].content['application/json'].schema.properties.data.items.properties;
  expect(Object.keys(rowFields)).toEqual(expect.arrayContaining(['id', 'full_name', 'email', 'role', 'status', 'can']));
  const update = docs.paths['/api/v1/employees/{id}'].put;
  expect(Object.keys(update.requestBody.content['application/json'].schema.properties)).toEqual(['first_name', 'last_name', 'phone', 'role', 'profession_ids']);
});
