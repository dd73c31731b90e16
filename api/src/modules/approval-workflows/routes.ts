// Settings > Contract Approvals and Scope Approvals: the approver lookup and, per kind, the workflows
// (settings/{contract|scope}/approval-workflow). Each route serves one shared-contract endpoint
// (approvalWorkflowEndpoints). Gate: PROJECTS_DELETE + ACCOUNT_CONFIGURATION_EDIT; writes add
// account_configuration create/delete. A workflow a project uses can not be deleted.
import type { FastifyInstance } from 'fastify';
import { APPROVAL_WORKFLOW_KINDS, APPROVAL_WORKFLOW_MESSAGES as T, PERMISSIONS, approvalWorkflowEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { companyOf } from '../../plugins/app/guards';
import { projectSettingsGate, projectSettingsWrite } from '../../plugins/app/settings-gates';
import * as repo from './repository';
import * as service from './service';

const tags = ['approval-workflows'];

export default async function approvalWorkflowsModule(app: FastifyInstance) {
  route(app, endpoints.listApprovers, { tags, preHandler: projectSettingsGate }, async ({ query }, request) => ({
    data: await repo.findApprovers(app.db, companyOf(request).id, query.kind),
  }));

  for (const kind of APPROVAL_WORKFLOW_KINDS) {
    const workflows = endpoints.byKind[kind];

    route(app, workflows.listWorkflows, { tags, preHandler: projectSettingsGate }, async (_input, request) => ({
      data: await service.listWorkflows(app.db, companyOf(request).id, kind),
    }));

    route(app, workflows.createWorkflow, { tags, preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE) }, async ({ body }, request) => ({
      data: await service.createWorkflow(app.db, companyOf(request).id, kind, await body()),
      message: T.workflowCreated,
    }));

    route(app, workflows.findWorkflow, { tags, preHandler: projectSettingsGate }, async ({ params }, request) => ({
      data: await service.findWorkflowOrFail(app.db, companyOf(request).id, kind, params.id),
    }));

    route(app, workflows.updateWorkflow, { tags, preHandler: projectSettingsGate }, async ({ params, body }, request) => {
      const companyId = companyOf(request).id;
      // Tenant and kind first: another company's id is a 404 whatever the body says.
      const existing = await service.findOwnOrFail(app.db, companyId, kind, params.id);
      return { data: await service.updateWorkflow(app.db, companyId, existing, await body()), message: T.workflowSaved };
    });

    route(app, workflows.deleteWorkflow, { tags, preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE) }, async ({ params }, request) => {
      await service.deleteWorkflow(app.db, companyOf(request).id, kind, params.id);
      return { data: { message: T.workflowDeleted } };
    });

    route(app, workflows.copyWorkflow, { tags, preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE) }, async ({ params }, request) => {
      const copy = await service.copyWorkflow(app.db, companyOf(request).id, kind, params.id);
      return { data: copy, message: T.workflowCopied(copy.name) };
    });
  }
}
