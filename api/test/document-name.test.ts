// Document naming: the default pattern, its preview with sample values, validation and saving.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_DOCUMENT_NAME_PATTERN, DOCUMENT_NAME_MESSAGES as T, VALIDATION_MESSAGES as M, todayForMerge } from 'shared-contract';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let owner: TestClient;
let collaborator: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.46.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const base = '/api/v1/settings/company/document-name';

beforeAll(async () => {
  app = await createTestApp();
  const home = await createCompanyWithUsers(app, { name: 'Naming Home' });
  owner = await client(home.email('general_owner'));
  collaborator = await client(home.email('general_collaborator'));
});
afterAll(async () => {
  await app.close();
});

describe('document naming', () => {
  test('the default pattern and its preview', async () => {
    const response = await owner.get(base);
    expect(response.statusCode).toBe(200);
    // Slashes of the date can not be in a file name: they become '-'.
    expect(response.json().data).toEqual({ pattern: DEFAULT_DOCUMENT_NAME_PATTERN, is_default: true, preview: `Harbor Tower - Contract - ${todayForMerge().replace(/\//g, '-')}` });
  });

  test('preview of an unsaved pattern, validated; save', async () => {
    const preview = await owner.get(`${base}/preview`, { query: { pattern: '{{company.name}} {{project.internal_number}} {{document.title}}' } });
    expect(preview.json().data.preview).toBe('Naming Home NW-2026-014 Electrical Subcontract');
    const invalid = await owner.get(`${base}/preview`, { query: { pattern: '{{project.nam}}' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ pattern: ['Invalid merge field: project.nam.'] });
    // Mail-only fields are not for document names.
    expect((await owner.post(`${base}/edit`, { pattern: '{{mail.link}}' })).json().errors).toEqual({ pattern: [M.shortCodePlaceholder('mail.link')] });
    expect((await owner.post(`${base}/edit`, { pattern: 'A/B {{project.name}}' })).json().errors).toEqual({ pattern: [M.exceptCharacters('\\ / : * ? " < > |')] });
    expect((await owner.post(`${base}/edit`, {})).json().errors).toEqual({ pattern: [M.required] });

    const saved = await owner.post(`${base}/edit`, { pattern: ' {{project.name}} - {{scope.name}} ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: T.documentNameSaved, data: { pattern: '{{project.name}} - {{scope.name}}', is_default: false, preview: 'Harbor Tower - Electrical' } });
    expect((await owner.get(`${base}/preview`)).json().data.preview).toBe('Harbor Tower - Electrical');
  });

  test("the company's own fields preview with their default value", async () => {
    await owner.post('/api/v1/settings/shortcode/edit', { name: 'job.code', type: 'text', default_value: 'J-42' });
    expect((await owner.get(`${base}/preview`, { query: { pattern: '{{job.code}} {{project.name}}' } })).json().data.preview).toBe('J-42 Harbor Tower');
  });

  test('the templates gate applies', async () => {
    expect((await collaborator.get(base)).statusCode).toBe(403);
    expect((await collaborator.post(`${base}/edit`, { pattern: '{{project.name}}' })).statusCode).toBe(403);
  });
});
