// Permission groups: one per role, dependency rules checked on save, owner group locked, and a
// change that takes effect on the affected users' next request without signing out.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ALL_PERMISSION_KEYS,
  DEFAULT_ROLE_PERMISSIONS,
  ERROR_MESSAGES,
  PEOPLE_MESSAGES,
  PERMISSION_REQUIRES,
  VALIDATION_MESSAGES as M,
  findPermissionViolations,
  withRequiredPermissions,
} from 'shared-contract';
import { permissionGroups } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let sub: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let manager: TestClient;
let viewer: TestClient;
let subOwner: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.40.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const path = '/api/v1/settings/company/permission';
type Group = { role: string; show_name: string; permissions: string[]; editable: boolean; users_count: number };

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Groups Home' });
  sub = await createCompanyWithUsers(app, { name: 'Groups Sub', type: 'sub_contractor' });
  owner = await client(home.email('general_owner'));
  manager = await client(home.email('general_manager'));
  viewer = await client(home.email('general_view_only'));
  subOwner = await client(sub.email('sub_owner'));
});
afterAll(async () => {
  await app.close();
});

test('lists one group per role of the company type, the owner group locked', async () => {
  const response = await owner.get(path);
  expect(response.statusCode).toBe(200);
  const groups = response.json().data as Group[];
  expect(groups.map((g) => [g.role, g.show_name, g.editable, g.users_count])).toEqual([
    ['general_owner', 'Owner', false, 1],
    ['general_admin', 'Admin', true, 1],
    ['general_manager', 'Manager', true, 1],
    ['general_collaborator', 'Collaborator', true, 1],
    ['general_view_only', 'View Only', true, 1],
  ]);
  expect(groups[0].permissions).toEqual(ALL_PERMISSION_KEYS);
  const subGroups = (await subOwner.get(path)).json().data as Group[];
  expect(subGroups.map((g) => g.role)).toEqual(['sub_owner', 'sub_admin', 'sub_manager', 'sub_collaborator']);
});

test('viewing needs configuration edit (the page gate); saving also needs employees edit', async () => {
  expect((await viewer.get(path)).statusCode).toBe(403);
  const refused = await viewer.post(path, { role: 'general_view_only', permissions: [] });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(ERROR_MESSAGES.noPermissionAction);
});

test('422: role of the company, owner group locked, unknown keys, dependency breaks', async () => {
  const wrongRole = await owner.post(path, { role: 'sub_admin', permissions: [] });
  expect(wrongRole.statusCode).toBe(422);
  expect(wrongRole.json().errors).toEqual({ role: [M.inArray('role', 'roles')] });
  const locked = await owner.post(path, { role: 'general_owner', permissions: [] });
  expect(locked.json().errors).toEqual({ role: [PEOPLE_MESSAGES.ownerGroupLocked] });
  const unknown = await owner.post(path, { role: 'general_manager', permissions: ['projects.fly'] });
  expect(unknown.json().errors).toEqual({ permissions: [PEOPLE_MESSAGES.unknownPermission('projects.fly')] });
  const missing = await owner.post(path, { role: 'general_manager' });
  expect(missing.json().errors).toEqual({ permissions: [M.required] });
  const broken = await owner.post(path, { role: 'general_view_only', permissions: ['projects.edit', 'companies.view', 'companies.delete'] });
  expect(broken.statusCode).toBe(422);
  expect(broken.json().errors).toEqual({ permissions: ['Projects: Edit needs View. Companies: Delete needs Edit.'] });
});

test('the default collaborator group can be saved as it is; taking away what assign needs is refused', async () => {
  const collaborator = DEFAULT_ROLE_PERMISSIONS.general_collaborator as string[];
  const same = await owner.post(path, { role: 'general_collaborator', permissions: [...collaborator, 'insights_n_reports.create'] });
  expect(same.statusCode).toBe(200);
  expect(same.json().data.permissions).toContain('insights_n_reports.create');
  expect(same.json().message).toBe(PEOPLE_MESSAGES.permissionsSaved);
  // The old default (projects assign without edit and delete) is no longer a state a save may keep.
  const broken = await owner.post(path, { role: 'general_collaborator', permissions: collaborator.filter((k) => k !== 'projects.edit' && k !== 'projects.delete') });
  expect(broken.statusCode).toBe(422);
  expect(broken.json().errors).toEqual({ permissions: ['Projects: Assign needs Edit and Delete.'] });
});

test('a new company starts with default groups that obey every dependency rule', async () => {
  for (const company of [owner, subOwner]) {
    const groups = (await company.get(path)).json().data as Group[];
    for (const group of groups) expect({ role: group.role, violations: findPermissionViolations(group.permissions) }).toEqual({ role: group.role, violations: [] });
  }
});

