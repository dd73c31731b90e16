// /api/docs documents every endpoint: each route of the API carries its summary and tag, and every
// endpoint its answer: the JSON shape (which every API test checks answers against, lib/route.ts),
// a file, or no body.
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
type Answer = { description?: string; type?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
type Operation = { summary?: string; tags?: string[]; responses?: Record<string, Answer> };
let operations: [string, Operation][];

beforeAll(async () => {
  app = await createTestApp();
  const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(docs.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]));
});
afterAll(() => app.close());

const apiOperations = () => operations.filter(([name]) => / \/(api|broadcasting)\//.test(name));

test('every API route has a summary and a tag', () => {
  expect(apiOperations().length).toBeGreaterThan(100);
  expect(apiOperations().filter(([, op]) => !op.summary || !op.tags?.length).map(([name]) => name)).toEqual([]);
});

test('every versioned endpoint documents its answer: the fields of its JSON, a file, or no body', () => {
  const documented = (op: Operation) =>
    Object.entries(op.responses ?? {}).some(([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema && Object.keys(c.schema).length > 0));
  const missing = apiOperations()
    .filter(([name]) => / \/api\/v\d\//.test(name))
    .filter(([, op]) => !documented(op))
    .map(([name]) => name);
  expect(missing).toEqual([]);
});

test('a list endpoint documents its row fields and its query', () => {
  const list = operations.find(([name]) => name === 'GET /api/v1/employees')![1] as Operation & { parameters: { name: string }[] };
  expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'search', 'sort_field', 'sort_direction', 'status', 'role']));
  const row = (list.responses!['200'].content!['application/json'].schema as { properties: { data: { items: { properties: Record<string, unknown> } } } }).properties.data.items.properties;
  expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'full_name', 'email', 'role', 'professions', 'status', 'can']));
});
