// Issue 3: merge fields, email templates, approval workflows, company types, document naming.
// Lists and creates work on the caller's own company, so a user of another company rightly gets
// 200/422 there: those rows are 'auth' with the status the home view-only user gets (403: it has
// neither templates.edit, projects.delete nor account_configuration.edit). Rows naming a home row
// are permission rows (404 or 403 for the other company, 403 for the view-only user). Gates:
// templates (merge fields, e-mail templates), project (approval workflows, document naming),
// company types (account_configuration.edit), as SETTINGS_GATES says.
import { companyTypes, emailTemplates, mergeFields } from '../../src/db/schema';
import { insertWorkflow, replaceSteps } from '../../src/modules/approval-workflows/repository';
import type { Endpoint, MatrixModule } from './types';

const v1 = (path: string) => `/api/v1/${path}`;
const workflowBody = (ids: number[]) => ({ name: 'Matrix workflow', steps: [{ approver_ids: ids }] });

const workflowRows = (kind: 'contract' | 'scope'): Endpoint[] => [
  { method: 'GET', path: () => v1(`settings/${kind}/approval-workflow`), access: 'auth', signedIn: 403 },
  { method: 'POST', path: () => v1(`settings/${kind}/approval-workflow`), access: 'auth', body: { name: 'Matrix new', steps: [] }, signedIn: 403 },
  { method: 'GET', path: (c) => v1(`settings/${kind}/approval-workflow/${c.ids[`${kind}Workflow`]}`), access: { permission: 'projects.delete' } },
  { method: 'PUT', path: (c) => v1(`settings/${kind}/approval-workflow/${c.ids[`${kind}Workflow`]}`), access: { permission: 'projects.delete' }, body: workflowBody([]) },
  { method: 'DELETE', path: (c) => v1(`settings/${kind}/approval-workflow/${c.ids[`${kind}Workflow`]}`), access: { permission: 'account_configuration.delete' } },
  { method: 'POST', path: (c) => v1(`settings/${kind}/approval-workflow/${c.ids[`${kind}Workflow`]}/copy`), access: { permission: 'account_configuration.create' } },
];

export const settingsTemplatesMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const [field] = await app.db.insert(mergeFields).values({ companyId, name: 'matrix.field', type: 'text' }).returning();
    const [template] = await app.db.insert(emailTemplates).values({ companyId, name: 'Matrix template', subject: 'Hi', body: 'Hello {{company.name}}' }).returning();
    const [type] = await app.db.insert(companyTypes).values({ companyId, name: 'Matrix type' }).returning();
    const manager = home.users.general_manager!.id;
    const contract = await insertWorkflow(app.db, companyId, 'contract', 'Matrix contract');
    await replaceSteps(app.db, contract.id, [[manager]]);
    const scope = await insertWorkflow(app.db, companyId, 'scope', 'Matrix scope');
    await replaceSteps(app.db, scope.id, [[manager]]);
    return { mergeField: field.id, emailTemplate: template.id, companyType: type.id, contractWorkflow: contract.id, scopeWorkflow: scope.id };
  },
  endpoints: [
    // Merge fields
    { method: 'GET', path: () => v1('settings/shortcode/list-paginated'), access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => v1('settings/shortcode/list'), access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => v1('settings/shortcode/types'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('settings/shortcode/company-list'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('settings/shortcode/search'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('settings/shortcode/export'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => v1('settings/shortcode/edit'), access: 'auth', body: { name: 'matrix.new', type: 'text' }, signedIn: 403 },
    { method: 'POST', path: () => v1('settings/shortcode/edit'), access: { permission: 'account_configuration.edit' }, body: { id: 0, name: 'matrix.x', type: 'text' } },
    { method: 'POST', path: (c) => v1(`settings/shortcode/delete/${c.ids.mergeField}`), access: { permission: 'account_configuration.delete' } },
    // E-mail templates
    { method: 'GET', path: () => v1('settings/email-template/list'), access: 'auth', signedIn: 403 },
    { method: 'GET', path: (c) => v1(`settings/email-template/show/${c.ids.emailTemplate}`), access: { permission: 'templates.edit' } },
    { method: 'POST', path: () => v1('settings/email-template/create'), access: 'auth', body: { name: 'Matrix new', subject: 'S', body: 'B' }, signedIn: 403 },
    { method: 'POST', path: (c) => v1(`settings/email-template/edit/${c.ids.emailTemplate}`), access: { permission: 'account_configuration.edit' }, body: { name: 'N', subject: 'S', body: 'B' } },
    { method: 'POST', path: (c) => v1(`settings/email-template/delete/${c.ids.emailTemplate}`), access: { permission: 'account_configuration.delete' } },
    // Approval workflows
    { method: 'GET', path: () => v1('settings/approval-workflow/approvers'), access: 'auth', signedIn: 403 },
    ...workflowRows('contract'),
    ...workflowRows('scope'),
    // Company types
    { method: 'GET', path: () => v1('settings/company/company-type'), access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => v1('settings/company/company-type/enabled'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('settings/company/company-type/create'), access: 'auth', body: { name: 'Matrix new type' }, signedIn: 403 },
    { method: 'POST', path: (c) => v1(`settings/company/company-type/edit/${c.ids.companyType}`), access: { permission: 'account_configuration.edit' }, body: { name: 'Matrix renamed' } },
    { method: 'POST', path: (c) => v1(`settings/company/company-type/delete/${c.ids.companyType}`), access: { permission: 'account_configuration.delete' } },
    // Document naming
    { method: 'GET', path: () => v1('settings/company/document-name'), access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => v1('settings/company/document-name/preview'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => v1('settings/company/document-name/edit'), access: 'auth', body: { pattern: '{{project.name}}' }, signedIn: 403 },
  ],
};
