// Settings > Contract Approvals and Scope Approvals: settings/{contract|scope}/approval-workflow
// (GET list, POST create, GET/PUT/DELETE {id}, POST {id}/copy) and the approver lookup. Gate:
// PROJECTS_DELETE + ACCOUNT_CONFIGURATION_EDIT; writes add account_configuration create/delete.
// A workflow a project uses can not be deleted.
import type { FastifyInstance } from 'fastify';
import {
  APPROVAL_WORKFLOW_KINDS,
  PERMISSIONS,
  SETTINGS_TEMPLATES_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  WORKFLOW_NAME_MAX,
  approvalWorkflowSchema,
  approversQuerySchema,
  type ApprovalWorkflow,
  type ApprovalWorkflowInput,
  type ApprovalWorkflowKind,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HttpError, notFound, validationFailed } from '../../lib/http-error';
import { parseId, validateInput } from '../../lib/validate';
import { companyOf } from '../../plugins/app/guards';
import { projectSettingsGate, projectSettingsWrite } from '../../plugins/app/settings-gates';
import * as repo from './repository';

const tags = ['approval-workflows'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;

async function findOwnOrFail(db: Database, companyId: number, kind: ApprovalWorkflowKind, id: number): Promise<repo.WorkflowRow> {
  const row = await repo.findWorkflow(db, id);
  if (!row || row.companyId !== companyId || row.kind !== kind) throw notFound();
  return row;
}

async function findOne(db: Database, kind: ApprovalWorkflowKind, row: repo.WorkflowRow): Promise<ApprovalWorkflow> {
  const [workflow] = await repo.hydrate(db, kind, [row]);
  return workflow;
}

/** Shared rules plus the server's own: unique name per kind, approvers are the company's active people who may approve the kind. */
async function validateWorkflow(db: Database, companyId: number, kind: ApprovalWorkflowKind, body: unknown, exceptId: number | null): Promise<ApprovalWorkflowInput> {
  const input = await validateInput(approvalWorkflowSchema, body);
  const errors: Record<string, string[]> = {};
  if (await repo.isNameTaken(db, companyId, kind, input.name.trim(), exceptId)) errors.name = [M.unique('name')];
  const [people, approvers] = await Promise.all([repo.findApprovers(db, companyId, null), repo.findApprovers(db, companyId, kind)]);
  const known = new Set(people.map((u) => u.id));
  const allowed = new Set(approvers.map((u) => u.id));
  input.steps.forEach((step, i) => {
    if (step.approver_ids.some((id) => !known.has(id))) errors[`steps[${i}].approver_ids`] = [T.unknownApprover];
    else if (step.approver_ids.some((id) => !allowed.has(id))) errors[`steps[${i}].approver_ids`] = [T.approverMayNotApprove(kind)];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return input;
}

async function copyName(db: Database, companyId: number, kind: ApprovalWorkflowKind, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name.slice(0, WORKFLOW_NAME_MAX - suffix.length)}${suffix}`;
    if (!(await repo.isNameTaken(db, companyId, kind, candidate, null))) return candidate;
  }
}

export default async function approvalWorkflowsModule(app: FastifyInstance) {
  app.get('/settings/approval-workflow/approvers', { preHandler: projectSettingsGate, schema: { tags, summary: 'People of the company who may approve contracts or scopes (?kind=)' } }, async (request) => {
    const { kind } = await validateInput(approversQuerySchema, request.query);
    return { data: await repo.findApprovers(app.db, companyOf(request).id, kind as ApprovalWorkflowKind) };
  });

  for (const kind of APPROVAL_WORKFLOW_KINDS) {
    const base = `/settings/${kind}/approval-workflow`;
    const idOf = (request: { params: unknown }) => parseId((request.params as { id: string }).id);

    app.get(base, { preHandler: projectSettingsGate, schema: { tags, summary: `The company's ${kind} approval workflows` } }, async (request) => ({
      data: await repo.hydrate(app.db, kind, await repo.findWorkflows(app.db, companyOf(request).id, kind)),
    }));

    app.post(base, { preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE), schema: { tags, summary: `Creates a ${kind} approval workflow` } }, async (request) => {
      const companyId = companyOf(request).id;
      const input = await validateWorkflow(app.db, companyId, kind, request.body, null);
      const row = await withTransaction(app.db, async (t) => {
        const created = await repo.insertWorkflow(t, companyId, kind, input.name.trim());
        await repo.replaceSteps(
          t,
          created.id,
          input.steps.map((s) => s.approver_ids),
        );
        return created;
      });
      return { data: await findOne(app.db, kind, row), message: T.workflowCreated };
    });

    app.get(`${base}/:id`, { preHandler: projectSettingsGate, schema: { tags, summary: `One ${kind} approval workflow`, params: idParams } }, async (request) => {
      const row = await findOwnOrFail(app.db, companyOf(request).id, kind, idOf(request));
      return { data: await findOne(app.db, kind, row) };
    });

    app.put(`${base}/:id`, { preHandler: projectSettingsGate, schema: { tags, summary: `Saves a ${kind} approval workflow`, params: idParams } }, async (request) => {
      const companyId = companyOf(request).id;
      const existing = await findOwnOrFail(app.db, companyId, kind, idOf(request));
      const input = await validateWorkflow(app.db, companyId, kind, request.body, existing.id);
      await withTransaction(app.db, async (t) => {
        await repo.renameWorkflow(t, existing.id, input.name.trim());
        await repo.replaceSteps(
          t,
          existing.id,
          input.steps.map((s) => s.approver_ids),
        );
      });
      return { data: await findOne(app.db, kind, (await repo.findWorkflow(app.db, existing.id))!), message: T.workflowSaved };
    });

    app.delete(
      `${base}/:id`,
      { preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE), schema: { tags, summary: `Deletes a ${kind} approval workflow (refused while a project uses it)`, params: idParams } },
      async (request) => {
        const existing = await findOwnOrFail(app.db, companyOf(request).id, kind, idOf(request));
        const used = (await repo.countProjectsUsing(app.db, kind, [existing.id])).get(existing.id) ?? 0;
        if (used > 0) throw new HttpError(409, T.workflowInUse(used));
        await repo.deleteWorkflow(app.db, existing.id);
        return { data: { message: T.workflowDeleted } };
      },
    );

    app.post(
      `${base}/:id/copy`,
      { preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE), schema: { tags, summary: `Copies a ${kind} approval workflow with its steps`, params: idParams } },
      async (request) => {
        const companyId = companyOf(request).id;
        const source = await findOne(app.db, kind, await findOwnOrFail(app.db, companyId, kind, idOf(request)));
        const name = await copyName(app.db, companyId, kind, source.name);
        const row = await withTransaction(app.db, async (t) => {
          const created = await repo.insertWorkflow(t, companyId, kind, name);
          await repo.replaceSteps(
            t,
            created.id,
            source.steps.map((s) => s.approvers.map((a) => a.id)).filter((ids) => ids.length > 0),
          );
          return created;
        });
        return { data: await findOne(app.db, kind, row), message: T.workflowCopied(name) };
      },
    );
  }
}
