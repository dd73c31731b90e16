// Project setup rules: who may change a project (projects.edit, or projects.create on the draft one
// is creating), the team, the creation form, custom field values, workflows, additional documents.
// Each step saves in one transaction, records the project's activity and advances a draft.
import type { FastifyInstance } from 'fastify';
import {
  CHAT_CHANNEL_PREFIX,
  PERMISSIONS,
  PROJECT_SETUP_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  checkCustomFieldValue,
  selected,
  type CustomFieldEntity,
  type EntityValue,
  type FieldErrors,
  type ProjectWorkflowKind,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { fieldError, forbidden, notFound, validationFailed } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { notifyUsers } from '../../lib/notify';
import { assertProjectActive, recordProjectActivity } from '../projects';
import { checkDocuments, removeDocumentFile, storeDocument, type UploadedFile } from './files';
import { toAdditionalDocument, toEntityValue, toSetupUser, toWizardState } from './presenter';
import * as repo from './repository';
import type { FieldRecord, OptionRecord, SetupProject } from './repository';

type Company = NonNullable<Actor['company']>;

/** The creation form's sections of a company that has none yet. */
export const DEFAULT_SECTIONS = ['General Information', 'Financial Details', 'Additional Information'] as const;

// ---- access ----------------------------------------------------------------------------------

/** The company's project, else 404 (another company's id included). */
export async function findProjectOrFail(db: Database, company: Company, projectId: number): Promise<SetupProject> {
  const project = await repo.findProject(db, company.id, projectId);
  if (!project) throw notFound();
  return project;
}

/** projects.edit, or projects.create on a draft the caller is creating. */
export const canEditProject = (actor: Actor, project: SetupProject) =>
  actor.permissions.includes(PERMISSIONS.PROJECTS_EDIT) ||
  (actor.permissions.includes(PERMISSIONS.PROJECTS_CREATE) && project.isDraft && project.createdBy === actor.user.id);

/** The company's project the caller may change (404, then 403; 422 once archived unless only read). */
export async function findEditableProject(db: Database, actor: Actor, company: Company, projectId: number, purpose: 'change' | 'read' = 'change'): Promise<SetupProject> {
  const project = await findProjectOrFail(db, company, projectId);
  if (!canEditProject(actor, project)) throw forbidden();
  if (purpose === 'change') assertProjectActive(project);
  return project;
}

const activity = (db: Database, actor: Actor, project: SetupProject, action: string, details: Record<string, unknown> = {}, subject?: { type: string; id: number }) =>
  recordProjectActivity(db, { projectId: project.id, companyId: project.companyId, userId: actor.user.id, action, subjectType: subject?.type ?? null, subjectId: subject?.id ?? null, details });

const fullNames = async (db: Database, ids: number[]) => (await repo.findUsersByIds(db, ids)).map((u) => `${u.firstName} ${u.lastName}`.trim());

async function assertEmployees(db: Database, companyId: number, field: string, ids: number[]) {
  if ((await repo.findNonEmployeeIds(db, companyId, ids)).length) throw fieldError(field, T.notAnEmployee);
}

// ---- team ------------------------------------------------------------------------------------

const notifyAdded = (app: FastifyInstance, actor: Actor, project: SetupProject, userIds: number[]) =>
  notifyUsers(
    app,
    userIds.filter((id) => id !== actor.user.id),
    { type: 'project.team_added', title: `You have been added to the team of the project "${project.name}".`, link: `/projects/${project.id}` },
  );

/** Adds employees to the team; answers how many were new. */
export async function addTeamUsers(app: FastifyInstance, actor: Actor, project: SetupProject, userIds: number[]): Promise<number> {
  await assertEmployees(app.db, project.companyId, 'users', userIds);
  const added = await withTransaction(app.db, async (tx) => {
    const ids = await repo.addTeamUsers(tx, project.id, userIds, actor.user.id);
    if (ids.length) await activity(tx, actor, project, 'team.users_added', { user_ids: ids, users: await fullNames(tx, ids) });
    return ids;
  });
  await notifyAdded(app, actor, project, added);
  return added.length;
}

export async function removeTeamUsers(app: FastifyInstance, actor: Actor, project: SetupProject, userIds: number[]): Promise<number> {
  const ids = await withTransaction(app.db, async (tx) => {
    const names = await fullNames(tx, userIds);
    const ids = await repo.removeTeamUsers(tx, project.id, userIds);
    if (ids.length) await activity(tx, actor, project, 'team.users_removed', { user_ids: ids, users: names });
    return ids;
  });
  // A former member's open scope chats stop receiving the rooms' events.
  await app.realtime.recheckUserChannels(ids, CHAT_CHANNEL_PREFIX);
  return ids.length;
}

/** Step 2: the team becomes exactly `userIds`. */
export async function saveStepTwo(app: FastifyInstance, actor: Actor, project: SetupProject, userIds: number[]) {
  await assertEmployees(app.db, project.companyId, 'users', userIds);
  const { added, removed, state } = await withTransaction(app.db, async (tx) => {
    const removed = await repo.removeTeamUsersExcept(tx, project.id, [...new Set(userIds)]);
    const added = await repo.addTeamUsers(tx, project.id, userIds, actor.user.id);
    if (removed.length) await activity(tx, actor, project, 'team.users_removed', { user_ids: removed });
    if (added.length) await activity(tx, actor, project, 'team.users_added', { user_ids: added, users: await fullNames(tx, added) });
    return { added, removed, state: await repo.advanceWizard(tx, project.id, 3) };
  });
  await app.realtime.recheckUserChannels(removed, CHAT_CHANNEL_PREFIX);
  await notifyAdded(app, actor, project, added);
  return { message: T.stepSaved, project: toWizardState(state) };
}

// ---- creation form ---------------------------------------------------------------------------

/** The company's creation form, with the default sections made the first time it is read. */
export async function creationForm(db: Database, companyId: number) {
  if ((await repo.countSections(db, companyId)) === 0) await repo.ensureSections(db, companyId, DEFAULT_SECTIONS);
  return repo.findCreationForm(db, companyId);
}

type FieldInput = { section_id: number; name: string; type: string; required?: boolean; options?: { id?: number | null; label: string }[] };

async function checkFieldInput(db: Database, companyId: number, input: FieldInput, exceptId?: number) {
  // Another company's section (or none) is a 404, like any row of another tenant.
  if (!(await repo.findSection(db, companyId, input.section_id))) throw notFound();
  if (await repo.isFieldNameTaken(db, input.section_id, input.name, exceptId)) throw fieldError('name', M.unique('name'));
}

const optionsOf = (input: FieldInput) => (input.type === 'select' ? (input.options ?? []).map((o) => ({ id: o.id ?? null, label: o.label.trim() })) : []);

export async function createCustomField(db: Database, company: Company, input: FieldInput) {
  await checkFieldInput(db, company.id, input);
  return withTransaction(db, async (tx) => {
    const field = await repo.insertField(tx, {
      companyId: company.id,
      sectionId: input.section_id,
      name: input.name,
      type: input.type,
      required: input.required ?? false,
      position: await repo.nextFieldPosition(tx, input.section_id),
    });
    await repo.replaceOptions(tx, field.id, optionsOf(input).map((o) => ({ label: o.label })));
    return { field, options: await repo.findOptions(tx, [field.id]) };
  });
}

export async function findFieldOrFail(db: Database, company: Company, fieldId: number): Promise<FieldRecord> {
  const field = await repo.findField(db, company.id, fieldId);
  if (!field) throw notFound();
  return field;
}

export async function editCustomField(db: Database, company: Company, field: FieldRecord, input: FieldInput) {
  await checkFieldInput(db, company.id, input, field.id);
  if (input.type !== field.type && (await repo.countFieldValues(db, field.id)) > 0) throw fieldError('type', T.typeLocked);
  const current = await repo.findOptions(db, [field.id]);
  const wanted = optionsOf(input);
  const errors: FieldErrors = {};
  wanted.forEach((o, i) => {
    if (o.id && !current.some((c) => c.id === o.id)) errors[`options[${i}].id`] = [selected('option')];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  // An option left out (or every option, when the field stops being a select) is deleted: refused while in use.
  const dropped = current.filter((c) => !wanted.some((o) => o.id === c.id));
  const uses = await repo.countOptionUses(db, dropped.map((o) => o.id));
  const inUse = dropped.find((o) => (uses.get(o.id) ?? 0) > 0);
  if (inUse) throw fieldError('options', T.optionInUse(inUse.label));
  return withTransaction(db, async (tx) => {
    const saved = await repo.updateField(tx, field.id, {
      sectionId: input.section_id,
      name: input.name,
      type: input.type,
      required: input.required ?? false,
      ...(input.section_id !== field.sectionId ? { position: await repo.nextFieldPosition(tx, input.section_id) } : {}),
    });
    await repo.replaceOptions(tx, field.id, wanted);
    return { field: saved, options: await repo.findOptions(tx, [field.id]) };
  });
}

/** Deletes a field with its values on projects and scopes. */
export async function deleteCustomField(db: Database, company: Company, fieldId: number) {
  const field = await findFieldOrFail(db, company, fieldId);
  await repo.deleteField(db, field.id);
}

export async function isUsingOption(db: Database, company: Company, optionId: number) {
  const option = await repo.findOption(db, company.id, optionId);
  if (!option) throw notFound();
  const total = (await repo.countOptionUses(db, [option.id])).get(option.id) ?? 0;
  return { is_using: total > 0, count: total };
}

// ---- custom field values ---------------------------------------------------------------------

type RawValue = string | number | null | undefined;
const isEmpty = (v: RawValue) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The stored form of a value for its field (text, option label + id), or the message for `key`. */
function normalizeValue(field: FieldRecord, options: OptionRecord[], raw: string | number): { value: string; optionId: number | null } | { error: string } {
  const fieldOptions = options.filter((o) => o.fieldId === field.id);
  const problem = checkCustomFieldValue(
    field.type,
    raw,
    fieldOptions.map((o) => o.id),
  );
  if (problem) return { error: problem };
  const text = String(raw).trim();
  if (field.type === 'select') {
    const option = fieldOptions.find((o) => o.id === Number(text))!;
    return { value: option.label, optionId: option.id };
  }
  if (field.type === 'number') return { value: String(Number(text)), optionId: null };
  return { value: text, optionId: null };
}

/**
 * Writes an entity's custom field values (the company's fields only): an empty value clears it
 * (refused on a required field); `requireAll` also refuses required fields left out. Errors are
 * keyed `${prefix}[i].value` for sent values and `custom_fields.{id}` for required ones left out
 * without a stored value.
 * Scopes (module scopes) call this with their form's values inside their own transaction.
 */
export async function saveEntityCustomFieldValues(
  db: Database,
  companyId: number,
  entity: CustomFieldEntity,
  entityId: number,
  values: { custom_field_id: number; value?: RawValue }[],
  options: { requireAll?: boolean; prefix?: string } = {},
): Promise<EntityValue[]> {
  const prefix = options.prefix ?? 'fields';
  const fields = options.requireAll ? (await repo.findCreationForm(db, companyId)).fields : await repo.findFieldsByIds(db, companyId, values.map((v) => v.custom_field_id));
  const allOptions = await repo.findOptions(db, fields.filter((f) => f.type === 'select').map((f) => f.id));
  const errors: FieldErrors = {};
  const writes: { fieldId: number; value: string; optionId: number | null }[] = [];
  const clears: number[] = [];
  values.forEach((entry, i) => {
    const field = fields.find((f) => f.id === entry.custom_field_id);
    if (!field) {
      errors[`${prefix}[${i}].custom_field_id`] = [selected('custom field')];
      return;
    }
    if (isEmpty(entry.value)) {
      if (field.required) errors[`${prefix}[${i}].value`] = [M.required];
      else clears.push(field.id);
      return;
    }
    const result = normalizeValue(field, allOptions, entry.value as string | number);
    if ('error' in result) errors[`${prefix}[${i}].value`] = [result.error];
    else writes.push({ fieldId: field.id, ...result });
  });
  if (options.requireAll) {
    // A required field left out of the request passes only when it has a value already.
    const stored = (await repo.findValues(db, entity, [entityId])).map((v) => v.fieldId);
    for (const field of fields) {
      if (field.required && !values.some((v) => v.custom_field_id === field.id) && !stored.includes(field.id)) errors[`custom_fields.${field.id}`] = [M.required];
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return withTransaction(db, async (tx) => {
    for (const fieldId of clears) await repo.deleteValueOf(tx, entity, entityId, fieldId);
    for (const w of writes) await repo.upsertValue(tx, { companyId, entity, entityId, ...w });
    return (await repo.findValues(tx, entity, [entityId])).map(toEntityValue);
  });
}

/** The custom field values of projects or scopes, by entity id (for the scope and project answers). */
export async function findEntityCustomFieldValues(db: Database, entity: CustomFieldEntity, entityIds: number[]): Promise<Map<number, EntityValue[]>> {
  const byEntity = new Map<number, EntityValue[]>();
  for (const v of await repo.findValues(db, entity, entityIds)) byEntity.set(v.entityId, [...(byEntity.get(v.entityId) ?? []), toEntityValue(v)]);
  return byEntity;
}

/** Removes every value of an entity (a scope being deleted: values have no foreign key to it). */
export async function deleteEntityCustomFieldValues(db: Database, entity: CustomFieldEntity, entityId: number): Promise<void> {
  for (const v of await repo.findValues(db, entity, [entityId])) await repo.deleteValue(db, v.id);
}

/**
 * The project or scope a value call is about: the company's (404 otherwise), and one the caller may
 * change: a project with projects.edit (or its own draft), a scope with projects.edit or assign.
 */
export async function findEditableEntity(db: Database, actor: Actor, company: Company, entity: CustomFieldEntity, entityId: number): Promise<{ projectId: number }> {
  if (entity === 'project') {
    const project = await findEditableProject(db, actor, company, entityId);
    return { projectId: project.id };
  }
  const scope = await repo.findScope(db, entityId);
  if (!scope || scope.companyId !== company.id) throw notFound();
  if (!actor.permissions.includes(PERMISSIONS.PROJECTS_EDIT) && !actor.permissions.includes(PERMISSIONS.PROJECTS_ASSIGN)) throw forbidden();
  const project = await repo.findProject(db, company.id, scope.projectId);
  if (project) assertProjectActive(project);
  return { projectId: scope.projectId };
}

export async function createEntityValue(db: Database, actor: Actor, company: Company, input: { entity: CustomFieldEntity; entity_id: number; custom_field_id: number; value?: RawValue }) {
  const { projectId } = await findEditableEntity(db, actor, company, input.entity, input.entity_id);
  const field = await repo.findField(db, company.id, input.custom_field_id);
  if (!field) throw fieldError('custom_field_id', selected('custom field'));
  if (await repo.findValueOf(db, input.entity, input.entity_id, field.id)) throw fieldError('custom_field_id', T.valueExists);
  return withTransaction(db, async (tx) => {
    const saved = await writeValue(tx, company.id, field, input.entity, input.entity_id, input.value);
    await valueActivity(tx, actor, company, projectId, field, input.entity, input.entity_id, saved.value);
    return saved;
  });
}

/** "A custom field of the project / scope changed", in the project's activity. */
const valueActivity = (db: Database, actor: Actor, company: Company, projectId: number, field: FieldRecord, entity: CustomFieldEntity, entityId: number, value: string | null) =>
  recordProjectActivity(db, {
    projectId,
    companyId: company.id,
    userId: actor.user.id,
    action: `${entity}.custom_field_updated`,
    subjectType: entity,
    subjectId: entityId,
    details: { field: field.name, value },
  });

async function writeValue(db: Database, companyId: number, field: FieldRecord, entity: CustomFieldEntity, entityId: number, raw: RawValue): Promise<EntityValue> {
  if (isEmpty(raw)) throw fieldError('value', M.required);
  const result = normalizeValue(field, await repo.findOptions(db, [field.id]), raw as string | number);
  if ('error' in result) throw fieldError('value', result.error);
  return toEntityValue(await repo.upsertValue(db, { companyId, entity, entityId, fieldId: field.id, ...result }));
}

/** A value of the company's, on an entity the caller may change (404, then 403). */
export async function findEditableValue(db: Database, actor: Actor, company: Company, valueId: number) {
  const value = await repo.findValue(db, company.id, valueId);
  if (!value) throw notFound();
  const { projectId } = await findEditableEntity(db, actor, company, value.entityType, value.entityId);
  const field = await repo.findField(db, company.id, value.fieldId);
  if (!field) throw notFound();
  return { value, field, projectId };
}

type FoundValue = { value: repo.ValueRecord; field: FieldRecord; projectId: number };

export const updateEntityValue = (db: Database, actor: Actor, company: Company, found: FoundValue, raw: RawValue) =>
  withTransaction(db, async (tx) => {
    const saved = await writeValue(tx, company.id, found.field, found.value.entityType, found.value.entityId, raw);
    await valueActivity(tx, actor, company, found.projectId, found.field, found.value.entityType, found.value.entityId, saved.value);
    return saved;
  });

export async function deleteEntityValue(db: Database, actor: Actor, company: Company, found: FoundValue) {
  if (found.field.required) throw fieldError('value', M.required);
  await withTransaction(db, async (tx) => {
    await repo.deleteValue(tx, found.value.id);
    await valueActivity(tx, actor, company, found.projectId, found.field, found.value.entityType, found.value.entityId, null);
  });
}

/** Step 3: the project's values of the creation form (every required field filled). */
export async function saveStepThree(db: Database, actor: Actor, project: SetupProject, values: { custom_field_id: number; value?: RawValue }[]) {
  const state = await withTransaction(db, async (tx) => {
    const saved = await saveEntityCustomFieldValues(tx, project.companyId, 'project', project.id, values, { requireAll: true });
    await activity(tx, actor, project, 'project.custom_fields_updated', { fields: saved.length });
    return repo.advanceWizard(tx, project.id, 4);
  });
  return { message: T.stepSaved, project: toWizardState(state) };
}

// ---- workflows -------------------------------------------------------------------------------

export async function stepFourFields(db: Database, company: Company, project: SetupProject) {
  const workflows = await repo.findWorkflowOptions(db, company.id);
  const current = async (kind: ProjectWorkflowKind, workflowId: number | null) => {
    const users = await repo.findUsersByIds(db, await repo.findWorkflowUserIds(db, project.id, kind));
    const workflow = workflows.find((w) => w.id === workflowId && w.kind === kind);
    return { type: kind, workflow: workflow ? { id: workflow.id, name: workflow.name } : null, users: users.map(toSetupUser) };
  };
  return {
    scope_workflows: workflows.filter((w) => w.kind === 'scope').map((w) => ({ id: w.id, name: w.name })),
    contract_workflows: workflows.filter((w) => w.kind === 'contract').map((w) => ({ id: w.id, name: w.name })),
    scope: await current('scope', project.scopeWorkflowId),
    contract: await current('contract', project.contractWorkflowId),
  };
}

export async function usersForWorkflowField(db: Database, company: Company, query: { search?: string; workflow_id?: number }) {
  if (query.workflow_id) {
    const approvers = await repo.findWorkflowApprovers(db, company.id, query.workflow_id, query.search);
    if (!approvers) throw fieldError('workflow_id', selected('workflow'));
    return approvers.map(toSetupUser);
  }
  return (await repo.findEmployees(db, company.id, query.search, 200)).map(toSetupUser);
}

type WorkflowChoice = { kind: ProjectWorkflowKind; workflowId: number | null; users: number[]; workflowKey: string; usersKey: string };

async function checkWorkflowChoice(db: Database, company: Company, choice: WorkflowChoice) {
  if (choice.workflowId && !(await repo.findWorkflow(db, company.id, choice.kind, choice.workflowId))) throw fieldError(choice.workflowKey, selected('workflow'));
  await assertEmployees(db, company.id, choice.usersKey, choice.users);
}

async function writeWorkflowChoice(db: Database, actor: Actor, project: SetupProject, choice: WorkflowChoice) {
  await repo.setProjectWorkflow(db, project.id, choice.kind, choice.workflowId);
  await repo.replaceWorkflowUsers(db, project.id, choice.kind, choice.users);
  await activity(db, actor, project, `project.${choice.kind}_workflow_set`, { workflow_id: choice.workflowId, user_ids: [...new Set(choice.users)] });
}

export async function setWorkflow(db: Database, actor: Actor, company: Company, project: SetupProject, input: { type: ProjectWorkflowKind; workflow_id?: number | null; users?: number[] }) {
  const choice: WorkflowChoice = { kind: input.type, workflowId: input.workflow_id ?? null, users: input.users ?? [], workflowKey: 'workflow_id', usersKey: 'users' };
  await checkWorkflowChoice(db, company, choice);
  await withTransaction(db, (tx) => writeWorkflowChoice(tx, actor, project, choice));
  return T.workflowSaved;
}

export async function saveStepFour(
  db: Database,
  actor: Actor,
  company: Company,
  project: SetupProject,
  input: { scope_workflow_id?: number | null; contract_workflow_id?: number | null; scope_users?: number[]; contract_users?: number[] },
) {
  const choices: WorkflowChoice[] = [
    { kind: 'scope', workflowId: input.scope_workflow_id ?? null, users: input.scope_users ?? [], workflowKey: 'scope_workflow_id', usersKey: 'scope_users' },
    { kind: 'contract', workflowId: input.contract_workflow_id ?? null, users: input.contract_users ?? [], workflowKey: 'contract_workflow_id', usersKey: 'contract_users' },
  ];
  for (const choice of choices) await checkWorkflowChoice(db, company, choice);
  const state = await withTransaction(db, async (tx) => {
    for (const choice of choices) await writeWorkflowChoice(tx, actor, project, choice);
    return repo.advanceWizard(tx, project.id, 5);
  });
  return { message: T.stepSaved, project: toWizardState(state) };
}

// ---- additional documents --------------------------------------------------------------------

/** Step 5: stores the files, then finishes the wizard (the project is no longer a draft). */
export async function saveStepFive(app: FastifyInstance, actor: Actor, project: SetupProject, files: UploadedFile[]) {
  checkDocuments(files);
  const paths: string[] = [];
  try {
    for (const file of files) paths.push(await storeDocument(app, project.id, file));
    const { ids, state } = await withTransaction(app.db, async (tx) => {
      const ids = await repo.insertDocuments(
        tx,
        files.map((file, i) => ({
          projectId: project.id,
          companyId: project.companyId,
          name: file.filename.slice(0, 255),
          path: paths[i],
          size: file.bytes.length,
          mimeType: file.mimeType.slice(0, 255),
          uploadedBy: actor.user.id,
        })),
      );
      if (ids.length) await activity(tx, actor, project, 'project.documents_added', { names: files.map((f) => f.filename.slice(0, 255)) });
      const state = await repo.advanceWizard(tx, project.id, 5, true);
      if (project.isDraft) await activity(tx, actor, project, 'project.wizard_finished');
      return { ids, state };
    });
    const documents = (await repo.findDocuments(app.db, project.id)).filter((d) => ids.includes(d.id)).map(toAdditionalDocument);
    return { message: files.length ? T.documentsUploaded(files.length) : T.stepSaved, project: toWizardState(state), documents };
  } catch (error) {
    for (const p of paths) await removeDocumentFile(app, p);
    throw error;
  }
}

export async function findDocumentOrFail(db: Database, company: Company, documentId: number) {
  const document = await repo.findDocument(db, company.id, documentId);
  if (!document) throw notFound();
  return document;
}

export async function deleteDocument(app: FastifyInstance, actor: Actor, company: Company, documentId: number) {
  const document = await findDocumentOrFail(app.db, company, documentId);
  const project = await findEditableProject(app.db, actor, company, document.projectId);
  await withTransaction(app.db, async (tx) => {
    await repo.deleteDocument(tx, document.id);
    await activity(tx, actor, project, 'project.document_deleted', { name: document.name }, { type: 'project_document', id: document.id });
  });
  await removeDocumentFile(app, document.path);
}

// ---- for other modules -----------------------------------------------------------------------

/** The user ids of a project's team (chat membership, notifications). */
export const findProjectTeamUserIds = (db: Database, projectId: number) => repo.findTeamUserIds(db, projectId);
export const isProjectTeamMember = (db: Database, projectId: number, userId: number) => repo.isTeamMember(db, projectId, userId);
