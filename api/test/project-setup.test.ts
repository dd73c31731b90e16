// Project setup (issue 9, wizard steps 2-5): team, creation form, custom field values of projects
// and scopes, workflows, additional documents; gates (permission, plan, tenant, a creator's draft)
// and the spec's messages for bad input.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES, PROJECT_DOCUMENT_EXTENSIONS, PROJECT_MESSAGES, PROJECT_SETUP_MESSAGES as T, VALIDATION_MESSAGES as M } from 'shared-contract';
import {
  approvalWorkflowApprovers,
  approvalWorkflowSteps,
  approvalWorkflows,
  notifications,
  permissionGroups,
  projectActivity,
  projectTeamMembers,
  projects,
  scopes,
} from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let dataDir: string;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let other: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let subPlan: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let viewer: TestClient;
let collaborator: TestClient;
let outsider: TestClient;
let subOwner: TestClient;
let projectId: number;
let otherProjectId: number;
let ip = 0;

const v1 = (p: string) => `/api/v1/${p}`;
const client = async (email: string) => {
  const c = new TestClient(app, `10.71.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const user = (role: string) => home.users[role as keyof typeof home.users]!.id;

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };
async function postForm(c: TestClient, url: string, parts: Part[]) {
  const boundary = '----project-setup-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('bytes' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json', 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! };
  headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return app.inject({ method: 'POST', url, headers, payload: Buffer.concat(chunks) });
}

const newProject = async (companyId: number, values: Partial<typeof projects.$inferInsert> = {}) =>
  (await app.db.insert(projects).values({ companyId, name: 'Setup project', stage: 'Bidding', ...values }).returning())[0].id;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-setup-'));
  app = await createTestApp({ config: { dataDir } });
  home = await createCompanyWithUsers(app, { name: 'Setup Home' });
  other = await createCompanyWithUsers(app, { name: 'Setup Other' });
  subPlan = await createCompanyWithUsers(app, { name: 'Setup Sub', type: 'sub_contractor', plan: 'sub' });
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
  collaborator = await client(home.email('general_collaborator'));
  outsider = await client(other.email('general_owner'));
  subOwner = await client(subPlan.email('sub_owner'));
  projectId = await newProject(home.company.id, { name: 'Harbor Tower', managerId: home.users.general_manager!.id, isDraft: true, wizardStep: 2, createdBy: home.users.general_owner!.id });
  otherProjectId = await newProject(other.company.id, { name: 'Other Tower' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('team', () => {
  test('adds employees from a JSON body, skips members already in, notifies the added and records the activity', async () => {
    const response = await owner.post(v1('team/add-user'), { project_id: projectId, users: [user('general_manager'), user('general_admin')] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: T.usersAdded(2) } });
    const again = await owner.post(v1('team/add-user'), { project_id: projectId, users: [user('general_admin')] });
    expect(again.json().data.message).toBe(T.usersAdded(0));
    const [note] = await app.db.select().from(notifications).where(eq(notifications.userId, user('general_admin')));
    expect(note).toMatchObject({ type: 'project.team_added', link: `/projects/${projectId}` });
    const rows = await app.db.select().from(projectActivity).where(and(eq(projectActivity.projectId, projectId), eq(projectActivity.action, 'team.users_added')));
    expect(rows).toHaveLength(1);
  });

  test('accepts form data (project_id, users[]) as multipart and urlencoded', async () => {
    const multipart = await postForm(owner, v1('team/add-user'), [
      { name: 'project_id', value: String(projectId) },
      { name: 'users[]', value: String(user('general_collaborator')) },
    ]);
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data.message).toBe(T.usersAdded(1));
    const urlencoded = await owner.request('POST', v1('team/remove-user'), {
      rawBody: `project_id=${projectId}&users[]=${user('general_collaborator')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(200);
    expect(urlencoded.json().data.message).toBe(T.usersRemoved(1));
  });

  test('lists the team paged with the manager flag, searched; the not-added list is the rest of the active employees', async () => {
    const team = await viewer.get(v1('team/show-users'), { query: { project_id: projectId } });
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({ total: 2, current_page: 1 });
    const manager = team.json().data.find((m: { id: number }) => m.id === user('general_manager'));
    expect(manager).toMatchObject({ is_manager: true, added_by: `owner Setup Home`, full_name: 'manager Setup Home' });
    const searched = await viewer.get(v1('team/show-users'), { query: { project_id: projectId, search: 'admin' } });
    expect(searched.json().data.map((m: { id: number }) => m.id)).toEqual([user('general_admin')]);
    const rest = await owner.get(v1('team/show-not-added-users'), { query: { project_id: projectId } });
    expect(rest.statusCode).toBe(200);
    const ids = rest.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([user('general_owner'), user('general_collaborator'), user('general_view_only')]));
    expect(ids).not.toContain(user('general_admin'));
    expect(ids).not.toContain(other.users.general_owner!.id);
  });

  test('refuses users who are not active employees of the company, and odd input, per field', async () => {
    const foreign = await owner.post(v1('team/add-user'), { project_id: projectId, users: [other.users.general_owner!.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ users: [T.notAnEmployee] });
    const empty = await owner.post(v1('team/add-user'), { project_id: projectId, users: [] });
    expect(empty.json().errors).toEqual({ users: [M.required] });
    const odd = await owner.post(v1('team/add-user'), { project_id: ['x'], users: [{ a: 1 }, 'abc', 99999999999] });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors).toMatchObject({ project_id: [M.required], 'users[0]': [M.number], 'users[1]': [M.number], 'users[2]': [M.numMax(2147483647)] });
    const missing = await owner.post(v1('team/add-user'), {});
    expect(missing.json().errors).toEqual({ project_id: [M.required], users: [M.required] });
  });

  test('gates: permission, plan, tenant', async () => {
    const body = { project_id: projectId, users: [user('general_owner')] };
    expect((await viewer.post(v1('team/add-user'), body)).json()).toMatchObject({ reason: 'permission', message: ERROR_MESSAGES.noPermissionAction });
    expect((await viewer.post(v1('team/remove-user'), body)).statusCode).toBe(403);
    expect((await viewer.get(v1('team/show-not-added-users'), { query: { project_id: projectId } })).statusCode).toBe(403);
    expect((await outsider.post(v1('team/add-user'), body)).statusCode).toBe(404);
    expect((await outsider.get(v1('team/show-users'), { query: { project_id: projectId } })).statusCode).toBe(404);
    expect((await owner.get(v1('team/show-users'), { query: { project_id: otherProjectId } })).statusCode).toBe(404);
    const plan = await subOwner.post(v1('team/add-user'), body);
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({ reason: 'plan', message: ERROR_MESSAGES.planRefused });
    expect((await owner.get(v1('team/show-users'), { query: { project_id: 'abc' } })).json().errors).toEqual({ project_id: [M.required] });
  });

  test('step 2 makes the team exactly users[] and moves the draft to step 3', async () => {
    const response = await owner.post(v1('project/step-2'), { users: [user('general_manager')] }, { query: { project_id: projectId } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: T.stepSaved, project: { id: projectId, is_draft: true, wizard_step: 3 } });
    const members = await app.db.select().from(projectTeamMembers).where(eq(projectTeamMembers.projectId, projectId));
    expect(members.map((m) => m.userId)).toEqual([user('general_manager')]);
    expect((await owner.post(v1('project/step-2'), { users: 'x' }, { query: { project_id: projectId } })).json().errors).toEqual({ 'users[0]': [M.number] });
  });
});

