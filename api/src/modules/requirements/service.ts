// Requirement template rules and a scope's checklist.
// - A requirement template is the company's own (another company's is a 404), its name unique in the
//   company (any case), its template the company's (not archived) and of the requirement's type.
// - The checklist of a scope (owner or vendor: the vendor reads what it still owes): each active
//   requirement template whose conditions hold (the scope's amount within its bounds, the vendor's
//   company type: task-actions' requirementApplies, the same rule a COI is checked with), with the
//   task that fulfils it: the newest task of the scope made from it that was not revoked, else one of
//   its type made from its template without a requirement (one task fulfils one line). Plus the
//   scope's contract task and the vendor's certificate of insurance (valid until / lapsed / missing).
// - Creating the missing tasks is one action, in one transaction under the scope's row lock (two
//   clicks create nothing twice), through the tasks module's createTasks (every POST tasks check).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  PERMISSIONS,
  REQUIREMENT_MESSAGES as T,
  REQUIREMENT_SCOPE_STATUSES,
  VALIDATION_MESSAGES as M,
  selected,
  type ChecklistItem,
  type CreateRequirementTasksInput,
  type DocumentType,
  type FieldErrors,
  type RequirementTemplate,
  type RequirementTemplateInput,
  type ScopeChecklist,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { scopes } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { HttpError, fieldError, forbidden, notFound, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { findPrimaryContact } from '../network';
import { findVisibleScopeOrFail } from '../scopes';
import { requirementApplies } from '../task-actions';
import { createTasks, todayIso } from '../tasks';
import { requirementStateOf, toChecklistTask, toRequirementTemplate, type ChecklistViewer } from './presenter';
import * as repo from './repository';

type Reader = Pick<Database, 'select'>;

// ---- requirement templates --------------------------------------------------------------------

export async function findOwnOrFail(db: Reader, companyId: number, id: number): Promise<repo.RequirementRecord> {
  const row = await repo.findRequirement(db, id);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

async function valuesOf(db: Database, companyId: number, input: RequirementTemplateInput, exceptId: number | null): Promise<repo.RequirementValues> {
  const name = input.name.trim();
  const errors: FieldErrors = {};
  if (await repo.isNameTaken(db, companyId, name, exceptId)) errors.name = [M.unique('name')];
  if (input.template_id) {
    const template = await repo.findCompanyTemplate(db, companyId, input.template_id);
    if (!template || template.type !== input.document_type) errors.template_id = [selected('template')];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const coi = input.document_type === 'certificate-of-insurance';
  return {
    name,
    documentType: input.document_type,
    templateId: input.template_id ?? null,
    minAmount: input.min_amount === null || input.min_amount === undefined ? null : String(input.min_amount),
    maxAmount: input.max_amount === null || input.max_amount === undefined ? null : String(input.max_amount),
    vendorCompanyType: input.vendor_company_type ?? null,
    coverageMinimums: coi ? (input.coverage_minimums ?? []).map((c) => ({ type: c.type, min_limit: c.min_limit })) : [],
    additionalInsuredRequired: coi && !!input.additional_insured_required,
    dueInDays: input.due_in_days ?? 14,
    active: input.active ?? true,
  };
}

export async function listRequirements(db: Reader, companyId: number): Promise<RequirementTemplate[]> {
  return (await repo.findRequirements(db, companyId)).map(toRequirementTemplate);
}

export async function createRequirement(db: Database, companyId: number, input: RequirementTemplateInput): Promise<RequirementTemplate> {
  const id = await repo.insertRequirement(db, companyId, await valuesOf(db, companyId, input, null));
  return toRequirementTemplate((await repo.findRequirement(db, id))!);
}

export async function updateRequirement(db: Database, existing: repo.RequirementRecord, input: RequirementTemplateInput): Promise<RequirementTemplate> {
  await repo.updateRequirement(db, existing.id, await valuesOf(db, existing.companyId, input, existing.id));
  return toRequirementTemplate((await repo.findRequirement(db, existing.id))!);
}

export async function deleteRequirement(db: Database, companyId: number, id: number): Promise<void> {
  const existing = await findOwnOrFail(db, companyId, id);
  await withTransaction(db, (tx) => repo.deleteRequirement(tx, existing.id));
}

// ---- the checklist ----------------------------------------------------------------------------

type ScopeFacts = { id: number; companyId: number; status: string; amount: string | null; vendorCompanyId: number | null; vendorCompanyName: string | null; projectArchivedAt: Date | null };
type Line = { requirement: repo.RequirementRecord; task: repo.ScopeTaskRecord | null };

/** The applicable requirements of the scope, each with the task that fulfils it (or null). */
async function checklistLines(db: Reader, scope: ScopeFacts, withDrafts: boolean): Promise<{ lines: Line[]; scopeTasks: repo.ScopeTaskRecord[] }> {
  const [requirements, vendorType, scopeTasks] = await Promise.all([
    repo.findRequirements(db, scope.companyId, true),
    repo.findCompanyType(db, scope.vendorCompanyId),
    repo.findScopeTasks(db, scope, withDrafts),
  ]);
  const facts = { amount: scope.amount === null ? null : Number(scope.amount), vendorCompanyType: vendorType };
  const applying = requirements.filter((r) => requirementApplies(r, facts));
  const used = new Set<number>();
  const lines: Line[] = applying.map((requirement) => {
    const task = scopeTasks.find((t) => !used.has(t.id) && t.requirementTemplateId === requirement.id) ?? null;
    if (task) used.add(task.id);
    return { requirement, task };
  });
  // A task sent by hand from the requirement's template (no requirement link) fulfils it too.
  for (const line of lines) {
    if (line.task || line.requirement.templateId === null) continue;
    const task = scopeTasks.find(
      (t) => !used.has(t.id) && t.requirementTemplateId === null && t.type === line.requirement.documentType && t.templateId === line.requirement.templateId,
    );
    if (task) {
      used.add(task.id);
      line.task = task;
    }
  }
  return { lines, scopeTasks };
}

const mayCreate = (actor: Actor, scope: ScopeFacts) =>
  scope.companyId === actor.company?.id &&
  actor.company?.plan === 'general' &&
  actor.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) &&
  actor.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE) &&
  (REQUIREMENT_SCOPE_STATUSES as readonly string[]).includes(scope.status) &&
  scope.vendorCompanyId !== null &&
  !scope.projectArchivedAt;

async function buildChecklist(db: Reader, actor: Actor, scope: ScopeFacts): Promise<ScopeChecklist> {
  const isVendor = scope.companyId !== actor.company!.id;
  const viewer: ChecklistViewer = { userId: actor.user.id, isVendor };
  const today = todayIso();
  const [{ lines, scopeTasks }, certificate] = await Promise.all([checklistLines(db, scope, !isVendor), repo.findCurrentCertificate(db, scope.companyId, scope.vendorCompanyId)]);
  const items: ChecklistItem[] = lines.map(({ requirement, task }) => ({
    requirement_id: requirement.id,
    name: requirement.name,
    document_type: requirement.documentType as DocumentType,
    document_type_label: toRequirementTemplate(requirement).document_type_label,
    state: requirementStateOf(task),
    task: task ? toChecklistTask(task, viewer, today) : null,
  }));
  const contract = scopeTasks.find((t) => t.type === 'contract') ?? null;
  const missing = items.filter((i) => i.state === 'missing').length;
  return {
    scope_id: scope.id,
    scope_status: scope.status,
    vendor_company_name: scope.vendorCompanyName,
    is_vendor: isVendor,
    items,
    contract: { state: requirementStateOf(contract), task: contract ? toChecklistTask(contract, viewer, today) : null },
    coi: !certificate
      ? { state: 'missing', expiry_date: null }
      : { state: certificate.expiryDate < today ? 'lapsed' : 'valid', expiry_date: certificate.expiryDate },
    satisfied_count: items.filter((i) => i.state === 'satisfied').length,
    total_count: items.length,
    missing_count: missing,
    can_create_tasks: missing > 0 && mayCreate(actor, scope),
  };
}

const factsOf = (scope: Awaited<ReturnType<typeof findVisibleScopeOrFail>>): ScopeFacts => ({
  id: scope.id,
  companyId: scope.companyId,
  status: scope.status,
  amount: scope.amount,
  vendorCompanyId: scope.vendorCompanyId,
  vendorCompanyName: scope.vendorCompanyName,
  projectArchivedAt: scope.projectArchivedAt,
});

/** GET scope/requirements: the scope the caller's company owns or is the vendor of (404 otherwise). */
export async function findChecklist(db: Database, actor: Actor, scopeId: number): Promise<ScopeChecklist> {
  return buildChecklist(db, actor, factsOf(await findVisibleScopeOrFail(db, actor.company!, scopeId)));
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * POST scope/requirements/create-tasks: the scope's missing requirement tasks (all, or the chosen
 * ones), sent to the scope's vendor assignee and signer (else the vendor's primary contact), assigned
 * to the caller, due today + the requirement's due_in_days. 404 for a stranger, 403 for the vendor,
 * 422 when the scope is not approved, has no vendor, or nothing is missing.
 */
