// Data access of project setup: the project team, the creation form, custom field values, the
// project's workflows and default users, additional documents. Every query is scoped by company.
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CustomFieldEntity, CustomFieldType, ProjectWorkflowKind } from 'shared-contract';
import type { Database } from '../../db/client';
import {
  approvalWorkflowApprovers,
  approvalWorkflowSteps,
  approvalWorkflows,
  creationFormSections,
  customFieldOptions,
  customFields,
  entityCustomFieldValues,
  projectAdditionalDocuments,
  projectTeamMembers,
  projectWorkflowUsers,
  projects,
  scopes,
  userArchives,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/lists';

// ---- projects --------------------------------------------------------------------------------

export type SetupProject = Pick<
  typeof projects.$inferSelect,
  'id' | 'companyId' | 'name' | 'managerId' | 'createdBy' | 'isDraft' | 'wizardStep' | 'scopeWorkflowId' | 'contractWorkflowId' | 'status' | 'archivedAt'
>;

const projectColumns = {
  id: projects.id,
  companyId: projects.companyId,
  name: projects.name,
  managerId: projects.managerId,
  createdBy: projects.createdBy,
  isDraft: projects.isDraft,
  wizardStep: projects.wizardStep,
  scopeWorkflowId: projects.scopeWorkflowId,
  contractWorkflowId: projects.contractWorkflowId,
  status: projects.status,
  archivedAt: projects.archivedAt,
};

/** The company's project (null for another company's or a missing one). */
export async function findProject(db: Database, companyId: number, projectId: number): Promise<SetupProject | null> {
  const [row] = await db.select(projectColumns).from(projects).where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  return row ?? null;
}

/** Moves a draft to `next` when it is behind it; finishing (`finish`) ends the draft. */
export async function advanceWizard(db: Database, projectId: number, next: number, finish = false): Promise<{ id: number; isDraft: boolean; wizardStep: number }> {
  const [row] = await db
    .update(projects)
    .set({
      wizardStep: sql`case when ${projects.isDraft} then greatest(${projects.wizardStep}, ${next}) else ${projects.wizardStep} end`,
      ...(finish ? { isDraft: false } : {}),
      updatedAt: new Date(),
    })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id, isDraft: projects.isDraft, wizardStep: projects.wizardStep });
  return row;
}

export async function setProjectWorkflow(db: Database, projectId: number, kind: ProjectWorkflowKind, workflowId: number | null): Promise<void> {
  await db
    .update(projects)
    .set(kind === 'scope' ? { scopeWorkflowId: workflowId, updatedAt: new Date() } : { contractWorkflowId: workflowId, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}

/** The scope's owning company and project (null when missing). */
export async function findScope(db: Database, scopeId: number): Promise<{ id: number; companyId: number; projectId: number } | null> {
  const [row] = await db.select({ id: scopes.id, companyId: scopes.companyId, projectId: scopes.projectId }).from(scopes).where(eq(scopes.id, scopeId));
  return row ?? null;
}

// ---- employees -------------------------------------------------------------------------------

export type UserRecord = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'photo'>;
const userColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, photo: users.photo };
const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

/** Active employees: the company's users, operators and archived employees apart. */
const activeEmployee = (companyId: number): SQL =>
  and(eq(users.companyId, companyId), eq(users.isSuperuser, false), sql`not exists (select 1 from ${userArchives} where ${userArchives.userId} = ${users.id})`)!;

const userSearch = (search?: string) => {
  if (!search) return undefined;
  const text = containsPattern(search);
  return or(ilike(fullName, text), ilike(users.email, text));
};

/** The ids among `ids` that are not active employees of the company. */
export async function findNonEmployeeIds(db: Database, companyId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: users.id }).from(users).where(and(activeEmployee(companyId), inArray(users.id, unique)));
  return unique.filter((id) => !found.some((f) => f.id === id));
}

