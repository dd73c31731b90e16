// Issue 15, tasks core: create, list, a user's tasks, the board, details, edit, bulk edit, revoke, the
// timeline, the document preview and a template's merge fields. The home company sends a document
// request to a vendor of its network. Reading needs task_and_documents.view, which the view-only user
// holds ('auth' rows with its 200); creating, the preview and the merge fields need
// task_and_documents.create, editing task_and_documents.edit, revoking edit or delete: the view-only
// user gets 403, another company 404 (it does not see the task or the project).
import { companyNetwork, projects, scopes, tasks, templates } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const create = { permission: 'task_and_documents.create', plan: 'general' } as const;
const edit = { permission: 'task_and_documents.edit' } as const;

export const tasksMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Task Vendor', type: 'sub_contractor' });
    await app.db.insert(companyNetwork).values({ companyId: home.company.id, partnerCompanyId: vendor.company.id });
    const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Matrix Task Tower', stage: 'Bidding' }).returning();
    const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId: project.id, vendorCompanyId: vendor.company.id, name: 'Matrix scope', status: 'sent' }).returning();
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rules of ' }, { type: 'mergeField', attrs: { name: 'project.name' } }] }] };
    const [template] = await app.db.insert(templates).values({ companyId: home.company.id, name: 'Matrix task rules', type: 'acknowledgement', body, html: '<p>Rules</p>' }).returning();
    const [task] = await app.db
      .insert(tasks)
      .values({
        companyId: home.company.id,
        projectId: project.id,
        scopeId: scope.id,
        vendorCompanyId: vendor.company.id,
        number: 'T-MC0001',
        name: 'Matrix core request',
        type: 'document-request',
        status: 'pending_submission',
        dueDate: '2030-01-31',
        internalAssigneeId: home.users.general_manager!.id,
        externalAssigneeId: vendor.users.sub_manager!.id,
        sentAt: new Date(),
      })
      .returning();
    return {
      tcTask: task.id,
      tcProject: project.id,
      tcScope: scope.id,
      tcTemplate: template.id,
      tcVendor: vendor.company.id,
      tcVendorUser: vendor.users.sub_manager!.id,
      tcManager: home.users.general_manager!.id,
    };
  },
  endpoints: [
    { method: 'GET', path: () => v1('task/list'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`users/tasks?user_id=${c.ids.tcManager}`), access: 'auth', signedIn: 200, route: 'GET /api/v1/users/tasks' },
    { method: 'GET', path: () => v1('task/board'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`tasks/${c.ids.tcTask}`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`tasks/${c.ids.tcTask}/events`), access: 'auth', signedIn: 200 },
    {
      method: 'POST',
      path: () => v1('tasks'),
      access: create,
      body: (c: { ids: Record<string, number> }) => ({
        items: [
          {
            project_id: c.ids.tcProject,
            scope_id: c.ids.tcScope,
            vendor_company_id: c.ids.tcVendor,
            type: 'acknowledgement',
            template_id: c.ids.tcTemplate,
            name: 'Matrix acknowledgement',
            internal_assignee_id: c.ids.tcManager,
            external_assignee_id: c.ids.tcVendorUser,
            due_date: '2030-01-31',
          },
        ],
      }),
    },
    { method: 'POST', path: () => v1('task/edit'), access: edit, body: (c: { ids: Record<string, number> }) => ({ task_id: c.ids.tcTask, priority: 'high' }) },
    { method: 'POST', path: () => v1('task/bulk-edit'), access: edit, body: (c: { ids: Record<string, number> }) => ({ task_ids: [c.ids.tcTask], priority: 'high' }) },
    { method: 'POST', path: (c) => v1(`task/revoke/${c.ids.tcTask}`), access: edit, body: {} },
    {
      method: 'POST',
      path: () => v1('tasks/preview'),
      access: create,
      body: (c: { ids: Record<string, number> }) => ({ template_id: c.ids.tcTemplate, project_id: c.ids.tcProject, vendor_company_id: c.ids.tcVendor }),
    },
    { method: 'GET', path: (c) => v1(`scope/shortcodes?template_id=${c.ids.tcTemplate}&project_id=${c.ids.tcProject}`), access: create, route: 'GET /api/v1/scope/shortcodes' },
  ],
};