describe('a draft being created', () => {
  beforeAll(async () => {
    // From here on the collaborator may view and create projects, not edit them (nor scopes).
    await app.db
      .update(permissionGroups)
      .set({ permissions: ['projects.view', 'projects.create'] })
      .where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_collaborator')));
  });

  test('projects.create changes only the draft the caller is creating', async () => {
    const own = await newProject(home.company.id, { isDraft: true, createdBy: user('general_collaborator') });
    const finished = await newProject(home.company.id, { isDraft: false, createdBy: user('general_collaborator') });
    const ok = await collaborator.post(v1('project/step-2'), { users: [] }, { query: { project_id: own } });
    expect(ok.statusCode).toBe(200);
    expect((await collaborator.post(v1('project/step-2'), { users: [] }, { query: { project_id: projectId } })).statusCode).toBe(403);
    expect((await collaborator.post(v1('project/step-2'), { users: [] }, { query: { project_id: finished } })).statusCode).toBe(403);
  });
});

describe('creation form and step 3', () => {
  let textId: number;
  let selectId: number;
  let optionIds: number[];
  let sectionId: number;

  test('section/all gives the default sections the first time', async () => {
    const response = await viewer.get(v1('project/creation-form/section/all'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((s: { name: string }) => s.name)).toEqual(['General Information', 'Financial Details', 'Additional Information']);
    sectionId = response.json().data[0].id;
    expect((await outsider.get(v1('project/creation-form/section/all'))).json().data.every((s: { id: number }) => s.id !== sectionId)).toBe(true);
  });

  test('creates text and select fields, with the messages for bad input', async () => {
    const text = await owner.post(v1('project/creation-form/custom-field/create'), { section_id: sectionId, name: 'Permit number', type: 'text', required: true });
    expect(text.statusCode).toBe(200);
    expect(text.json()).toEqual({ data: expect.objectContaining({ name: 'Permit number', type: 'text', required: true, options: [] }), message: T.fieldCreated });
    textId = text.json().data.id;
    const select = await owner.post(v1('project/creation-form/custom-field/create'), { section_id: sectionId, name: 'Funding', type: 'select', options: [{ label: 'Private' }, { label: 'Bond' }] });
    expect(select.json().data.options.map((o: { label: string }) => o.label)).toEqual(['Private', 'Bond']);
    selectId = select.json().data.id;
    optionIds = select.json().data.options.map((o: { id: number }) => o.id);
    await owner.post(v1('project/creation-form/custom-field/create'), { section_id: sectionId, name: 'Budget', type: 'number' });
    await owner.post(v1('project/creation-form/custom-field/create'), { section_id: sectionId, name: 'Permit date', type: 'date' });

    const bad = async (body: unknown) => (await owner.post(v1('project/creation-form/custom-field/create'), body)).json().errors;
    expect(await bad({ section_id: sectionId, name: 'permit NUMBER', type: 'text' })).toEqual({ name: [M.unique('name')] });
    expect(await bad({ section_id: sectionId, name: 'X', type: 'select' })).toEqual({ options: [T.optionsRequired] });
    expect(await bad({ section_id: sectionId, name: 'X', type: 'select', options: [{ label: 'a' }, { label: 'A ' }] })).toEqual({ options: [T.duplicateOption] });
    expect(await bad({ section_id: sectionId, name: 'X'.repeat(256), type: 'color' })).toEqual({ name: [M.strMax(255)], type: ['The selected type is invalid.'] });
    expect(await bad({ section_id: 999999, name: ['a'], type: 'text' })).toEqual({ name: [M.required] });
    expect((await owner.post(v1('project/creation-form/custom-field/create'), { section_id: 999999, name: 'Y', type: 'text' })).statusCode).toBe(404);
    expect((await outsider.post(v1('project/creation-form/custom-field/create'), { section_id: sectionId, name: 'Y', type: 'text' })).statusCode).toBe(404);
    expect(await bad({})).toEqual({ section_id: [M.required], name: [M.required], type: [M.required] });
  });

  test('step-3/fields lists the form with the project values; step 3 checks values by type and required fields', async () => {
    const fields = await viewer.get(v1('project/step-3/fields'), { query: { project_id: projectId } });
    expect(fields.statusCode).toBe(200);
    const all = fields.json().data.flatMap((s: { fields: { id: number; name: string; value: unknown }[] }) => s.fields);
    expect(all.map((f: { name: string }) => f.name)).toEqual(['Permit number', 'Funding', 'Budget', 'Permit date']);
    expect(all.every((f: { value: unknown }) => f.value === null)).toBe(true);
    const byName = Object.fromEntries(all.map((f: { name: string; id: number }) => [f.name, f.id]));

    const save = (values: unknown) => owner.post(v1('project/step-3'), { fields: values }, { query: { project_id: projectId } });
    const bad = await save([
      { custom_field_id: byName.Budget, value: '12a' },
      { custom_field_id: byName['Permit date'], value: '2026-02-30' },
      { custom_field_id: selectId, value: 999 },
      { custom_field_id: 424242, value: 'x' },
      { custom_field_id: byName.Budget, value: ['x'] },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'fields[4].value': [M.required] });
    const typed = await save([
      { custom_field_id: byName.Budget, value: '12a' },
      { custom_field_id: byName['Permit date'], value: '2026-02-30' },
      { custom_field_id: selectId, value: 999 },
      { custom_field_id: 424242, value: 'x' },
    ]);
    expect(typed.json().errors).toEqual({
      'fields[0].value': [M.number],
      'fields[1].value': [M.date],
      'fields[2].value': ['The selected option is invalid.'],
      'fields[3].custom_field_id': ['The selected custom field is invalid.'],
      [`custom_fields.${textId}`]: [M.required],
    });
    expect((await save([{ custom_field_id: textId, value: 'x'.repeat(1001) }])).json().errors).toEqual({ 'fields[0].value': [M.strMax(1000)] });
    expect((await save([{ custom_field_id: textId, value: '  ' }])).json().errors).toEqual({ 'fields[0].value': [M.required] });

    const ok = await save([
      { custom_field_id: textId, value: ' P-100 ' },
      { custom_field_id: selectId, value: optionIds[1] },
      { custom_field_id: byName.Budget, value: 2500.5 },
      { custom_field_id: byName['Permit date'], value: '2026-03-01' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.project).toEqual({ id: projectId, is_draft: true, wizard_step: 4 });
    // A required field that has its value already may be left out.
    expect((await save([])).statusCode).toBe(200);
    const after = (await viewer.get(v1('project/step-3/fields'), { query: { project_id: projectId } })).json().data.flatMap((s: { fields: unknown[] }) => s.fields);
    expect(after.map((f: { value: { value: string; option_id: number | null } }) => [f.value.value, f.value.option_id])).toEqual([
      ['P-100', null],
      ['Bond', optionIds[1]],
      ['2500.5', null],
      ['2026-03-01', null],
    ]);
    // Another company's project and a view-only user.
    expect((await outsider.post(v1('project/step-3'), { fields: [] }, { query: { project_id: projectId } })).statusCode).toBe(404);
    expect((await viewer.post(v1('project/step-3'), { fields: [] }, { query: { project_id: projectId } })).statusCode).toBe(403);
  });

  test('is-using-option; an option in use cannot be deleted, nor the type changed once the field has values', async () => {
    const using = await viewer.get(v1('project/creation-form/custom-field/is-using-option'), { query: { option_id: optionIds[1] } });
    expect(using.json()).toEqual({ data: { is_using: true, count: 1 } });
    expect((await viewer.get(v1('project/creation-form/custom-field/is-using-option'), { query: { option_id: optionIds[0] } })).json().data).toEqual({ is_using: false, count: 0 });
    expect((await outsider.get(v1('project/creation-form/custom-field/is-using-option'), { query: { option_id: optionIds[0] } })).statusCode).toBe(404);

    const edit = (body: Record<string, unknown>) => owner.post(v1('project/creation-form/custom-field/edit'), { id: selectId, section_id: sectionId, name: 'Funding', type: 'select', ...body });
    const refused = await edit({ options: [{ id: optionIds[0], label: 'Private' }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ options: [T.optionInUse('Bond')] });
    expect((await edit({ type: 'text' })).json().errors).toEqual({ type: [T.typeLocked] });
    expect((await edit({ options: [{ id: 999999, label: 'Z' }] })).json().errors).toEqual({ 'options[0].id': ['The selected option is invalid.'] });
    const saved = await edit({ name: 'Funding source', options: [{ id: optionIds[1], label: 'Bond' }, { label: 'Grant' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.options.map((o: { label: string }) => o.label)).toEqual(['Bond', 'Grant']);
    expect((await outsider.post(v1('project/creation-form/custom-field/edit'), { id: selectId, section_id: sectionId, name: 'X', type: 'text' })).statusCode).toBe(404);
    expect((await viewer.post(v1('project/creation-form/custom-field/delete'), { id: selectId })).statusCode).toBe(403);
  });

  test('entity/custom-fields: one value at a time on a project or a scope', async () => {
    const [{ id: scopeId }] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, name: 'Concrete' }).returning();
    const [{ id: otherScopeId }] = await app.db.insert(scopes).values({ companyId: other.company.id, projectId: otherProjectId, name: 'Other' }).returning();
    const created = await owner.post(v1('entity/custom-fields'), { entity: 'scope', entity_id: scopeId, custom_field_id: selectId, value: String(optionIds[1]) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { id: expect.any(Number), entity: 'scope', entity_id: scopeId, custom_field_id: selectId, value: 'Bond', option_id: optionIds[1] }, message: T.valueSaved });
    const valueId = created.json().data.id;
    const [logged] = await app.db.select().from(projectActivity).where(and(eq(projectActivity.projectId, projectId), eq(projectActivity.action, 'scope.custom_field_updated')));
    expect(logged).toMatchObject({ subjectType: 'scope', subjectId: scopeId, details: { field: 'Funding source', value: 'Bond' } });
    expect((await owner.post(v1('entity/custom-fields'), { entity: 'scope', entity_id: scopeId, custom_field_id: selectId, value: String(optionIds[1]) })).json().errors).toEqual({ custom_field_id: [T.valueExists] });
    expect((await owner.post(v1('entity/custom-fields'), { entity: 'task', entity_id: 'x', custom_field_id: null, value: {} })).json().errors).toEqual({
      entity: ['The selected entity is invalid.'],
      entity_id: [M.required],
      custom_field_id: [M.required],
      value: [M.required],
    });
    expect((await owner.post(v1('entity/custom-fields'), { entity: 'scope', entity_id: otherScopeId, custom_field_id: selectId, value: '1' })).statusCode).toBe(404);
    expect((await owner.post(v1('entity/custom-fields'), { entity: 'project', entity_id: otherProjectId, custom_field_id: selectId, value: '1' })).statusCode).toBe(404);
    // projects.create alone changes neither scopes nor another's project.
    expect((await collaborator.put(v1(`entity/custom-fields/${valueId}`), { value: 'nope' })).statusCode).toBe(403);
    expect((await owner.put(v1(`entity/custom-fields/${valueId}`), { value: 'nope' })).json().errors).toEqual({ value: ['The selected option is invalid.'] });
    expect((await collaborator.post(v1('entity/custom-fields'), { entity: 'project', entity_id: projectId, custom_field_id: selectId, value: '1' })).statusCode).toBe(403);

    const updated = await owner.put(v1(`entity/custom-fields/${valueId}`), { value: optionIds[1] });
    expect(updated.json().data).toMatchObject({ value: 'Bond' });
    expect((await outsider.put(v1(`entity/custom-fields/${valueId}`), { value: '' })).statusCode).toBe(404);
    expect((await viewer.delete(v1(`entity/custom-fields/${valueId}`))).statusCode).toBe(403);
    expect((await owner.delete(v1(`entity/custom-fields/${valueId}`))).json()).toEqual({ data: { message: T.valueDeleted } });
    // A required field's value cannot be cleared.
    const required = await owner.post(v1('entity/custom-fields'), { entity: 'scope', entity_id: scopeId, custom_field_id: textId, value: 'T-1' });
    expect((await owner.delete(v1(`entity/custom-fields/${required.json().data.id}`))).json().errors).toEqual({ value: [M.required] });
    expect((await owner.put(v1(`entity/custom-fields/${required.json().data.id}`), { value: '' })).json().errors).toEqual({ value: [M.required] });
  });

  test('deletes a field with its values', async () => {
    expect((await owner.post(v1('project/creation-form/custom-field/delete'), { id: selectId })).json()).toEqual({ data: { message: T.fieldDeleted } });
    expect((await owner.post(v1('project/creation-form/custom-field/delete'), { id: selectId })).statusCode).toBe(404);
    expect((await viewer.get(v1('project/creation-form/custom-field/is-using-option'), { query: { option_id: optionIds[1] } })).statusCode).toBe(404);
  });
});

describe('workflows (step 4, set-workflow)', () => {
  let scopeWorkflow: number;
  let contractWorkflow: number;

  beforeAll(async () => {
    const [scope] = await app.db.insert(approvalWorkflows).values({ companyId: home.company.id, kind: 'scope', name: 'Scope review' }).returning();
    const [contract] = await app.db.insert(approvalWorkflows).values({ companyId: home.company.id, kind: 'contract', name: 'Contract review' }).returning();
    const [step] = await app.db.insert(approvalWorkflowSteps).values({ workflowId: scope.id, position: 1 }).returning();
    await app.db.insert(approvalWorkflowApprovers).values({ stepId: step.id, userId: user('general_admin') });
    scopeWorkflow = scope.id;
    contractWorkflow = contract.id;
  });

  test('step-4/fields lists the workflows of each kind and the project choice', async () => {
    const response = await viewer.get(v1('project/step-4/fields'), { query: { project_id: projectId } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      scope_workflows: [{ id: scopeWorkflow, name: 'Scope review' }],
      contract_workflows: [{ id: contractWorkflow, name: 'Contract review' }],
      scope: { type: 'scope', workflow: null, users: [] },
      contract: { type: 'contract', workflow: null, users: [] },
    });
  });

  test('users-for-workflow-field: the active employees, or a workflow approvers', async () => {
    const all = await owner.get(v1('project/users-for-workflow-field'), { query: { search: 'Setup Home' } });
    expect(all.json().data).toHaveLength(5);
    const approvers = await owner.get(v1('project/users-for-workflow-field'), { query: { workflow_id: scopeWorkflow } });
    expect(approvers.json().data.map((u: { id: number }) => u.id)).toEqual([user('general_admin')]);
    const foreign = await outsider.get(v1('project/users-for-workflow-field'), { query: { workflow_id: scopeWorkflow } });
    expect(foreign.json().errors).toEqual({ workflow_id: ['The selected workflow is invalid.'] });
  });

  test('step 4 saves both workflows with their default users and moves the draft to step 5', async () => {
    const save = (body: unknown) => owner.post(v1('project/step-4'), body, { query: { project_id: projectId } });
    expect((await save({ scope_workflow_id: contractWorkflow, contract_users: [other.users.general_owner!.id] })).json().errors).toEqual({ scope_workflow_id: ['The selected workflow is invalid.'] });
    expect((await save({ contract_users: [other.users.general_owner!.id] })).json().errors).toEqual({ contract_users: [T.notAnEmployee] });
    expect((await save({ scope_workflow_id: 'abc' })).json().errors).toEqual({ scope_workflow_id: [M.number] });
    const ok = await save({ scope_workflow_id: scopeWorkflow, contract_workflow_id: '', scope_users: [user('general_admin')] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.project).toEqual({ id: projectId, is_draft: true, wizard_step: 5 });
    const [row] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect([row.scopeWorkflowId, row.contractWorkflowId]).toEqual([scopeWorkflow, null]);
  });

  test('set-workflow (form data) sets one kind', async () => {
    const response = await postForm(owner, v1('project/set-workflow'), [
      { name: 'project_id', value: String(projectId) },
      { name: 'type', value: 'contract' },
      { name: 'workflow_id', value: String(contractWorkflow) },
      { name: 'users[]', value: String(user('general_manager')) },
      { name: 'users[]', value: String(user('general_owner')) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: T.workflowSaved } });
    const fields = (await viewer.get(v1('project/step-4/fields'), { query: { project_id: projectId } })).json().data;
    expect(fields.contract.workflow).toEqual({ id: contractWorkflow, name: 'Contract review' });
    expect(fields.contract.users.map((u: { id: number }) => u.id).sort()).toEqual([user('general_manager'), user('general_owner')].sort());
    expect(fields.scope.users.map((u: { id: number }) => u.id)).toEqual([user('general_admin')]);
    expect((await owner.post(v1('project/set-workflow'), { project_id: projectId, type: 'task' })).json().errors).toEqual({ type: ['The selected type is invalid.'] });
    expect((await outsider.post(v1('project/set-workflow'), { project_id: projectId, type: 'scope' })).statusCode).toBe(404);
    expect((await subOwner.post(v1('project/set-workflow'), { project_id: projectId, type: 'scope' })).json().reason).toBe('plan');
  });
});

describe('additional documents (step 5)', () => {
  let documentId: number;

  test('uploads files, finishes the wizard, lists and downloads them', async () => {
    const response = await postForm(owner, `${v1('project/step-5')}?project_id=${projectId}`, [
      { name: 'documents[]', filename: 'plan.pdf', bytes: Buffer.from('%PDF-1.4 plan') },
      { name: 'documents[]', filename: 'budget.xlsx', bytes: Buffer.from('xlsx') },
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.message).toBe(T.documentsUploaded(2));
    expect(data.project).toEqual({ id: projectId, is_draft: false, wizard_step: 5 });
    expect(data.documents.map((d: { name: string }) => d.name).sort()).toEqual(['budget.xlsx', 'plan.pdf']);
    const list = await viewer.get(v1('project/additional-documents'), { query: { project_id: projectId } });
    expect(list.json().data).toHaveLength(2);
    documentId = list.json().data.find((d: { name: string }) => d.name === 'plan.pdf').id;
    expect(list.json().data[0]).toMatchObject({ project_id: projectId, uploaded_by: { id: user('general_owner'), full_name: 'owner Setup Home' } });
    const file = await viewer.get(v1(`project/additional-documents/${documentId}/download`));
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 plan');
    expect(file.headers['content-disposition']).toContain('plan.pdf');
  });

  test('the spec messages for a file too large or of another extension', async () => {
    const big = await postForm(owner, `${v1('project/step-5')}?project_id=${projectId}`, [{ name: 'documents', filename: 'big.pdf', bytes: Buffer.alloc(10_000_001) }]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ documents: [M.uploadTooLarge] });
    const exe = await postForm(owner, `${v1('project/step-5')}?project_id=${projectId}`, [
      { name: 'documents', filename: 'ok.pdf', bytes: Buffer.from('x') },
      { name: 'documents', filename: 'run.exe', bytes: Buffer.from('x') },
    ]);
    expect(exe.json().errors).toEqual({ 'documents.1': [M.extensions(PROJECT_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(', '))] });
    expect((await viewer.get(v1('project/additional-documents'), { query: { project_id: projectId } })).json().data).toHaveLength(2);
  });

  test('gates and deletion', async () => {
    expect((await outsider.get(v1(`project/additional-documents/${documentId}/download`))).statusCode).toBe(404);
    expect((await outsider.get(v1('project/additional-documents'), { query: { project_id: projectId } })).statusCode).toBe(404);
    expect((await outsider.delete(v1(`project/additional-documents/${documentId}`))).statusCode).toBe(404);
    expect((await viewer.delete(v1(`project/additional-documents/${documentId}`))).statusCode).toBe(403);
    expect((await postForm(viewer, `${v1('project/step-5')}?project_id=${projectId}`, [])).statusCode).toBe(403);
    expect((await owner.delete(v1(`project/additional-documents/${documentId}`))).json()).toEqual({ data: { message: T.documentDeleted } });
    expect((await owner.get(v1(`project/additional-documents/${documentId}/download`))).statusCode).toBe(404);
    expect((await owner.get(v1('project/additional-documents/abc/download'))).statusCode).toBe(404);
  });
});

test('an archived project refuses setup changes with one 422 until restored; reading stays allowed', async () => {
  const archived = await newProject(home.company.id, { name: 'Archived setup', status: 'archived', archivedAt: new Date() });
  const [{ id: scopeId }] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId: archived, name: 'Archived scope' }).returning();
  const refused = (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PROJECT_MESSAGES.archivedReadOnly);
  };
  refused(await owner.post(v1('team/add-user'), { project_id: archived, users: [user('general_manager')] }));
  refused(await owner.post(v1('team/remove-user'), { project_id: archived, users: [user('general_manager')] }));
  refused(await owner.post(v1('project/step-2'), { users: [] }, { query: { project_id: archived } }));
  refused(await owner.post(v1('project/step-3'), { fields: [] }, { query: { project_id: archived } }));
  refused(await owner.post(v1('project/set-workflow'), { project_id: archived, type: 'scope', workflow_id: null }));
  refused(await postForm(owner, `${v1('project/step-5')}?project_id=${archived}`, [{ name: 'documents[]', filename: 'a.pdf', bytes: Buffer.from('A') }]));
  refused(await owner.post(v1('entity/custom-fields'), { entity: 'project', entity_id: archived, custom_field_id: 999999, value: 'x' }));
  refused(await owner.post(v1('entity/custom-fields'), { entity: 'scope', entity_id: scopeId, custom_field_id: 999999, value: 'x' }));
  expect((await owner.get(v1('team/show-users'), { query: { project_id: archived } })).statusCode).toBe(200);
  expect((await owner.get(v1('team/show-not-added-users'), { query: { project_id: archived } })).statusCode).toBe(200);
  expect((await owner.get(v1('project/step-4/fields'), { query: { project_id: archived } })).statusCode).toBe(200);
  await app.db.update(projects).set({ status: 'active', archivedAt: null }).where(eq(projects.id, archived));
  expect((await owner.post(v1('team/add-user'), { project_id: archived, users: [user('general_manager')] })).json()).toEqual({ data: { message: T.usersAdded(1) } });
});