export async function findUsersByIds(db: Database, ids: number[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  return db.select(userColumns).from(users).where(inArray(users.id, ids)).orderBy(sql`lower(${fullName})`, asc(users.id));
}

export async function findEmployees(db: Database, companyId: number, search: string | undefined, limit: number): Promise<UserRecord[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(and(activeEmployee(companyId), userSearch(search)))
    .orderBy(sql`lower(${fullName})`, asc(users.id))
    .limit(limit);
}

/** The approvers of a company's workflow (null when the workflow is not the company's). */
export async function findWorkflowApprovers(db: Database, companyId: number, workflowId: number, search?: string): Promise<UserRecord[] | null> {
  const [workflow] = await db.select({ id: approvalWorkflows.id }).from(approvalWorkflows).where(and(eq(approvalWorkflows.id, workflowId), eq(approvalWorkflows.companyId, companyId)));
  if (!workflow) return null;
  return db
    .selectDistinct({ ...userColumns, sortName: sql<string>`lower(${fullName})` })
    .from(approvalWorkflowApprovers)
    .innerJoin(approvalWorkflowSteps, eq(approvalWorkflowSteps.id, approvalWorkflowApprovers.stepId))
    .innerJoin(users, eq(users.id, approvalWorkflowApprovers.userId))
    .where(and(eq(approvalWorkflowSteps.workflowId, workflowId), activeEmployee(companyId), userSearch(search)))
    .orderBy(sql`lower(${fullName})`, asc(users.id));
}

// ---- team ------------------------------------------------------------------------------------

export type TeamMemberRecord = UserRecord & { addedAt: Date; addedBy: string | null };

export const TEAM_SORT_COLUMNS = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: sql`lower(${users.email})`,
  added_at: projectTeamMembers.createdAt,
} as const;

export async function findTeamPage(
  db: Database,
  projectId: number,
  search: string | undefined,
  sort: { field: keyof typeof TEAM_SORT_COLUMNS; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: TeamMemberRecord[]; total: number }> {
  const where = and(eq(projectTeamMembers.projectId, projectId), userSearch(search));
  const adder = sql<string | null>`(select a.first_name || ' ' || a.last_name from ${users} a where a.id = ${projectTeamMembers.addedBy})`;
  const order = sort.direction === 'desc' ? desc(TEAM_SORT_COLUMNS[sort.field]) : asc(TEAM_SORT_COLUMNS[sort.field]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...userColumns, addedAt: projectTeamMembers.createdAt, addedBy: adder })
      .from(projectTeamMembers)
      .innerJoin(users, eq(users.id, projectTeamMembers.userId))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(paging.perPage)
      .offset(paging.offset),
    db.select({ total: count() }).from(projectTeamMembers).innerJoin(users, eq(users.id, projectTeamMembers.userId)).where(where),
  ]);
  return { rows, total };
}

export async function findNotAddedPage(
  db: Database,
  companyId: number,
  projectId: number,
  search: string | undefined,
  sort: { field: 'name' | 'email'; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = and(
    activeEmployee(companyId),
    sql`not exists (select 1 from ${projectTeamMembers} where ${projectTeamMembers.projectId} = ${projectId} and ${projectTeamMembers.userId} = ${users.id})`,
    userSearch(search),
  );
  const order = sort.direction === 'desc' ? desc(TEAM_SORT_COLUMNS[sort.field]) : asc(TEAM_SORT_COLUMNS[sort.field]);
  const [rows, [{ total }]] = await Promise.all([
    db.select(userColumns).from(users).where(where).orderBy(order, asc(users.id)).limit(paging.perPage).offset(paging.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function findTeamUserIds(db: Database, projectId: number): Promise<number[]> {
  const rows = await db.select({ userId: projectTeamMembers.userId }).from(projectTeamMembers).where(eq(projectTeamMembers.projectId, projectId)).orderBy(asc(projectTeamMembers.id));
  return rows.map((r) => r.userId);
}

export async function isTeamMember(db: Database, projectId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectTeamMembers.id })
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, userId)));
  return !!row;
}

/** Adds the users not yet in the team; answers the ids really added. */
export async function addTeamUsers(db: Database, projectId: number, userIds: number[], addedBy: number | null): Promise<number[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .insert(projectTeamMembers)
    .values(unique.map((userId) => ({ projectId, userId, addedBy })))
    .onConflictDoNothing({ target: [projectTeamMembers.projectId, projectTeamMembers.userId] })
    .returning({ userId: projectTeamMembers.userId });
  return rows.map((r) => r.userId);
}

export async function removeTeamUsers(db: Database, projectId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .delete(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), inArray(projectTeamMembers.userId, [...new Set(userIds)])))
    .returning({ userId: projectTeamMembers.userId });
  return rows.map((r) => r.userId);
}

