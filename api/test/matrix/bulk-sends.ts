// Issue 15, bulk send: task_and_documents.create on the general plan with the bulk_send feature.
// Rows that name the home company's template or bulk send answer another company 404; the targets
// list and the sheet upload name nothing of the home company, so they are 'auth' rows with the view-only
// user's 403 (another company's empty list and its 404s are in bulk-sends.test.ts).
import { bulkSendRows, bulkSends, companyNetwork, projects, templates } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixContext, MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const create = { permission: 'task_and_documents.create', plan: 'general' } as const;

export const bulkSendsMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Bulk Vendor', type: 'sub_contractor' });
    await app.db.insert(companyNetwork).values({ companyId, partnerCompanyId: vendor.company.id });
    const [project] = await app.db.insert(projects).values({ companyId, name: 'Matrix bulk project', stage: 'Bidding' }).returning();
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matrix bulk contract' }] }] };
    const [template] = await app.db.insert(templates).values({ companyId, name: 'Matrix bulk contract', type: 'contract', body, html: '<p>Matrix bulk contract</p>' }).returning();
    const [bulk] = await app.db.insert(bulkSends).values({ companyId, userId: home.users.general_owner!.id, templateId: template.id, settings: { target: 'vendor', due_date: '2030-01-01', internal_assignee_id: home.users.general_owner!.id }, total: 1 }).returning();
    const [row] = await app.db.insert(bulkSendRows).values({ bulkSendId: bulk.id, rowIndex: 0, projectId: project.id, vendorCompanyId: vendor.company.id }).returning();
    return { bsTemplate: template.id, bsProject: project.id, bsVendor: vendor.company.id, bsBulk: bulk.id, bsRow: row.id };
  },
  endpoints: [
    {
      method: 'POST',
      path: () => v1('task/bulk-send/validate'),
      access: create,
      body: (c: MatrixContext) => ({ template_id: c.ids.bsTemplate, target: 'vendor', project_id: c.ids.bsProject, due_date: '2030-01-01', internal_assignee_id: 1, rows: [{ vendor_company_id: c.ids.bsVendor }] }),
    },
    { method: 'GET', path: () => v1('task/bulk-send/targets?kind=vendor'), access: 'auth', signedIn: 403 },
    { method: 'GET', path: (c) => v1(`task/bulk-send/merge-fields?template_id=${c.ids.bsTemplate}`), access: create },
    { method: 'GET', path: (c) => v1(`task/bulk-send/sheet?template_id=${c.ids.bsTemplate}&target=vendor`), access: create },
    { method: 'POST', path: () => v1('task/bulk-send/sheet'), access: 'auth', signedIn: 403, upload: true },
    { method: 'GET', path: (c) => v1(`task/bulk-send/${c.ids.bsBulk}`), access: create },
    { method: 'GET', path: (c) => v1(`task/bulk-send/${c.ids.bsBulk}/rows`), access: create },
    { method: 'GET', path: (c) => v1(`task/bulk-send/${c.ids.bsBulk}/rows/${c.ids.bsRow}/preview`), access: create },
    { method: 'POST', path: (c) => v1(`task/bulk-send/${c.ids.bsBulk}/send`), access: create },
    { method: 'POST', path: (c) => v1(`task/bulk-send/${c.ids.bsBulk}/retry`), access: create },
  ],
};
