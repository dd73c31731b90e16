// The demo data of DOMAIN.md section 10: seeded once on an empty database, never again.
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { companies, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { TestClient } from './helpers/client';
import { PASSWORD } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

const DEMO_COMPANY_SIGN_INS = [
  'owner@northwind.test',
  'admin@northwind.test',
  'manager@northwind.test',
  'collaborator@northwind.test',
  'viewer@northwind.test',
  'owner@ridge.test',
  'owner@bayside.test',
  'owner@summit.test',
];

describe('demo data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const totals = async () => ({
    companies: (await app.db.select({ n: count() }).from(companies))[0].n,
    users: (await app.db.select({ n: count() }).from(users))[0].n,
  });

  test('an empty database is seeded; a second start keeps the data and does not reseed', async () => {
    expect(await seedDemoData(app.db)).toBe(true);
    const first = await totals();
    expect(first.companies).toBeGreaterThanOrEqual(4);
    expect(await seedDemoData(app.db)).toBe(false);
    expect(await totals()).toEqual(first);
  });

  test.each(DEMO_COMPANY_SIGN_INS)('%s signs in with the demo password', async (email) => {
    const client = new TestClient(app, `10.0.1.${DEMO_COMPANY_SIGN_INS.indexOf(email) + 1}`);
    await client.csrf();
    const response = await client.request('POST', '/api/v1/auth/login', { body: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(email);
  });

  test('the operator passes the first step of the operator sign-in', async () => {
    const client = new TestClient(app, '10.0.2.1');
    await client.csrf();
    const response = await client.request('POST', '/api/v1/auth/superadmin/login', { body: { email: 'operator@demo.test', password: PASSWORD } });
    expect(response.statusCode).toBe(200);
  });
});