/** Removes every member not in `keep`; answers the ids removed. */
export async function removeTeamUsersExcept(db: Database, projectId: number, keep: number[]): Promise<number[]> {
  const rows = await db
    .delete(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), keep.length ? notInArray(projectTeamMembers.userId, keep) : undefined))
    .returning({ userId: projectTeamMembers.userId });
  return rows.map((r) => r.userId);
}

// ---- creation form ---------------------------------------------------------------------------

export type SectionRecord = typeof creationFormSections.$inferSelect;
export type FieldRecord = typeof customFields.$inferSelect & { type: CustomFieldType };
export type OptionRecord = typeof customFieldOptions.$inferSelect;

/** Creates the named sections the company does not have yet (its form's default sections). */
export async function ensureSections(db: Database, companyId: number, names: readonly string[]): Promise<void> {
  await db
    .insert(creationFormSections)
    .values(names.map((name, position) => ({ companyId, name, position })))
    .onConflictDoNothing();
}

export async function countSections(db: Database, companyId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(creationFormSections).where(eq(creationFormSections.companyId, companyId));
  return total;
}

/** The company's sections, fields and options, each in order. */
export async function findCreationForm(db: Database, companyId: number): Promise<{ sections: SectionRecord[]; fields: FieldRecord[]; options: OptionRecord[] }> {
  const sections = await db.select().from(creationFormSections).where(eq(creationFormSections.companyId, companyId)).orderBy(asc(creationFormSections.position), asc(creationFormSections.id));
  const fields = (await db.select().from(customFields).where(eq(customFields.companyId, companyId)).orderBy(asc(customFields.position), asc(customFields.id))) as FieldRecord[];
  const options = fields.length
    ? await db
        .select()
        .from(customFieldOptions)
        .where(inArray(customFieldOptions.fieldId, fields.map((f) => f.id)))
        .orderBy(asc(customFieldOptions.position), asc(customFieldOptions.id))
    : [];
  return { sections, fields, options };
}

export async function findSection(db: Database, companyId: number, sectionId: number): Promise<SectionRecord | null> {
  const [row] = await db.select().from(creationFormSections).where(and(eq(creationFormSections.id, sectionId), eq(creationFormSections.companyId, companyId)));
  return row ?? null;
}

export async function findField(db: Database, companyId: number, fieldId: number): Promise<FieldRecord | null> {
  const [row] = await db.select().from(customFields).where(and(eq(customFields.id, fieldId), eq(customFields.companyId, companyId)));
  return (row as FieldRecord | undefined) ?? null;
}

export async function findFieldsByIds(db: Database, companyId: number, ids: number[]): Promise<FieldRecord[]> {
  if (ids.length === 0) return [];
  return (await db.select().from(customFields).where(and(eq(customFields.companyId, companyId), inArray(customFields.id, [...new Set(ids)])))) as FieldRecord[];
}

export async function findOptions(db: Database, fieldIds: number[]): Promise<OptionRecord[]> {
  if (fieldIds.length === 0) return [];
  return db.select().from(customFieldOptions).where(inArray(customFieldOptions.fieldId, fieldIds)).orderBy(asc(customFieldOptions.position), asc(customFieldOptions.id));
}

/** The company's option (with its field), null for another company's. */
export async function findOption(db: Database, companyId: number, optionId: number): Promise<OptionRecord | null> {
  const [row] = await db
    .select({ id: customFieldOptions.id, fieldId: customFieldOptions.fieldId, label: customFieldOptions.label, position: customFieldOptions.position })
    .from(customFieldOptions)
    .innerJoin(customFields, eq(customFields.id, customFieldOptions.fieldId))
    .where(and(eq(customFieldOptions.id, optionId), eq(customFields.companyId, companyId)));
  return row ?? null;
}

export async function countOptionUses(db: Database, optionIds: number[]): Promise<Map<number, number>> {
  const uses = new Map<number, number>();
  if (optionIds.length === 0) return uses;
  const rows = await db
    .select({ optionId: entityCustomFieldValues.optionId, total: count() })
    .from(entityCustomFieldValues)
    .where(inArray(entityCustomFieldValues.optionId, optionIds))
    .groupBy(entityCustomFieldValues.optionId);
  for (const r of rows) if (r.optionId !== null) uses.set(r.optionId, r.total);
  return uses;
}

