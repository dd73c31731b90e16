// Company (commitment) types: list, create, edit, enabled flag, delete; the enabled list for projects.
import type { FastifyInstance } from 'fastify';
import { COMPANY_TYPE_MESSAGES as T, VALIDATION_MESSAGES as M, type CompanyTypeRow } from 'shared-contract';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let owner: TestClient;
let manager: TestClient;
let viewer: TestClient;
let outsider: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.45.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const base = '/api/v1/settings/company/company-type';

beforeAll(async () => {
  app = await createTestApp();
  const home = await createCompanyWithUsers(app, { name: 'Types Home' });
  const other = await createCompanyWithUsers(app, { name: 'Types Other' });
  owner = await client(home.email('general_owner'));
  manager = await client(home.email('general_manager'));
  viewer = await client(home.email('general_view_only'));
  outsider = await client(other.email('general_owner'));
});
afterAll(async () => {
  await app.close();
});

describe('company types', () => {
  test('create, list, edit, disable, delete', async () => {
    expect((await owner.post(`${base}/create`, {})).json().errors).toEqual({ name: [M.required] });
    expect((await owner.post(`${base}/create`, { name: 'x'.repeat(256) })).json().errors).toEqual({ name: [M.strMax(255)] });
    expect((await owner.post(`${base}/create`, { name: 'PO', enabled: 'maybe' })).json().errors).toEqual({ enabled: ['This field must be true or false.'] });
    const created = await owner.post(`${base}/create`, { name: 'Subcontract' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: T.companyTypeCreated, data: { name: 'Subcontract', enabled: true } });
    const type = created.json().data as CompanyTypeRow;
    await owner.post(`${base}/create`, { name: 'purchase order', enabled: false });
    expect((await owner.post(`${base}/create`, { name: 'SUBCONTRACT' })).json().errors).toEqual({ name: [M.unique('name')] });

    expect((await manager.get(base)).json().data.map((t: CompanyTypeRow) => [t.name, t.enabled])).toEqual([
      ['purchase order', false],
      ['Subcontract', true],
    ]);
    expect((await viewer.get(`${base}/enabled`)).json().data.map((t: CompanyTypeRow) => t.name)).toEqual(['Subcontract']);

    const renamed = await manager.post(`${base}/edit/${type.id}`, { name: 'Subcontract Agreement' });
    expect(renamed.json()).toMatchObject({ message: T.companyTypeSaved, data: { name: 'Subcontract Agreement', enabled: true } });
    const disabled = await manager.post(`${base}/edit/${type.id}`, { name: 'Subcontract Agreement', enabled: false });
    expect(disabled.json().data.enabled).toBe(false);
    expect((await viewer.get(`${base}/enabled`)).json().data).toEqual([]);

    expect((await manager.post(`${base}/delete/${type.id}`)).statusCode).toBe(403);
    expect((await owner.post(`${base}/delete/${type.id}`)).json().data.message).toBe(T.companyTypeDeleted);
    expect((await manager.get(base)).json().data.map((t: CompanyTypeRow) => t.name)).toEqual(['purchase order']);
  });

  test('tenants and gates', async () => {
    const type = (await owner.post(`${base}/create`, { name: 'Private type' })).json().data as CompanyTypeRow;
    expect((await outsider.post(`${base}/edit/${type.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await outsider.post(`${base}/delete/${type.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`${base}/enabled`)).json().data).toEqual([]);
    expect((await viewer.get(base)).statusCode).toBe(403);
    expect((await viewer.post(`${base}/create`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await owner.post(`${base}/edit/0`, { name: 'Zero' })).statusCode).toBe(404);
  });
});
