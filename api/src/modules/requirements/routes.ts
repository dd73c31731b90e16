// Requirement templates (Settings > Project > Requirement Templates, settings/project/requirement-templates)
// and a scope's checklist (scope/requirements, scope/requirements/create-tasks). Each route serves one
// shared-contract endpoint (taskEndpoints). Gates: the templates are project settings (000 section 6:
// PROJECTS_DELETE + ACCOUNT_CONFIGURATION_EDIT; writes add account_configuration create/delete); the
// checklist needs seeing the scope (projects.view, owner or vendor); creating its tasks needs
// task_and_documents.create on the general plan, on the owner's side.
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, REQUIREMENT_MESSAGES as T, taskEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { actorOf, companyOf, requirePermission, requirePlan } from '../../plugins/app/guards';
import { projectSettingsGate, projectSettingsWrite } from '../../plugins/app/settings-gates';
import * as service from './service';

const tags = ['requirements'];
const VIEW_SCOPE = requirePermission(PERMISSIONS.PROJECTS_VIEW);
const CREATE_TASKS = [requirePermission({ all: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE] }), requirePlan('general')];

export default async function requirementsModule(app: FastifyInstance) {
  route(app, endpoints.listRequirementTemplates, { tags, preHandler: projectSettingsGate }, async (_input, request) => ({
    data: await service.listRequirements(app.db, companyOf(request).id),
  }));

  route(app, endpoints.createRequirementTemplate, { tags, preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE) }, async ({ body }, request) => ({
    data: await service.createRequirement(app.db, companyOf(request).id, await body()),
    message: T.created,
  }));

  route(app, endpoints.updateRequirementTemplate, { tags, preHandler: projectSettingsGate }, async ({ params, body }, request) => {
    // Tenant first: another company's id is a 404 whatever the body says.
    const existing = await service.findOwnOrFail(app.db, companyOf(request).id, params.id);
    return { data: await service.updateRequirement(app.db, existing, await body()), message: T.saved };
  });

  route(app, endpoints.deleteRequirementTemplate, { tags, preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE) }, async ({ params }, request) => {
    await service.deleteRequirement(app.db, companyOf(request).id, params.id);
    return { data: { message: T.deleted } };
  });

  route(app, endpoints.findScopeRequirements, { tags, preHandler: VIEW_SCOPE }, async ({ query }, request) => ({
    data: await service.findChecklist(app.db, actorOf(request), query.scope_id),
  }));

  route(app, endpoints.createRequirementTasks, { tags, preHandler: CREATE_TASKS }, async ({ body }, request, reply) => {
    const { checklist, created } = await service.createMissingTasks(app, actorOf(request), await body());
    reply.code(201);
    return { data: checklist, message: T.tasksCreated(created) };
  });
}