export async function countFieldValues(db: Database, fieldId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(entityCustomFieldValues).where(eq(entityCustomFieldValues.fieldId, fieldId));
  return total;
}

export async function nextFieldPosition(db: Database, sectionId: number): Promise<number> {
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${customFields.position}), -1)::int + 1` }).from(customFields).where(eq(customFields.sectionId, sectionId));
  return Number(next);
}

export async function insertField(db: Database, values: typeof customFields.$inferInsert): Promise<FieldRecord> {
  const [row] = await db.insert(customFields).values(values).returning();
  return row as FieldRecord;
}

export async function updateField(db: Database, fieldId: number, values: Partial<typeof customFields.$inferInsert>): Promise<FieldRecord> {
  const [row] = await db
    .update(customFields)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customFields.id, fieldId))
    .returning();
  return row as FieldRecord;
}

export async function deleteField(db: Database, fieldId: number): Promise<void> {
  await db.delete(customFields).where(eq(customFields.id, fieldId));
}

/** Is the name taken by another field of the section (any letter case)? */
export async function isFieldNameTaken(db: Database, sectionId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(and(eq(customFields.sectionId, sectionId), sql`lower(${customFields.name}) = lower(${name})`, exceptId ? sql`${customFields.id} <> ${exceptId}` : undefined));
  return !!row;
}

/** Writes a field's options: labels and order of the kept ones, the new ones added, the rest deleted. */
export async function replaceOptions(db: Database, fieldId: number, options: { id?: number | null; label: string }[]): Promise<void> {
  const kept = options.filter((o) => o.id).map((o) => o.id!);
  await db.delete(customFieldOptions).where(and(eq(customFieldOptions.fieldId, fieldId), kept.length ? notInArray(customFieldOptions.id, kept) : undefined));
  for (const [position, option] of options.entries()) {
    if (option.id) await db.update(customFieldOptions).set({ label: option.label, position }).where(and(eq(customFieldOptions.id, option.id), eq(customFieldOptions.fieldId, fieldId)));
    else await db.insert(customFieldOptions).values({ fieldId, label: option.label, position });
  }
}

// ---- entity values ---------------------------------------------------------------------------

export type ValueRecord = typeof entityCustomFieldValues.$inferSelect & { entityType: CustomFieldEntity };

export async function findValues(db: Database, entity: CustomFieldEntity, entityIds: number[]): Promise<ValueRecord[]> {
  if (entityIds.length === 0) return [];
  return (await db
    .select()
    .from(entityCustomFieldValues)
    .where(and(eq(entityCustomFieldValues.entityType, entity), inArray(entityCustomFieldValues.entityId, entityIds)))
    .orderBy(asc(entityCustomFieldValues.id))) as ValueRecord[];
}

export async function findValue(db: Database, companyId: number, valueId: number): Promise<ValueRecord | null> {
  const [row] = await db.select().from(entityCustomFieldValues).where(and(eq(entityCustomFieldValues.id, valueId), eq(entityCustomFieldValues.companyId, companyId)));
  return (row as ValueRecord | undefined) ?? null;
}

export async function findValueOf(db: Database, entity: CustomFieldEntity, entityId: number, fieldId: number): Promise<ValueRecord | null> {
  const [row] = await db
    .select()
    .from(entityCustomFieldValues)
    .where(and(eq(entityCustomFieldValues.entityType, entity), eq(entityCustomFieldValues.entityId, entityId), eq(entityCustomFieldValues.fieldId, fieldId)));
  return (row as ValueRecord | undefined) ?? null;
}

/** Sets one value (insert or replace). */
export async function upsertValue(
  db: Database,
  row: { companyId: number; entity: CustomFieldEntity; entityId: number; fieldId: number; value: string; optionId: number | null },
): Promise<ValueRecord> {
  const [saved] = await db
    .insert(entityCustomFieldValues)
    .values({ companyId: row.companyId, entityType: row.entity, entityId: row.entityId, fieldId: row.fieldId, value: row.value, optionId: row.optionId })
    .onConflictDoUpdate({
      target: [entityCustomFieldValues.entityType, entityCustomFieldValues.entityId, entityCustomFieldValues.fieldId],
      set: { value: row.value, optionId: row.optionId, updatedAt: new Date() },
    })
    .returning();
  return saved as ValueRecord;
}

export async function deleteValueOf(db: Database, entity: CustomFieldEntity, entityId: number, fieldId: number): Promise<void> {
  await db
    .delete(entityCustomFieldValues)
    .where(and(eq(entityCustomFieldValues.entityType, entity), eq(entityCustomFieldValues.entityId, entityId), eq(entityCustomFieldValues.fieldId, fieldId)));
}

export async function deleteValue(db: Database, valueId: number): Promise<void> {
  await db.delete(entityCustomFieldValues).where(eq(entityCustomFieldValues.id, valueId));
}

// ---- workflows -------------------------------------------------------------------------------

export async function findWorkflowOptions(db: Database, companyId: number): Promise<{ id: number; name: string; kind: string }[]> {
  return db
    .select({ id: approvalWorkflows.id, name: approvalWorkflows.name, kind: approvalWorkflows.kind })
    .from(approvalWorkflows)
    .where(eq(approvalWorkflows.companyId, companyId))
    .orderBy(sql`lower(${approvalWorkflows.name})`, asc(approvalWorkflows.id));
}

/** The company's workflow of that kind (null otherwise). */
export async function findWorkflow(db: Database, companyId: number, kind: ProjectWorkflowKind, workflowId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: approvalWorkflows.id, name: approvalWorkflows.name })
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.id, workflowId), eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.kind, kind)));
  return row ?? null;
}

export async function findWorkflowUserIds(db: Database, projectId: number, kind: ProjectWorkflowKind): Promise<number[]> {
  const rows = await db
    .select({ userId: projectWorkflowUsers.userId })
    .from(projectWorkflowUsers)
    .where(and(eq(projectWorkflowUsers.projectId, projectId), eq(projectWorkflowUsers.kind, kind)))
    .orderBy(asc(projectWorkflowUsers.id));
  return rows.map((r) => r.userId);
}

export async function replaceWorkflowUsers(db: Database, projectId: number, kind: ProjectWorkflowKind, userIds: number[]): Promise<void> {
  await db.delete(projectWorkflowUsers).where(and(eq(projectWorkflowUsers.projectId, projectId), eq(projectWorkflowUsers.kind, kind)));
  const unique = [...new Set(userIds)];
  if (unique.length) await db.insert(projectWorkflowUsers).values(unique.map((userId) => ({ projectId, kind, userId })));
}

// ---- additional documents --------------------------------------------------------------------

export type DocumentRecord = typeof projectAdditionalDocuments.$inferSelect & { uploaderName: string | null };

const documentColumns = {
  id: projectAdditionalDocuments.id,
  projectId: projectAdditionalDocuments.projectId,
  companyId: projectAdditionalDocuments.companyId,
  name: projectAdditionalDocuments.name,
  path: projectAdditionalDocuments.path,
  size: projectAdditionalDocuments.size,
  mimeType: projectAdditionalDocuments.mimeType,
  uploadedBy: projectAdditionalDocuments.uploadedBy,
  createdAt: projectAdditionalDocuments.createdAt,
  uploaderName: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${projectAdditionalDocuments.uploadedBy})`,
};

export async function findDocuments(db: Database, projectId: number): Promise<DocumentRecord[]> {
  return db.select(documentColumns).from(projectAdditionalDocuments).where(eq(projectAdditionalDocuments.projectId, projectId)).orderBy(desc(projectAdditionalDocuments.createdAt), desc(projectAdditionalDocuments.id));
}

export async function findDocument(db: Database, companyId: number, documentId: number): Promise<DocumentRecord | null> {
  const [row] = await db
    .select(documentColumns)
    .from(projectAdditionalDocuments)
    .where(and(eq(projectAdditionalDocuments.id, documentId), eq(projectAdditionalDocuments.companyId, companyId)));
  return row ?? null;
}

export async function insertDocuments(db: Database, rows: (typeof projectAdditionalDocuments.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const saved = await db.insert(projectAdditionalDocuments).values(rows).returning({ id: projectAdditionalDocuments.id });
  return saved.map((r) => r.id);
}

export async function deleteDocument(db: Database, documentId: number): Promise<void> {
  await db.delete(projectAdditionalDocuments).where(eq(projectAdditionalDocuments.id, documentId));
}

