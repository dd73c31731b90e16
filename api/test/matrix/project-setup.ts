// Issue 9, project setup: team, creation form, wizard steps 2-5, workflows, additional documents,
// entity custom field values. Reads need projects.view, which the view-only user holds: those rows
// are 'auth' with the 200 it gets (the tenant 404s are in project-setup.test.ts). Changes need
// projects.edit (or create, on one's own draft) on the general plan: permission rows, where another
// company gets 404 for the home company's project, field, value or document.
import { creationFormSections, customFieldOptions, customFields, entityCustomFieldValues, projectAdditionalDocuments, projects } from '../../src/db/schema';
import type { MatrixContext, MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const edit = { permission: 'projects.edit', plan: 'general' } as const;

export const projectSetupMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const owner = home.users.general_owner!.id;
    const [project] = await app.db.insert(projects).values({ companyId, name: 'Matrix setup project', stage: 'Bidding' }).returning();
    const [section] = await app.db.insert(creationFormSections).values({ companyId, name: 'Matrix section' }).returning();
    const [field] = await app.db.insert(customFields).values({ companyId, sectionId: section.id, name: 'Matrix select', type: 'select' }).returning();
    const [option] = await app.db.insert(customFieldOptions).values({ fieldId: field.id, label: 'Matrix option' }).returning();
    const [value] = await app.db
      .insert(entityCustomFieldValues)
      .values({ companyId, entityType: 'project', entityId: project.id, fieldId: field.id, value: option.label, optionId: option.id })
      .returning();
    const relative = `projects/${project.id}/matrix/plan.pdf`;
    await app.storage.put(`project-setup/${relative}`, Buffer.from('%PDF-1.4 matrix'));
    const [document] = await app.db.insert(projectAdditionalDocuments).values({ projectId: project.id, companyId, name: 'plan.pdf', path: relative, size: 15, uploadedBy: owner }).returning();
    return { psProject: project.id, psSection: section.id, psField: field.id, psOption: option.id, psValue: value.id, psDocument: document.id, psOwner: owner };
  },
  endpoints: [
    { method: 'GET', path: (c) => v1(`team/show-users?project_id=${c.ids.psProject}`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`team/show-not-added-users?project_id=${c.ids.psProject}`), access: edit },
    { method: 'POST', path: () => v1('team/add-user'), access: edit, body: (c: MatrixContext) => ({ project_id: c.ids.psProject, users: [c.ids.psOwner] }) },
    { method: 'POST', path: () => v1('team/remove-user'), access: edit, body: (c: MatrixContext) => ({ project_id: c.ids.psProject, users: [c.ids.psOwner] }) },
    { method: 'GET', path: () => v1('project/creation-form/section/all'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`project/creation-form/custom-field/is-using-option?option_id=${c.ids.psOption}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('project/creation-form/custom-field/create'), access: edit, body: (c: MatrixContext) => ({ section_id: c.ids.psSection, name: 'Matrix field', type: 'text' }) },
    { method: 'POST', path: () => v1('project/creation-form/custom-field/edit'), access: edit, body: (c: MatrixContext) => ({ id: c.ids.psField, section_id: c.ids.psSection, name: 'Matrix select', type: 'select', options: [{ id: c.ids.psOption, label: 'Matrix option' }] }) },
    { method: 'POST', path: () => v1('project/creation-form/custom-field/delete'), access: edit, body: (c: MatrixContext) => ({ id: c.ids.psField }) },
    { method: 'POST', path: (c) => v1(`project/step-2?project_id=${c.ids.psProject}`), access: edit, body: { users: [] } },
    { method: 'GET', path: (c) => v1(`project/step-3/fields?project_id=${c.ids.psProject}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => v1(`project/step-3?project_id=${c.ids.psProject}`), access: edit, body: { fields: [] } },
    { method: 'GET', path: (c) => v1(`project/step-4/fields?project_id=${c.ids.psProject}`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('project/users-for-workflow-field'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: (c) => v1(`project/step-4?project_id=${c.ids.psProject}`), access: edit, body: {} },
    { method: 'POST', path: () => v1('project/set-workflow'), access: edit, body: (c: MatrixContext) => ({ project_id: c.ids.psProject, type: 'scope' }) },
    { method: 'POST', path: (c) => v1(`project/step-5?project_id=${c.ids.psProject}`), access: edit, upload: true },
    { method: 'GET', path: (c) => v1(`project/additional-documents?project_id=${c.ids.psProject}`), access: 'auth', signedIn: 200 },
    { method: 'DELETE', path: (c) => v1(`project/additional-documents/${c.ids.psDocument}`), access: edit },
    { method: 'GET', path: (c) => v1(`project/additional-documents/${c.ids.psDocument}/download`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('entity/custom-fields'), access: edit, body: (c: MatrixContext) => ({ entity: 'project', entity_id: c.ids.psProject, custom_field_id: c.ids.psField, value: 'x' }) },
    { method: 'PUT', path: (c) => v1(`entity/custom-fields/${c.ids.psValue}`), access: edit, body: { value: 'x' } },
    { method: 'DELETE', path: (c) => v1(`entity/custom-fields/${c.ids.psValue}`), access: edit },
  ],
};
