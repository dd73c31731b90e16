// Issue 15, Quick Access and documents: company/documents add-to-quick-access and
// remove-from-quick-access, GET quick-access, POST documents/init-job, GET users/projects. Any
// signed-in user of a company passes the guard (Quick Access needs no permission); each document is
// then checked against the caller's company and the permission of its kind, so another company's
// document is a 404 (quick-access.test.ts covers the tenant rows). The view-only user holds
// projects.view, so the home project's document is theirs to pin and bundle.
import { companyNetwork, projectAdditionalDocuments, projects } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixContext, MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;

export const quickAccessMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const [project] = await app.db.insert(projects).values({ companyId, name: 'Matrix quick access project', stage: 'Bidding' }).returning();
    await app.storage.put('project-setup/matrix/quick.pdf', Buffer.from('%PDF-1.4 quick'));
    const [doc] = await app.db.insert(projectAdditionalDocuments).values({ projectId: project.id, companyId, name: 'quick.pdf', path: 'matrix/quick.pdf', size: 14 }).returning();
    const partner = await createCompanyWithUsers(app, { name: 'Matrix Quick Partner', type: 'sub_contractor' });
    await app.db.insert(companyNetwork).values({ companyId, partnerCompanyId: partner.company.id });
    return { qaDocument: doc.id, qaUser: home.users.general_manager!.id, qaPartner: partner.company.id };
  },
  endpoints: [
    { method: 'POST', path: () => v1('company/documents/add-to-quick-access'), access: 'auth', signedIn: 200, body: (c: MatrixContext) => ({ document_kind: 'project_document', document_id: c.ids.qaDocument }) },
    // Never added by the view-only user: 404.
    { method: 'POST', path: () => v1('company/documents/remove-from-quick-access'), access: 'auth', signedIn: 404, body: (c: MatrixContext) => ({ document_kind: 'scope_attachment', document_id: c.ids.qaDocument }) },
    { method: 'GET', path: () => v1('quick-access'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('documents/init-job'), access: 'auth', signedIn: 202, body: (c: MatrixContext) => ({ documents: [{ kind: 'project_document', id: c.ids.qaDocument }] }) },
    { method: 'GET', path: (c) => v1(`users/projects?user_id=${c.ids.qaUser}`), access: 'auth', signedIn: 200 },
    // companies.view and projects.view, both held by the view-only user; another company gets 404 (quick-access.test.ts).
    { method: 'GET', path: (c) => v1(`company/network/companies/${c.ids.qaPartner}/projects`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`company/network/companies/${c.ids.qaPartner}/documents`), access: 'auth', signedIn: 200 },
  ],
};
