// Issue 15, requirement templates (Settings > Project: list and create need the project settings gate,
// which the view-only user lacks: 'auth' rows with its 403; edit and delete of the home company's
// template: another company gets 404) and a scope's checklist (any user who sees the scope: the
// view-only user reads it, 'auth' with its 200; creating the missing tasks needs
// task_and_documents.create, and another company does not see the scope: 404).
import { projects, requirementTemplates, scopes } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const body = { name: 'Matrix requirement', document_type: 'document-request', due_in_days: 5 };

export const requirementsMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Requirement Vendor', type: 'sub_contractor' });
    const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Matrix Requirement Tower', stage: 'Bidding' }).returning();
    const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId: project.id, vendorCompanyId: vendor.company.id, name: 'Matrix scope', status: 'not_sent', amount: '1000' }).returning();
    const [requirement] = await app.db.insert(requirementTemplates).values({ companyId: home.company.id, name: 'Matrix W-9', documentType: 'document-request' }).returning();
    return { reqScope: scope.id, reqTemplate: requirement.id };
  },
  endpoints: [
    { method: 'GET', path: () => v1('settings/project/requirement-templates'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => v1('settings/project/requirement-templates/create'), access: 'auth', body, signedIn: 403 },
    { method: 'POST', path: (c) => v1(`settings/project/requirement-templates/edit/${c.ids.reqTemplate}`), access: { permission: 'account_configuration.edit' }, body },
    { method: 'POST', path: (c) => v1(`settings/project/requirement-templates/delete/${c.ids.reqTemplate}`), access: { permission: 'account_configuration.delete' } },
    { method: 'GET', path: (c) => v1(`scope/requirements?scope_id=${c.ids.reqScope}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('scope/requirements/create-tasks'), access: { permission: 'task_and_documents.create', plan: 'general' }, body: (c: { ids: Record<string, number> }) => ({ scope_id: c.ids.reqScope }) },
  ],
};
