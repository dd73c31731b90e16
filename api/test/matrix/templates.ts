// Issue 10: templates and the library. The home view-only user holds templates.view (and
// projects.view), so the reading rows, the favorite toggle and the library search are 'auth' rows
// with the status it gets (200); creating and the library's company-wide writes (new collection,
// new label, rename, restore by a body id) are 'auth' rows it is refused (403: another company's
// owner may do them in its own library, and a body id of another company is a 422 tested in
// templates.test.ts). Rows naming a home template, version, collection, label or project are
// permission rows (another company: 404; view-only: 403).
import { projects, templateCollections, templateLabels, templateVersions, templates } from '../../src/db/schema';
import type { MatrixContext, MatrixModule } from './types';

const v1 = (path: string) => `/api/v1/${path}`;
const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matrix' }] }] };
const save = { name: 'Matrix template', type: 'contract', body };

export const templatesMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const [template] = await app.db.insert(templates).values({ companyId, name: 'Matrix template', type: 'contract', body, html: '<p>Matrix</p>' }).returning();
    const [version] = await app.db.insert(templateVersions).values({ templateId: template.id, number: 1, name: template.name, type: template.type, body, html: template.html }).returning();
    const [collection] = await app.db.insert(templateCollections).values({ companyId, name: 'Matrix collection' }).returning();
    const [label] = await app.db.insert(templateLabels).values({ companyId, name: 'Matrix label' }).returning();
    const [project] = await app.db.insert(projects).values({ companyId, name: 'Matrix templates project', stage: 'Bidding' }).returning();
    return { template: template.id, templateVersion: version.id, templateCollection: collection.id, templateLabel: label.id, templateProject: project.id };
  },
  endpoints: [
    { method: 'GET', path: () => '/api/v2/templates', access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`templates/${c.ids.template}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('templates'), access: 'auth', body: save, signedIn: 403 },
    { method: 'PUT', path: (c) => v1(`templates/${c.ids.template}`), access: { permission: 'templates.edit' }, body: save },
    { method: 'POST', path: (c) => v1(`templates/${c.ids.template}/archive`), access: { permission: 'templates.delete' } },
    { method: 'POST', path: () => v1('library/template/restore'), access: 'auth', body: (c: MatrixContext) => ({ template_id: c.ids.template }), signedIn: 403 },
    { method: 'GET', path: (c) => v1(`templates/${c.ids.template}/versions`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`templates/${c.ids.template}/versions/${c.ids.templateVersion}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => v1(`templates/${c.ids.template}/versions/${c.ids.templateVersion}/restore`), access: { permission: 'templates.edit' } },
    { method: 'GET', path: (c) => v1(`templates/${c.ids.template}/preview`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('templates/preview'), access: 'auth', body: { body }, signedIn: 403 },
    // Collections
    { method: 'GET', path: () => v1('library/collections'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('company/templates-collection/list'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('library/collection/create'), access: 'auth', body: { name: 'Matrix new collection' }, signedIn: 403 },
    { method: 'DELETE', path: (c) => v1(`library/collection/${c.ids.templateCollection}`), access: { permission: 'templates.edit' } },
    { method: 'POST', path: (c) => v1(`library/collection/${c.ids.templateCollection}/templates`), access: { permission: 'templates.edit' }, body: (c: MatrixContext) => ({ template_ids: [c.ids.template] }) },
    { method: 'POST', path: (c) => v1(`library/collection/${c.ids.templateCollection}/templates/remove`), access: { permission: 'templates.edit' }, body: (c: MatrixContext) => ({ template_ids: [c.ids.template] }) },
    // Labels
    { method: 'GET', path: () => v1('library/labels'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('library/labels'), access: 'auth', body: { name: 'Matrix new label' }, signedIn: 403 },
    { method: 'DELETE', path: (c) => v1(`library/labels/${c.ids.templateLabel}`), access: { permission: 'templates.edit' } },
    { method: 'POST', path: (c) => v1(`library/labels/${c.ids.templateLabel}/attach`), access: { permission: 'templates.edit' }, body: (c: MatrixContext) => ({ template_ids: [c.ids.template] }) },
    { method: 'POST', path: (c) => v1(`library/labels/${c.ids.templateLabel}/detach`), access: { permission: 'templates.edit' }, body: (c: MatrixContext) => ({ template_ids: [c.ids.template] }) },
    // Favorites, rename, search
    { method: 'POST', path: () => v1('library/items/add-to-favorite'), access: 'auth', body: (c: MatrixContext) => ({ template_id: c.ids.template }), signedIn: 200 },
    { method: 'PUT', path: () => v1('library/items/rename'), access: 'auth', body: (c: MatrixContext) => ({ entity: 'label', entity_id: c.ids.templateLabel, name: 'Matrix renamed' }), signedIn: 403 },
    { method: 'POST', path: () => v1('library/items/search'), access: 'auth', body: { search: 'Matrix' }, signedIn: 200 },
    // A project's template collection
    { method: 'GET', path: (c) => v1(`projects/${c.ids.templateProject}/template-collection`), access: 'auth', signedIn: 200 },
    { method: 'PUT', path: (c) => v1(`projects/${c.ids.templateProject}/template-collection`), access: { permission: 'projects.edit' }, body: { collection_id: null } },
    { method: 'POST', path: () => v1('project/temporary-collection'), access: 'auth', body: (c: MatrixContext) => ({ project_id: c.ids.templateProject, template_ids: [c.ids.template] }), signedIn: 403 },
  ],
};