export async function createMissingTasks(app: FastifyInstance, actor: Actor, input: CreateRequirementTasksInput): Promise<{ checklist: ScopeChecklist; created: number }> {
  const visible = await findVisibleScopeOrFail(app.db, actor.company!, input.scope_id);
  if (visible.companyId !== actor.company!.id) throw forbidden();
  const created = await withTransaction(app.db, async (tx) => {
    // The scope's row lock orders concurrent clicks: the second one sees the first one's tasks.
    const [locked] = await tx.select({ status: scopes.status, vendorCompanyId: scopes.vendorCompanyId, vendorAssigneeId: scopes.vendorAssigneeId, vendorSignerId: scopes.vendorSignerId, amount: scopes.amount }).from(scopes).where(eq(scopes.id, visible.id)).for('update');
    if (!locked) throw notFound();
    const scope: ScopeFacts = { ...factsOf(visible), status: locked.status, vendorCompanyId: locked.vendorCompanyId, amount: locked.amount };
    if (!(REQUIREMENT_SCOPE_STATUSES as readonly string[]).includes(scope.status)) throw new HttpError(422, T.scopeNotApproved);
    if (scope.vendorCompanyId === null) throw new HttpError(422, T.scopeWithoutVendor);
    const { lines } = await checklistLines(tx, scope, true);
    const missing = lines.filter((l) => !l.task);
    let chosen = missing;
    if (input.requirement_ids?.length) {
      const wanted = new Set(input.requirement_ids);
      const missingIds = new Set(missing.map((l) => l.requirement.id));
      if ([...wanted].some((id) => !missingIds.has(id))) throw fieldError('requirement_ids', selected('requirement'));
      chosen = missing.filter((l) => wanted.has(l.requirement.id));
    }
    if (chosen.length === 0) throw new HttpError(422, T.nothingMissing);
    const assigneeId = locked.vendorAssigneeId ?? (await findPrimaryContact(tx, scope.vendorCompanyId))?.id ?? null;
    if (assigneeId === null) throw new HttpError(422, T.vendorWithoutContact);
    const today = todayIso();
    const items = chosen.map(({ requirement }) => ({
      project_id: visible.projectId,
      scope_id: scope.id,
      vendor_company_id: scope.vendorCompanyId,
      template_id: requirement.templateId,
      type: requirement.documentType,
      name: requirement.name,
      package: visible.name,
      internal_assignee_id: actor.user.id,
      external_assignee_id: assigneeId,
      external_signer_id: locked.vendorSignerId ?? assigneeId,
      due_date: addDays(today, requirement.dueInDays),
      priority: 'normal',
      requirement_template_id: requirement.id,
    }));
    try {
      return await createTasks(app, actor, items, { db: tx });
    } catch (error) {
      // items.<i>.<field> errors read as requirements.<requirement id>: the requirement's name and the message.
      if (error instanceof HttpError && error.errors) {
        const errors: FieldErrors = {};
        for (const [key, list] of Object.entries(error.errors)) {
          const line = chosen[Number(/^items\.(\d+)(\.|$)/.exec(key)?.[1])];
          const field = line ? `requirements.${line.requirement.id}` : 'requirement_ids';
          const message = line ? `${line.requirement.name}: ${list[0]}` : list[0];
          if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
        }
        throw validationFailed(errors);
      }
      throw error;
    }
  });
  app.jobs.wake();
  return { checklist: await findChecklist(app.db, actor, visible.id), created: created.length };
}
