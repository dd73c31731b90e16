// Quick Access (company/documents add-to-quick-access, remove-from-quick-access, GET quick-access),
// document bundles (POST documents/init-job: a ZIP built by a download job), the global search's
// Tasks (per_page 3, load more) and Documents groups, and users/projects: only documents and tasks
// the caller's company sees, with the permission of each kind; another company's are 404.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_BUNDLE_MAX, GLOBAL_SEARCH_TASKS_PER_PAGE, QUICK_ACCESS_MESSAGES as Q, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companyNetwork, permissionGroups, projectAdditionalDocuments, projectTeamMembers, projects, scopeAttachments, scopes, taskEvents, taskFiles, tasks } from '../src/db/schema';
import { readZip } from '../src/lib/zip';
import { TestClient } from './helpers/client';
import { recordUserEvents } from './helpers/downloads';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let vendor: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let outside: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let ip = 0;
const ids: Record<string, number> = {};
const BYTES = {
  survey: Buffer.from('%PDF-1.4 survey of the site'),
  wiring: Buffer.from('wiring diagram '.repeat(200)),
  insurance: Buffer.from('certificate of insurance'),
  draftFile: Buffer.from('draft attachment'),
  theirs: Buffer.from('outside document'),
};

const client = async (email: string) => {
  const c = new TestClient(app, `10.48.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const V1 = '/api/v1';
const ADD = `${V1}/company/documents/add-to-quick-access`;
const REMOVE = `${V1}/company/documents/remove-from-quick-access`;
const BUNDLE = `${V1}/documents/init-job`;
const SEARCH = `${V1}/search-results`;
const setPermissions = (companyId: number, role: string, permissions: string[]) =>
  app.db.update(permissionGroups).set({ permissions }).where(and(eq(permissionGroups.companyId, companyId), eq(permissionGroups.role, role)));
const ref = (document_kind: string, document_id: number) => ({ document_kind, document_id });

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'QA Home' });
  vendor = await createCompanyWithUsers(app, { name: 'QA Vendor', type: 'sub_contractor' });
  outside = await createCompanyWithUsers(app, { name: 'QA Outside' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: vendor.company.id },
    { companyId: vendor.company.id, partnerCompanyId: home.company.id },
  ]);
  const companyId = home.company.id;
  const [project] = await app.db.insert(projects).values({ companyId, name: 'QA Tower', stage: 'Bidding' }).returning();
  const [scope] = await app.db.insert(scopes).values({ companyId, projectId: project.id, vendorCompanyId: vendor.company.id, name: 'Electrical' }).returning();
  await app.storage.put('project-setup/qa/survey.pdf', BYTES.survey);
  await app.storage.put('scopes/qa/wiring.pdf', BYTES.wiring);
  await app.storage.put('tasks/qa/insurance.pdf', BYTES.insurance);
  await app.storage.put('tasks/qa/draft.pdf', BYTES.draftFile);
  await app.storage.put('project-setup/qa/theirs.pdf', BYTES.theirs);
  const [doc] = await app.db.insert(projectAdditionalDocuments).values({ projectId: project.id, companyId, name: 'survey.pdf', path: 'qa/survey.pdf', size: BYTES.survey.length, mimeType: 'application/pdf' }).returning();
  const [attachment] = await app.db.insert(scopeAttachments).values({ scopeId: scope.id, name: 'wiring.pdf', path: 'qa/wiring.pdf', size: BYTES.wiring.length }).returning();
  const [sent, draft] = await app.db
    .insert(tasks)
    .values([
      {
        companyId,
        projectId: project.id,
        scopeId: scope.id,
        vendorCompanyId: vendor.company.id,
        number: 'T-000001',
        name: 'Gridwork insurance',
        type: 'certificate-of-insurance',
        status: 'pending_submission',
        dueDate: '2020-01-01',
        createdBy: home.users.general_manager!.id,
        internalAssigneeId: home.users.general_manager!.id,
        externalAssigneeId: vendor.users.sub_manager!.id,
      },
      { companyId, projectId: project.id, vendorCompanyId: vendor.company.id, number: 'T-000002', name: 'Gridwork draft contract', type: 'contract', status: 'draft', createdBy: home.users.general_manager!.id },
    ])
    .returning();
  const [file, draftFile] = await app.db
    .insert(taskFiles)
    .values([
      { taskId: sent.id, kind: 'attachment', name: 'insurance.pdf', path: 'qa/insurance.pdf', size: BYTES.insurance.length },
      { taskId: draft.id, kind: 'attachment', name: 'draft.pdf', path: 'qa/draft.pdf', size: BYTES.draftFile.length },
    ])
    .returning();
  const [theirProject] = await app.db.insert(projects).values({ companyId: outside.company.id, name: 'QA Theirs', stage: 'Bidding' }).returning();
  const [theirDoc] = await app.db.insert(projectAdditionalDocuments).values({ projectId: theirProject.id, companyId: outside.company.id, name: 'theirs.pdf', path: 'qa/theirs.pdf', size: BYTES.theirs.length }).returning();
  Object.assign(ids, { project: project.id, scope: scope.id, doc: doc.id, attachment: attachment.id, sent: sent.id, draft: draft.id, file: file.id, draftFile: draftFile.id, theirDoc: theirDoc.id, theirProject: theirProject.id });
});
afterAll(async () => {
  await app.close();
});

describe('Quick Access', () => {
  test('adds a document the caller sees, lists it with its links, and removes it', async () => {
    const owner = await client(home.email('general_owner'));
    const added = await owner.post(ADD, ref('project_document', ids.doc));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ data: { message: Q.added } });
    expect((await owner.post(ADD, ref('project_document', ids.doc))).json().data.message).toBe(Q.alreadyAdded);
    expect((await owner.post(ADD, ref('task_file', ids.file))).statusCode).toBe(200);

    const list = await owner.get(`${V1}/quick-access`);
    expect(list.statusCode).toBe(200);
    const { documents } = list.json().data;
    expect(documents.map((d: { name: string }) => d.name)).toEqual(['insurance.pdf', 'survey.pdf']);
    expect(documents[0]).toMatchObject({
      kind: 'task_file',
      id: ids.file,
      project_id: ids.project,
      project_name: 'QA Tower',
      scope_name: 'Electrical',
      task_id: ids.sent,
      task_number: 'T-000001',
      task_name: 'Gridwork insurance',
      task_path: `/tasks/${ids.sent}/request`,
      download_url: `/api/v1/tasks/${ids.sent}/files/${ids.file}`,
      in_quick_access: true,
    });
    expect(documents[1]).toMatchObject({ kind: 'project_document', size: BYTES.survey.length, mime_type: 'application/pdf', download_url: `/api/v1/project/additional-documents/${ids.doc}/download` });
    // The link downloads the file through the document's own route.
    const download = await owner.get(documents[1].download_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(BYTES.survey)).toBe(true);

    // Each user has their own Quick Access.
    const manager = await client(home.email('general_manager'));
    expect((await manager.get(`${V1}/quick-access`)).json().data.documents).toEqual([]);

    const removed = await owner.post(REMOVE, ref('task_file', ids.file));
    expect(removed.json()).toEqual({ data: { message: Q.removed } });
    expect((await owner.post(REMOVE, ref('task_file', ids.file))).statusCode).toBe(404);
    expect((await owner.get(`${V1}/quick-access`)).json().data.documents.map((d: { id: number }) => d.id)).toEqual([ids.doc]);
  });

  test("tenant isolation: another company's documents, the owner's internal documents and unsent drafts are 404", async () => {
    const stranger = await client(outside.email('general_owner'));
    for (const body of [ref('project_document', ids.doc), ref('scope_attachment', ids.attachment), ref('task_file', ids.file)]) {
      expect((await stranger.post(ADD, body)).statusCode).toBe(404);
    }
    const vendorOwner = await client(vendor.email('sub_owner'));
    // The vendor sees the scope's attachment and the sent task's file, not the project's own documents nor the draft's file.
    expect((await vendorOwner.post(ADD, ref('scope_attachment', ids.attachment))).statusCode).toBe(200);
    expect((await vendorOwner.post(ADD, ref('task_file', ids.file))).statusCode).toBe(200);
    expect((await vendorOwner.post(ADD, ref('project_document', ids.doc))).statusCode).toBe(404);
    expect((await vendorOwner.post(ADD, ref('task_file', ids.draftFile))).statusCode).toBe(404);
    const names = (await vendorOwner.get(`${V1}/quick-access`)).json().data.documents.map((d: { name: string }) => d.name);
    expect(names.sort()).toEqual(['insurance.pdf', 'wiring.pdf']);
    // A pin of a document that stops being visible is no longer listed (the task became a draft again in the database).
    await app.db.update(tasks).set({ status: 'draft' }).where(eq(tasks.id, ids.sent));
    try {
      expect((await vendorOwner.get(`${V1}/quick-access`)).json().data.documents.map((d: { name: string }) => d.name)).toEqual(['wiring.pdf']);
    } finally {
      await app.db.update(tasks).set({ status: 'pending_submission' }).where(eq(tasks.id, ids.sent));
    }
  });

  test('each kind needs its permission: task files task_and_documents.view, project files projects.view', async () => {
    await setPermissions(home.company.id, 'general_collaborator', ['projects.view']);
    const collaborator = await client(home.email('general_collaborator'));
    expect((await collaborator.post(ADD, ref('task_file', ids.file))).statusCode).toBe(404);
    expect((await collaborator.post(ADD, ref('scope_attachment', ids.attachment))).statusCode).toBe(200);
    await setPermissions(home.company.id, 'general_collaborator', ['task_and_documents.view']);
    expect((await collaborator.post(ADD, ref('scope_attachment', ids.attachment))).statusCode).toBe(404);
    expect((await collaborator.post(ADD, ref('task_file', ids.file))).statusCode).toBe(200);
    // The scope attachment pinned earlier is hidden while the role may not see project files.
    expect((await collaborator.get(`${V1}/quick-access`)).json().data.documents.map((d: { kind: string }) => d.kind)).toEqual(['task_file']);
  });

  test('422 with per-field messages for odd bodies; 401 for a guest', async () => {
    const owner = await client(home.email('general_owner'));
    const bad = await owner.post(ADD, { document_kind: 'spreadsheet', document_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ document_kind: ['The selected document kind is invalid.'], document_id: [M.required] });
    const empty = await owner.post(REMOVE, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ document_kind: [M.required], document_id: [M.required] });
    // An id no row can have is a 404, never a database error.
    expect((await owner.post(ADD, ref('task_file', 2 ** 31 - 1))).statusCode).toBe(404);
    const guest = new TestClient(app, '10.48.1.1');
    await guest.csrf();
    expect((await guest.get(`${V1}/quick-access`)).statusCode).toBe(401);
    expect((await guest.post(ADD, ref('task_file', ids.file))).statusCode).toBe(401);
  });

  test('recent tasks: the ones the user works on, with the per-viewer label, overdue and who it waits on', async () => {
    const manager = await client(home.email('general_manager'));
    const mine = (await manager.get(`${V1}/quick-access`)).json().data.recent_tasks;
    expect(mine.map((t: { name: string }) => t.name).sort()).toEqual(['Gridwork draft contract', 'Gridwork insurance']);
    expect(mine.find((t: { id: number }) => t.id === ids.sent)).toEqual({
      id: ids.sent,
      task_id: 'T-000001',
      name: 'Gridwork insurance',
      type: 'certificate-of-insurance',
      status: 'pending_submission',
      status_label: 'Pending Submission',
      due_date: '2020-01-01',
      is_overdue: true,
      project_name: 'QA Tower',
      waiting_on_me: false,
      path: `/tasks/${ids.sent}/request`,
    });
    const vendorManager = await client(vendor.email('sub_manager'));
    const theirs = (await vendorManager.get(`${V1}/quick-access`)).json().data.recent_tasks;
    expect(theirs.map((t: { id: number; waiting_on_me: boolean }) => [t.id, t.waiting_on_me])).toEqual([[ids.sent, true]]);
    // A task the user acted on (an event by them) counts too; a stranger sees none.
    await app.db.insert(taskEvents).values({ taskId: ids.sent, userId: home.users.general_owner!.id, action: 'viewed' });
    const owner = await client(home.email('general_owner'));
    expect((await owner.get(`${V1}/quick-access`)).json().data.recent_tasks.map((t: { id: number }) => t.id)).toEqual([ids.sent]);
    expect((await (await client(outside.email('general_owner'))).get(`${V1}/quick-access`)).json().data.recent_tasks).toEqual([]);
  });
});

describe('documents/init-job', () => {
  test('bundles the chosen documents into one ZIP through a download job', async () => {
    const owner = await client(home.email('general_owner'));
    const recorder = recordUserEvents(app);
    let run: LightMyRequestResponse | undefined;
    try {
      const started = await owner.post(BUNDLE, {
        documents: [
          { kind: 'project_document', id: ids.doc },
          { kind: 'scope_attachment', id: ids.attachment },
          { kind: 'task_file', id: ids.file },
        ],
      });
      expect(started.statusCode).toBe(202);
      const jobId = started.json().data.id;
      await app.jobs.runDue();
      const created = recorder.events.find((e) => e.event === 'download-created' && (e.payload as { job_id: number }).job_id === jobId);
      expect(created).toBeDefined();
      expect(created!.userId).toBe(home.users.general_owner!.id);
      const event = created!.payload as { id: number; name: string; token: string };
      expect(event.name).toBe(Q.bundleName);
      run = await owner.get(`/api/v2/downloads/${event.id}/download`, { query: { token: event.token } });
    } finally {
      recorder.restore();
    }
    expect(run?.statusCode).toBe(200);
    const entries = readZip(run!.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['survey.pdf', 'wiring.pdf', 'insurance.pdf']);
    expect(entries[0].bytes.equals(BYTES.survey)).toBe(true);
    expect(entries[1].bytes.equals(BYTES.wiring)).toBe(true);
    expect(entries[2].bytes.equals(BYTES.insurance)).toBe(true);
  });

  test('two documents with the same name both go in, the second renamed', async () => {
    const [copy] = await app.db.insert(projectAdditionalDocuments).values({ projectId: ids.project, companyId: home.company.id, name: 'wiring.pdf', path: 'qa/survey.pdf', size: BYTES.survey.length }).returning();
    const owner = await client(home.email('general_owner'));
    const recorder = recordUserEvents(app);
    try {
      const started = await owner.post(BUNDLE, { documents: [{ kind: 'scope_attachment', id: ids.attachment }, { kind: 'project_document', id: copy.id }] });
      expect(started.statusCode).toBe(202);
      await app.jobs.runDue();
      const event = recorder.events.find((e) => e.event === 'download-created' && (e.payload as { job_id: number }).job_id === started.json().data.id)!.payload as { id: number; token: string };
      const file = await owner.get(`/api/v2/downloads/${event.id}/download`, { query: { token: event.token } });
      expect(readZip(file.rawPayload).map((e) => e.name)).toEqual(['wiring.pdf', 'wiring (2).pdf']);
    } finally {
      recorder.restore();
      await app.db.delete(projectAdditionalDocuments).where(eq(projectAdditionalDocuments.id, copy.id));
    }
  });

  test("another company's document or one the caller may not see is a 404 and starts no job; odd lists are 422", async () => {
    const vendorOwner = await client(vendor.email('sub_owner'));
    const refused = await vendorOwner.post(BUNDLE, { documents: [{ kind: 'scope_attachment', id: ids.attachment }, { kind: 'project_document', id: ids.doc }] });
    expect(refused.statusCode).toBe(404);
    const stranger = await client(outside.email('general_owner'));
    expect((await stranger.post(BUNDLE, { documents: [{ kind: 'task_file', id: ids.file }] })).statusCode).toBe(404);
    const own = await stranger.post(BUNDLE, { documents: [{ kind: 'project_document', id: ids.theirDoc }] });
    expect(own.statusCode).toBe(202);

    const owner = await client(home.email('general_owner'));
    const empty = await owner.post(BUNDLE, { documents: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.documents).toEqual([M.required]);
    const twice = await owner.post(BUNDLE, { documents: [{ kind: 'task_file', id: ids.file }, { kind: 'task_file', id: ids.file }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.documents).toEqual([Q.duplicate]);
    const tooMany = await owner.post(BUNDLE, { documents: Array.from({ length: DOCUMENT_BUNDLE_MAX + 1 }, (_, i) => ({ kind: 'task_file', id: i + 1 })) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.documents).toEqual([M.numMax(DOCUMENT_BUNDLE_MAX)]);
    const odd = await owner.post(BUNDLE, { documents: [{ kind: 'photo', id: -1 }] });
    expect(odd.statusCode).toBe(422);
    expect(Object.keys(odd.json().errors).sort()).toEqual(['documents[0].id', 'documents[0].kind']);
    expect((await owner.post(BUNDLE, { documents: 'all' })).statusCode).toBe(422);
  });
});

describe('global search: Tasks and Documents groups', () => {
  beforeAll(async () => {
    await app.db.insert(tasks).values(
      Array.from({ length: 6 }, (_, i) => ({
        companyId: home.company.id,
        projectId: ids.project,
        vendorCompanyId: vendor.company.id,
        number: `T-00010${i}`,
        name: `Gridwork request ${i}`,
        type: 'document-request',
        status: 'pending_submission',
        dueDate: `2031-01-0${i + 1}`,
      })),
    );
  });

  test('the Tasks group shows 3 rows; type=tasks pages 3 at a time for load more', async () => {
    const owner = await client(home.email('general_owner'));
    const { data } = (await owner.get(SEARCH, { query: { search: 'gridwork' } })).json();
    // 6 requests, the sent insurance task and the owner's own draft.
    expect(data.tasks).toMatchObject({ total: 8, per_page: GLOBAL_SEARCH_TASKS_PER_PAGE, current_page: 1 });
    expect(data.tasks.data).toHaveLength(3);
    expect(data.tasks.data[0]).toEqual({
      id: ids.sent,
      name: 'Gridwork insurance',
      task_id: 'T-000001',
      project_id: ids.project,
      due_date: '2020-01-01',
      status: 'pending_submission',
      priority: 'normal',
      external_company_id: vendor.company.id,
      external_company_name: 'QA Vendor',
      type: 'certificate-of-insurance',
    });
    const seen = new Set(data.tasks.data.map((t: { id: number }) => t.id));
    for (const page of [2, 3]) {
      const more = (await owner.get(SEARCH, { query: { search: 'gridwork', type: 'tasks', page, per_page: GLOBAL_SEARCH_TASKS_PER_PAGE } })).json().data;
      expect(Object.keys(more)).toEqual(['tasks']);
      for (const row of more.tasks.data) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
    }
    expect(seen.size).toBe(8);
    // The vendor sees the tasks sent to it (not the draft), with the sender as the other company; a stranger none.
    const vendorTasks = (await (await client(vendor.email('sub_owner'))).get(SEARCH, { query: { search: 'gridwork', type: 'tasks', per_page: 20 } })).json().data.tasks;
    expect(vendorTasks.total).toBe(7);
    expect(vendorTasks.data[0]).toMatchObject({ external_company_id: home.company.id, external_company_name: 'QA Home' });
    expect((await (await client(outside.email('general_owner'))).get(SEARCH, { query: { search: 'gridwork', type: 'tasks' } })).json().data.tasks.total).toBe(0);
    // The task number is searched too.
    expect((await owner.get(SEARCH, { query: { search: 'T-000001', type: 'tasks' } })).json().data.tasks.total).toBe(1);
  });

  test('the Documents group: task files, scope attachments and project documents the caller may see', async () => {
    const owner = await client(home.email('general_owner'));
    const found = (await owner.get(SEARCH, { query: { search: '.pdf', type: 'documents', per_page: 50 } })).json().data.documents;
    expect(found.data.map((d: { name: string }) => d.name).sort()).toEqual(['draft.pdf', 'insurance.pdf', 'survey.pdf', 'wiring.pdf']);
    expect(found.data.find((d: { name: string }) => d.name === 'survey.pdf').in_quick_access).toBe(true);
    const vendorDocs = (await (await client(vendor.email('sub_owner'))).get(SEARCH, { query: { search: '.pdf', type: 'documents' } })).json().data.documents;
    expect(vendorDocs.data.map((d: { name: string }) => d.name).sort()).toEqual(['insurance.pdf', 'wiring.pdf']);
    const strangerDocs = (await (await client(outside.email('general_owner'))).get(SEARCH, { query: { search: '.pdf', type: 'documents' } })).json().data.documents;
    expect(strangerDocs.data.map((d: { name: string }) => d.name)).toEqual(['theirs.pdf']);
  });
});

describe('users/projects', () => {
  test("a user's projects as the caller's company sees them: team, manager and task projects, with open and overdue counts", async () => {
    await app.db.insert(projectTeamMembers).values({ projectId: ids.project, userId: home.users.general_collaborator!.id });
    const owner = await client(home.email('general_owner'));
    const teamMember = await owner.get(`${V1}/users/projects`, { query: { user_id: home.users.general_collaborator!.id } });
    expect(teamMember.statusCode).toBe(200);
    expect(teamMember.json()).toMatchObject({ total: 1, data: [{ id: ids.project, name: 'QA Tower', company_name: 'QA Home', stage: 'Bidding', open_tasks_count: 0, overdue_tasks_count: 0 }] });
    const vendorManager = await owner.get(`${V1}/users/projects`, { query: { user_id: vendor.users.sub_manager!.id } });
    expect(vendorManager.json().data).toEqual([{ id: ids.project, name: 'QA Tower', company_name: 'QA Home', stage: 'Bidding', open_tasks_count: 1, overdue_tasks_count: 1 }]);
    // A user outside the company's network is a 404; a missing user_id a 422.
    expect((await owner.get(`${V1}/users/projects`, { query: { user_id: outside.users.general_owner!.id } })).statusCode).toBe(404);
    const missing = await owner.get(`${V1}/users/projects`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.user_id).toEqual([M.required]);
    // Another company asking about the same vendor user sees none of home's projects.
    const linked = await app.db.select().from(companyNetwork).where(and(eq(companyNetwork.companyId, outside.company.id), eq(companyNetwork.partnerCompanyId, vendor.company.id)));
    if (!linked.length) await app.db.insert(companyNetwork).values({ companyId: outside.company.id, partnerCompanyId: vendor.company.id });
    const stranger = await client(outside.email('general_owner'));
    expect((await stranger.get(`${V1}/users/projects`, { query: { user_id: vendor.users.sub_manager!.id } })).json()).toMatchObject({ total: 0, data: [] });
  });
});

describe("a network company's Projects and Documents tabs", () => {
  test('the projects and documents between the two companies only; strangers 404', async () => {
    const owner = await client(home.email('general_owner'));
    const between = await app.db.select().from(tasks).where(and(eq(tasks.projectId, ids.project), eq(tasks.vendorCompanyId, vendor.company.id)));
    const open = between.filter((x) => !['completed', 'fully_executed', 'revoked'].includes(x.status));
    const sentOpen = open.filter((x) => x.status !== 'draft');
    expect(open.length - sentOpen.length).toBe(1);
    const projectsTab = await owner.get(`${V1}/company/network/companies/${vendor.company.id}/projects`);
    expect(projectsTab.statusCode).toBe(200);
    // The owner's own draft is open work on its side.
    expect(projectsTab.json()).toMatchObject({ total: 1, data: [{ id: ids.project, name: 'QA Tower', company_name: 'QA Home', stage: 'Bidding', open_tasks_count: open.length, overdue_tasks_count: 1 }] });
    // The vendor sees the same project from its side (the draft, not sent yet, is not counted).
    const vendorOwner = await client(vendor.email('sub_owner'));
    const theirSide = (await vendorOwner.get(`${V1}/company/network/companies/${home.company.id}/projects`)).json();
    expect(theirSide.data).toEqual([{ id: ids.project, name: 'QA Tower', company_name: 'QA Home', stage: 'Bidding', open_tasks_count: sentOpen.length, overdue_tasks_count: 1 }]);

    const docs = (await owner.get(`${V1}/company/network/companies/${vendor.company.id}/documents`, { query: { sort_field: 'name' } })).json();
    // Task files and scope attachments between the two; the project's own documents are not shared.
    expect(docs.data.map((d: { name: string }) => d.name)).toEqual(['draft.pdf', 'insurance.pdf', 'wiring.pdf']);
    const vendorDocs = (await vendorOwner.get(`${V1}/company/network/companies/${home.company.id}/documents`)).json();
    expect(vendorDocs.data.map((d: { name: string }) => d.name).sort()).toEqual(['insurance.pdf', 'wiring.pdf']);

    // Not in the network: 404; in the network with nothing shared: empty.
    expect((await owner.get(`${V1}/company/network/companies/${outside.company.id}/projects`)).statusCode).toBe(404);
    expect((await owner.get(`${V1}/company/network/companies/${outside.company.id}/documents`)).statusCode).toBe(404);
    const stranger = await client(outside.email('general_owner'));
    const linked = await app.db.select().from(companyNetwork).where(and(eq(companyNetwork.companyId, outside.company.id), eq(companyNetwork.partnerCompanyId, vendor.company.id)));
    if (!linked.length) await app.db.insert(companyNetwork).values({ companyId: outside.company.id, partnerCompanyId: vendor.company.id });
    const strangerDocs = await stranger.get(`${V1}/company/network/companies/${vendor.company.id}/documents`);
    expect(strangerDocs.statusCode).toBe(200);
    expect(strangerDocs.json().total).toBe(0);
    const bad = await owner.get(`${V1}/company/network/companies/${vendor.company.id}/projects`, { query: { sort_field: 'owner' } });
    expect(bad.statusCode).toBe(422);
  });
});