test('nobody gives a right they do not hold themselves; keeping what the group had is fine', async () => {
  // The default manager lacks billing_account edit/delete and account_configuration delete.
  const groups = (await manager.get(path)).json().data as Group[];
  const viewOnly = groups.find((g) => g.role === 'general_view_only')!;
  const escalate = await manager.post(path, { role: 'general_view_only', permissions: [...viewOnly.permissions, 'billing_account.edit', 'account_configuration.delete', 'templates.create'] });
  expect(escalate.statusCode).toBe(422);
  expect(escalate.json().errors).toEqual({
    permissions: [PEOPLE_MESSAGES.cannotGrantUnheld('Account & Billing Info: Edit, Account Setup & Configuration: Delete')],
  });
  const allowed = await manager.post(path, { role: 'general_view_only', permissions: [...viewOnly.permissions, 'templates.create'] });
  expect(allowed.statusCode).toBe(200);
  // The admin group holds rights the manager lacks: the manager may still save it without them added.
  const adminGroup = groups.find((g) => g.role === 'general_admin')!;
  const kept = await manager.post(path, { role: 'general_admin', permissions: adminGroup.permissions.filter((p) => p !== 'templates.delete') });
  expect(kept.statusCode).toBe(200);
  expect((await owner.post(path, { role: 'general_admin', permissions: adminGroup.permissions })).statusCode).toBe(200);
  expect((await owner.post(path, { role: 'general_view_only', permissions: viewOnly.permissions })).statusCode).toBe(200);
});

test('a change takes effect on the next request of the role, without signing out', async () => {
  const before = await manager.get('/api/v1/employees');
  expect(before.statusCode).toBe(200);
  const current = ((await owner.get(path)).json().data as Group[]).find((g) => g.role === 'general_manager')!;
  const without = current.permissions.filter((p) => !p.startsWith('employees.'));
  const saved = await owner.post(path, { role: 'general_manager', permissions: without });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.permissions).not.toContain('employees.view');
  const after = await manager.get('/api/v1/employees');
  expect(after.statusCode).toBe(403);
  const user = await manager.get('/api/v1/auth/user');
  expect(user.statusCode).toBe(200);
  expect(user.json().data.permissions).not.toContain('employees.view');
  // And back again.
  await owner.post(path, { role: 'general_manager', permissions: current.permissions });
  expect((await manager.get('/api/v1/employees')).statusCode).toBe(200);
});

test("another company's groups are never touched", async () => {
  const response = await subOwner.post(path, { role: 'general_manager', permissions: [] });
  expect(response.statusCode).toBe(422);
  expect((await manager.get('/api/v1/employees')).statusCode).toBe(200);
});

test('values of the wrong type are a 422, never a 500', async () => {
  const response = await owner.post(path, { role: ['general_manager'], permissions: 'projects.view' });
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ role: [M.required], permissions: [M.required] });
  const items = await owner.post(path, { role: 'general_manager', permissions: [{}, null] });
  expect(items.statusCode).toBe(422);
  expect(items.json().errors).toEqual({ 'permissions[0]': [M.required], 'permissions[1]': [M.required] });
});

describe('migration 0003: stored groups that break a dependency rule are repaired', () => {
  const migration = readFileSync(resolve(__dirname, '../drizzle/0003_hardening.sql'), 'utf8');
  const repair = migration.split('--> statement-breakpoint').find((s) => s.includes('"needs"("key", "need")'))!;

  test('its pairs are the shared rules closed over chains', () => {
    const pairs = [...repair.matchAll(/\('([a-z_]+\.[a-z_]+)', '([a-z_]+\.[a-z_]+)'\)/g)].map((m) => `${m[1]} > ${m[2]}`).sort();
    const expected = Object.keys(PERMISSION_REQUIRES)
      .flatMap((key) => withRequiredPermissions([key]).filter((need) => need !== key).map((need) => `${key} > ${need}`))
      .sort();
    expect(pairs).toEqual(expected);
  });

  test('the old default collaborator (projects assign without edit and delete) gets what assign needs', async () => {
    const oldDefault = DEFAULT_ROLE_PERMISSIONS.general_collaborator.filter((k) => k !== 'projects.edit' && k !== 'projects.delete');
    await app.db.update(permissionGroups).set({ permissions: oldDefault }).where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_collaborator')));
    await app.db.execute(sql.raw(repair));
    const groups = (await owner.get(path)).json().data as Group[];
    const collaborator = groups.find((g) => g.role === 'general_collaborator')!;
    expect([...collaborator.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.general_collaborator].sort());
    for (const group of groups) expect({ role: group.role, violations: findPermissionViolations(group.permissions) }).toEqual({ role: group.role, violations: [] });
  });
});
