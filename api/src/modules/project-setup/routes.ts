// Project setup (wizard steps 2-5): team, creation form, custom field values, workflows and
// additional documents. Each route serves one shared-contract endpoint (projectSetupEndpoints).
// Gates: projects.view to read; projects.edit (or projects.create on a draft one is creating) to
// change, refused on the sub plan (reason 'plan'); another company's project, field, value or
// document is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, PROJECT_SETUP_MESSAGES as T, projectSetupEndpoints as endpoints, type BodyOf, type Endpoint, type yup } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging, validateInput } from '../../lib/validate';
import { actorOf, companyOf, requirePermission, requirePlan } from '../../plugins/app/guards';
import { readDocuments, sendDocument } from './files';
import { toAdditionalDocument, toCreationForm, toCustomField, toSetupUser, toStepThreeSections, toTeamMember } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['project-setup'];
const view = requirePermission(PERMISSIONS.PROJECTS_VIEW);
/** Changes: edit, or create (checked per project: a draft the caller is creating), on the general plan. */
const change = [requirePermission({ any: [PERMISSIONS.PROJECTS_EDIT, PERMISSIONS.PROJECTS_CREATE] }), requirePlan('general')];
/** Custom field values: a project's (edit/create) or a scope's (edit/assign), on the general plan. */
const changeValue = [requirePermission({ any: [PERMISSIONS.PROJECTS_EDIT, PERMISSIONS.PROJECTS_CREATE, PERMISSIONS.PROJECTS_ASSIGN] }), requirePlan('general')];

/**
 * A JSON, urlencoded or multipart form body as plain fields: `users[]` and repeated keys become
 * lists, then the contract's rules apply (422 with the spec's messages).
 */
async function readFormBody<E extends Endpoint & { body: yup.AnyObjectSchema }>(request: FastifyRequest, endpoint: E): Promise<BodyOf<E>> {
  const fields: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    const name = key.replace(/\[\d*\]$/, '');
    const list = key !== name || Array.isArray(value);
    if (list) fields[name] = [...((Array.isArray(fields[name]) ? fields[name] : fields[name] === undefined ? [] : [fields[name]]) as unknown[]), ...(Array.isArray(value) ? value : [value])];
    else fields[name] = value;
  };
  if (request.isMultipart()) {
    for await (const part of request.parts()) if (part.type === 'field') put(part.fieldname, part.value);
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) put(key, value);
  }
  return (await validateInput(endpoint.body, fields)) as BodyOf<E>;
}

export default async function projectSetupRoutes(app: FastifyInstance) {
  const db = app.db;

  // ---- team ----

  route(app, endpoints.listTeamUsers, { tags, preHandler: view }, async ({ query }, request) => {
    const project = await service.findProjectOrFail(db, companyOf(request), query.project_id);
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findTeamPage(
      db,
      project.id,
      query.search,
      { field: query.sort_field ?? 'name', direction: query.sort_direction ?? 'asc' },
      { perPage, offset },
    );
    return toPage(
      rows.map((r) => toTeamMember(r, project.managerId)),
      total,
      { page, perPage },
    );
  });

  route(app, endpoints.listNotAddedUsers, { tags, preHandler: change }, async ({ query }, request) => {
    const company = companyOf(request);
    const project = await service.findEditableProject(db, actorOf(request), company, query.project_id, 'read');
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findNotAddedPage(
      db,
      company.id,
      project.id,
      query.search,
      { field: query.sort_field ?? 'name', direction: query.sort_direction ?? 'asc' },
      { perPage, offset },
    );
    return toPage(rows.map(toSetupUser), total, { page, perPage });
  });

  route(app, endpoints.addTeamUsers, { tags, preHandler: change }, async (_input, request) => {
    const input = await readFormBody(request, endpoints.addTeamUsers);
    const actor = actorOf(request);
    const project = await service.findEditableProject(db, actor, companyOf(request), input.project_id);
    return { data: { message: T.usersAdded(await service.addTeamUsers(app, actor, project, input.users)) } };
  });

  route(app, endpoints.removeTeamUsers, { tags, preHandler: change }, async (_input, request) => {
    const input = await readFormBody(request, endpoints.removeTeamUsers);
    const actor = actorOf(request);
    const project = await service.findEditableProject(db, actor, companyOf(request), input.project_id);
    return { data: { message: T.usersRemoved(await service.removeTeamUsers(app, actor, project, input.users)) } };
  });

  // ---- creation form ----

  route(app, endpoints.listCreationFormSections, { tags, preHandler: view }, async (_input, request) => ({
    data: toCreationForm(await service.creationForm(db, companyOf(request).id)),
  }));

  route(app, endpoints.isUsingOption, { tags, preHandler: view }, async ({ query }, request) => ({
    data: await service.isUsingOption(db, companyOf(request), query.option_id),
  }));

  route(app, endpoints.createCustomField, { tags, preHandler: change }, async ({ body }, request) => {
    const { field, options } = await service.createCustomField(db, companyOf(request), await body());
    return { data: toCustomField(field, options), message: T.fieldCreated };
  });

  route(app, endpoints.editCustomField, { tags, preHandler: change }, async ({ body }, request) => {
    const company = companyOf(request);
    const input = await body();
    const field = await service.findFieldOrFail(db, company, input.id);
    const saved = await service.editCustomField(db, company, field, input);
    return { data: toCustomField(saved.field, saved.options), message: T.fieldUpdated };
  });

  route(app, endpoints.deleteCustomField, { tags, preHandler: change }, async ({ body }, request) => {
    await service.deleteCustomField(db, companyOf(request), (await body()).id);
    return { data: { message: T.fieldDeleted } };
  });

  // ---- wizard ----

  route(app, endpoints.saveStepTwo, { tags, preHandler: change }, async ({ query }, request) => {
    const actor = actorOf(request);
    const project = await service.findEditableProject(db, actor, companyOf(request), query.project_id);
    const input = await readFormBody(request, endpoints.saveStepTwo);
    return { data: await service.saveStepTwo(app, actor, project, input.users ?? []) };
  });

  route(app, endpoints.listStepThreeFields, { tags, preHandler: view }, async ({ query }, request) => {
    const company = companyOf(request);
    const project = await service.findProjectOrFail(db, company, query.project_id);
    const form = await service.creationForm(db, company.id);
    return { data: toStepThreeSections(form, await repo.findValues(db, 'project', [project.id])) };
  });

  route(app, endpoints.saveStepThree, { tags, preHandler: change }, async ({ query, body }, request) => {
    const actor = actorOf(request);
    const project = await service.findEditableProject(db, actor, companyOf(request), query.project_id);
    return { data: await service.saveStepThree(db, actor, project, (await body()).fields ?? []) };
  });

  route(app, endpoints.listStepFourFields, { tags, preHandler: view }, async ({ query }, request) => {
    const company = companyOf(request);
    const project = await service.findProjectOrFail(db, company, query.project_id);
    return { data: await service.stepFourFields(db, company, project) };
  });

  route(app, endpoints.listUsersForWorkflowField, { tags, preHandler: change }, async ({ query }, request) => ({
    data: await service.usersForWorkflowField(db, companyOf(request), query),
  }));

  route(app, endpoints.saveStepFour, { tags, preHandler: change }, async ({ query }, request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    const project = await service.findEditableProject(db, actor, company, query.project_id);
    const input = await readFormBody(request, endpoints.saveStepFour);
    return { data: await service.saveStepFour(db, actor, company, project, input) };
  });

  route(app, endpoints.setWorkflow, { tags, preHandler: change }, async (_input, request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    const input = await readFormBody(request, endpoints.setWorkflow);
    const project = await service.findEditableProject(db, actor, company, input.project_id);
    return { data: { message: await service.setWorkflow(db, actor, company, project, input) } };
  });

  // ---- additional documents ----

  route(app, endpoints.saveStepFive, { tags, preHandler: change }, async ({ query }, request) => {
    const actor = actorOf(request);
    const project = await service.findEditableProject(db, actor, companyOf(request), query.project_id);
    return { data: await service.saveStepFive(app, actor, project, await readDocuments(request)) };
  });

  route(app, endpoints.listAdditionalDocuments, { tags, preHandler: view }, async ({ query }, request) => {
    const project = await service.findProjectOrFail(db, companyOf(request), query.project_id);
    return { data: (await repo.findDocuments(db, project.id)).map(toAdditionalDocument) };
  });

  route(app, endpoints.deleteAdditionalDocument, { tags, preHandler: change }, async ({ params }, request) => {
    await service.deleteDocument(app, actorOf(request), companyOf(request), params.id);
    return { data: { message: T.documentDeleted } };
  });

  route(app, endpoints.downloadAdditionalDocument, { tags, preHandler: view }, async ({ params }, request, reply) => {
    const document = await service.findDocumentOrFail(db, companyOf(request), params.id);
    return sendDocument(app, reply, document.path, document.name);
  });

  // ---- custom field values of projects and scopes ----

  route(app, endpoints.createEntityValue, { tags, preHandler: changeValue }, async ({ body }, request, reply) => {
    const data = await service.createEntityValue(db, actorOf(request), companyOf(request), await body());
    reply.code(201);
    return { data, message: T.valueSaved };
  });

  route(app, endpoints.updateEntityValue, { tags, preHandler: changeValue }, async ({ params, body }, request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    const found = await service.findEditableValue(db, actor, company, params.id);
    return { data: await service.updateEntityValue(db, actor, company, found, (await body()).value), message: T.valueSaved };
  });

  route(app, endpoints.deleteEntityValue, { tags, preHandler: changeValue }, async ({ params }, request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    await service.deleteEntityValue(db, actor, company, await service.findEditableValue(db, actor, company, params.id));
    return { data: { message: T.valueDeleted } };
  });
}
