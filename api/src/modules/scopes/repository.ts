// Scope queries: the scope rows with their project, owner and vendor names; editors, attachments and
// approvals; the look-ups the rules need (project, network, vendor users, workflow steps). Every read
// is scoped by the owning company or the vendor company.
import { and, asc, count, desc, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScopeSortField, ScopeStatus } from 'shared-contract';
import type { Database } from '../../db/client';
import {
  approvalWorkflowApprovers,
  approvalWorkflowSteps,
  approvalWorkflows,
  companies,
  companyNetwork,
  projectAdditionalDocuments,
  projects,
  scopeApprovals,
  scopeAttachments,
  scopeEditors,
  scopes,
  userArchives,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/lists';

export type ScopeTable = typeof scopes.$inferSelect;
export type ProjectRecord = { id: number; companyId: number; name: string; scopeWorkflowId: number | null; archivedAt: Date | null };
export type UserRecord = { id: number; firstName: string; lastName: string; email: string; photo: string | null };
export type ScopeRecord = ScopeTable & { projectName: string; projectArchivedAt: Date | null; companyName: string; vendorCompanyName: string | null; creatorName: string | null };
export type ApprovalRecord = typeof scopeApprovals.$inferSelect;
export type AttachmentRecord = typeof scopeAttachments.$inferSelect & { uploaderName: string | null };

const vendor = alias(companies, 'vendor');
const creator = alias(users, 'creator');
const creatorName = sql<string | null>`${creator.firstName} || ' ' || ${creator.lastName}`;

const scopeSelect = {
  scope: scopes,
  projectName: projects.name,
  projectArchivedAt: projects.archivedAt,
  companyName: companies.name,
  vendorCompanyName: vendor.name,
  creatorName,
};

function baseQuery(db: Database) {
  return db
    .select(scopeSelect)
    .from(scopes)
    .innerJoin(projects, eq(projects.id, scopes.projectId))
    .innerJoin(companies, eq(companies.id, scopes.companyId))
    .leftJoin(vendor, eq(vendor.id, scopes.vendorCompanyId))
    .leftJoin(creator, eq(creator.id, scopes.createdBy));
}

type Joined = { scope: ScopeTable } & Omit<ScopeRecord, keyof ScopeTable>;
const toRecord = (r: Joined): ScopeRecord => ({ ...r.scope, projectName: r.projectName, projectArchivedAt: r.projectArchivedAt, companyName: r.companyName, vendorCompanyName: r.vendorCompanyName, creatorName: r.creatorName });

/**
 * The project's visibility (the projects module's rule): the company's own projects, and as the vendor
 * of a scope another company's project that is not a draft (an external project).
 */
const visibleScopeOf = (companyId: number) => or(eq(scopes.companyId, companyId), and(eq(scopes.vendorCompanyId, companyId), eq(projects.isDraft, false)));

/** The scope if the company owns it, or is its vendor in a project it may see; null otherwise (a 404 for the caller). */
export async function findVisibleScope(db: Database, companyId: number, scopeId: number): Promise<ScopeRecord | null> {
  const [row] = await baseQuery(db)
    .where(and(eq(scopes.id, scopeId), visibleScopeOf(companyId)))
    .limit(1);
  return row ? toRecord(row) : null;
}

export async function findScopeById(db: Database, scopeId: number): Promise<ScopeTable | null> {
  const [row] = await db.select().from(scopes).where(eq(scopes.id, scopeId)).limit(1);
  return row ?? null;
}

export type ScopeFilters = { search?: string; status?: ScopeStatus[]; vendor_company_id?: number };

const SORT_COLUMNS: Record<ScopeSortField, SQL | typeof scopes.name> = {
  name: sql`lower(${scopes.name})`,
  vendor: sql`lower(${vendor.name})`,
  amount: sql`${scopes.amount}`,
  work_start_date: sql`${scopes.workStartDate}`,
  status: sql`${scopes.status}`,
  created_at: sql`${scopes.createdAt}`,
};

/** One project's scopes as the company sees them: all when it owns the project, its own as the vendor. */
export async function findScopePage(
  db: Database,
  viewer: { companyId: number; projectId: number },
  filters: ScopeFilters,
  sort: { field: ScopeSortField; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: ScopeRecord[]; total: number }> {
  const where = and(
    eq(scopes.projectId, viewer.projectId),
    or(eq(scopes.companyId, viewer.companyId), eq(scopes.vendorCompanyId, viewer.companyId)),
    filters.search ? ilike(scopes.name, containsPattern(filters.search)) : undefined,
    filters.status?.length ? inArray(scopes.status, filters.status) : undefined,
    filters.vendor_company_id ? eq(scopes.vendorCompanyId, filters.vendor_company_id) : undefined,
  );
  const order = sort.direction === 'asc' ? asc : desc;
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(sql`${order(SORT_COLUMNS[sort.field])} nulls last`, order(scopes.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(scopes)
    .leftJoin(vendor, eq(vendor.id, scopes.vendorCompanyId))
    .where(where);
  return { rows: rows.map(toRecord), total: Number(total) };
}

/** The project if the company owns it. */
export async function findOwnProject(db: Database, companyId: number, projectId: number): Promise<ProjectRecord | null> {
  const [row] = await db
    .select({ id: projects.id, companyId: projects.companyId, name: projects.name, scopeWorkflowId: projects.scopeWorkflowId, archivedAt: projects.archivedAt })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function findProject(db: Database, projectId: number): Promise<ProjectRecord | null> {
  const [row] = await db
    .select({ id: projects.id, companyId: projects.companyId, name: projects.name, scopeWorkflowId: projects.scopeWorkflowId, archivedAt: projects.archivedAt })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}

/** The company is the vendor of at least one scope of the project, and the project is not a draft (an external project). */
export async function isVendorInProject(db: Database, companyId: number, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: scopes.id })
    .from(scopes)
    .innerJoin(projects, eq(projects.id, scopes.projectId))
    .where(and(eq(scopes.projectId, projectId), eq(scopes.vendorCompanyId, companyId), eq(projects.isDraft, false)))
    .limit(1);
  return !!row;
}

export async function isInNetwork(db: Database, companyId: number, partnerCompanyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyNetwork.id })
    .from(companyNetwork)
    .where(and(eq(companyNetwork.companyId, companyId), eq(companyNetwork.partnerCompanyId, partnerCompanyId)))
    .limit(1);
  return !!row;
}

const notArchived = notExists(sql`(select 1 from ${userArchives} where ${userArchives.userId} = ${users.id})`);
const userColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, photo: users.photo };

/** Of `userIds`, the active users of the company. */
export async function findActiveUserIds(db: Database, companyId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds]), notArchived));
  return rows.map((r) => r.id);
}

export async function findUsers(db: Database, userIds: readonly number[]): Promise<Map<number, UserRecord>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select(userColumns).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company's active employees, by name. */
export async function findActiveEmployees(db: Database, companyId: number): Promise<UserRecord[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), notArchived))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id));
}

/** The companies in the company's network (the vendors a scope may go to), by name. */
export async function findNetworkCompanies(db: Database, companyId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companyNetwork)
    .innerJoin(companies, eq(companies.id, companyNetwork.partnerCompanyId))
    .where(and(eq(companyNetwork.companyId, companyId), sql`${companies.id} <> ${companyId}`))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

/** The active users of the companies, by name. */
export async function findActiveUsersOf(db: Database, companyIds: readonly number[]): Promise<(UserRecord & { companyId: number | null })[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ ...userColumns, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), notArchived))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id));
}

// ---- writes -----------------------------------------------------------------------------------

export type ScopeValues = Omit<typeof scopes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertScope(db: Database, values: ScopeValues): Promise<ScopeTable> {
  const [row] = await db.insert(scopes).values(values).returning();
  return row;
}

export async function updateScope(db: Database, scopeId: number, values: Partial<ScopeValues>): Promise<void> {
  await db
    .update(scopes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scopes.id, scopeId));
}

export async function deleteScope(db: Database, scopeId: number): Promise<void> {
  await db.delete(scopes).where(eq(scopes.id, scopeId));
}

export async function replaceEditors(db: Database, scopeId: number, userIds: readonly number[]): Promise<void> {
  await db.delete(scopeEditors).where(eq(scopeEditors.scopeId, scopeId));
  if (userIds.length) await db.insert(scopeEditors).values([...new Set(userIds)].map((userId) => ({ scopeId, userId })));
}

export async function findEditorIds(db: Database, scopeIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (scopeIds.length === 0) return out;
  const rows = await db.select().from(scopeEditors).where(inArray(scopeEditors.scopeId, [...scopeIds])).orderBy(asc(scopeEditors.id));
  for (const r of rows) out.set(r.scopeId, [...(out.get(r.scopeId) ?? []), r.userId]);
  return out;
}

// ---- attachments ------------------------------------------------------------------------------

const uploader = alias(users, 'uploader');

export async function findAttachments(db: Database, scopeId: number): Promise<AttachmentRecord[]> {
  const rows = await db
    .select({ attachment: scopeAttachments, uploaderName: sql<string | null>`${uploader.firstName} || ' ' || ${uploader.lastName}` })
    .from(scopeAttachments)
    .leftJoin(uploader, eq(uploader.id, scopeAttachments.uploadedBy))
    .where(eq(scopeAttachments.scopeId, scopeId))
    .orderBy(desc(scopeAttachments.createdAt), desc(scopeAttachments.id));
  return rows.map((r) => ({ ...r.attachment, uploaderName: r.uploaderName }));
}

export async function findAttachment(db: Database, attachmentId: number): Promise<typeof scopeAttachments.$inferSelect | null> {
  const [row] = await db.select().from(scopeAttachments).where(eq(scopeAttachments.id, attachmentId)).limit(1);
  return row ?? null;
}

export async function insertAttachments(db: Database, rows: (typeof scopeAttachments.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(scopeAttachments).values(rows);
}

export async function deleteAttachment(db: Database, attachmentId: number): Promise<void> {
  await db.delete(scopeAttachments).where(eq(scopeAttachments.id, attachmentId));
}

export async function findAttachmentPaths(db: Database, scopeId: number): Promise<string[]> {
  return (await db.select({ path: scopeAttachments.path }).from(scopeAttachments).where(eq(scopeAttachments.scopeId, scopeId))).map((r) => r.path);
}

// ---- approvals --------------------------------------------------------------------------------

export async function findApprovals(db: Database, scopeIds: readonly number[]): Promise<ApprovalRecord[]> {
  if (scopeIds.length === 0) return [];
  return db
    .select()
    .from(scopeApprovals)
    .where(inArray(scopeApprovals.scopeId, [...scopeIds]))
    .orderBy(asc(scopeApprovals.step), asc(scopeApprovals.id));
}

/** A workflow's approvers in step order (steps renumbered from 1; a step without approvers is skipped; lib/approval-workflow: the look-up scopes and contracts share). */
export { findWorkflowApprovers } from '../../lib/approval-workflow';

export async function replaceApprovals(db: Database, scopeId: number, approvers: { step: number; userId: number }[]): Promise<void> {
  await db.delete(scopeApprovals).where(eq(scopeApprovals.scopeId, scopeId));
  const seen = new Set<number>();
  const values = approvers.filter((a) => !seen.has(a.userId) && seen.add(a.userId)).map((a) => ({ scopeId, userId: a.userId, step: a.step }));
  if (values.length) await db.insert(scopeApprovals).values(values);
}

export async function setApproval(db: Database, approvalId: number, values: { approved: boolean; rejected: boolean; reason: string | null; actedAt: Date | null }): Promise<void> {
  await db
    .update(scopeApprovals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scopeApprovals.id, approvalId));
}

/** 000 section 4: a change resets every other approver to neither approved nor rejected. */
export async function resetOtherApprovals(db: Database, scopeId: number, keepUserId: number): Promise<void> {
  await db
    .update(scopeApprovals)
    .set({ approved: false, rejected: false, reason: null, actedAt: null, updatedAt: new Date() })
    .where(and(eq(scopeApprovals.scopeId, scopeId), sql`${scopeApprovals.userId} <> ${keepUserId}`));
}

/** The company's scope approval workflows, by name, with their steps' approver ids. */
export async function findScopeWorkflows(db: Database, companyId: number) {
  const flows = await db
    .select({ id: approvalWorkflows.id, name: approvalWorkflows.name })
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.kind, 'scope')))
    .orderBy(asc(sql`lower(${approvalWorkflows.name})`), asc(approvalWorkflows.id));
  if (flows.length === 0) return [];
  const steps = await db
    .select({ workflowId: approvalWorkflowSteps.workflowId, position: approvalWorkflowSteps.position, userId: approvalWorkflowApprovers.userId })
    .from(approvalWorkflowSteps)
    .leftJoin(approvalWorkflowApprovers, eq(approvalWorkflowApprovers.stepId, approvalWorkflowSteps.id))
    .where(inArray(approvalWorkflowSteps.workflowId, flows.map((f) => f.id)))
    .orderBy(asc(approvalWorkflowSteps.position), asc(approvalWorkflowApprovers.id));
  return flows.map((f) => {
    const mine = steps.filter((s) => s.workflowId === f.id);
    const positions = [...new Set(mine.map((s) => s.position))];
    return { ...f, steps: positions.map((p, i) => ({ step: i + 1, userIds: mine.filter((s) => s.position === p && s.userId !== null).map((s) => s.userId as number) })) };
  });
}


// ---- the project's documents (the Documents tab) -----------------------------------------------

export type ProjectDocumentRecord = {
  kind: 'project' | 'scope';
  id: number;
  name: string;
  size: number;
  mimeType: string | null;
  scopeId: number | null;
  scopeName: string | null;
  scopeStatus: string | null;
  uploaderName: string | null;
  createdAt: Date;
};

/**
 * One page of a project's additional documents (when `withAdditional`: the owner's) and the
 * attachments of its scopes that `scopeOf` selects (the owner's scopes, or the vendor's), in one
 * query, with the total.
 */
export async function findProjectDocumentPage(
  db: Database,
  query: { projectId: number; withAdditional: boolean; scopeOf: { companyId: number } | { vendorCompanyId: number }; search?: string },
  sort: { field: 'created_at' | 'name' | 'size'; direction: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: ProjectDocumentRecord[]; total: number }> {
  const docUploader = alias(users, 'doc_uploader');
  const fileUploader = alias(users, 'file_uploader');
  const pattern = query.search ? containsPattern(query.search) : null;
  const scopeOwner = 'companyId' in query.scopeOf ? eq(scopes.companyId, query.scopeOf.companyId) : eq(scopes.vendorCompanyId, query.scopeOf.vendorCompanyId);
  const fileWhere = and(eq(scopes.projectId, query.projectId), scopeOwner, pattern ? ilike(scopeAttachments.name, pattern) : undefined);
  const docWhere = and(eq(projectAdditionalDocuments.projectId, query.projectId), pattern ? ilike(projectAdditionalDocuments.name, pattern) : undefined);

  const files = db
    .select({
      kind: sql<'project' | 'scope'>`'scope'`.as('kind'),
      id: scopeAttachments.id,
      name: sql<string>`${scopeAttachments.name}`.as('name'),
      size: scopeAttachments.size,
      mimeType: sql<string | null>`${scopeAttachments.mimeType}`.as('mime_type'),
      scopeId: sql<number | null>`${scopes.id}`.as('scope_id'),
      scopeName: sql<string | null>`${scopes.name}`.as('scope_name'),
      scopeStatus: sql<string | null>`${scopes.status}`.as('scope_status'),
      uploaderName: sql<string | null>`${fileUploader.firstName} || ' ' || ${fileUploader.lastName}`.as('uploader_name'),
      createdAt: scopeAttachments.createdAt,
    })
    .from(scopeAttachments)
    .innerJoin(scopes, eq(scopes.id, scopeAttachments.scopeId))
    .leftJoin(fileUploader, eq(fileUploader.id, scopeAttachments.uploadedBy))
    .where(fileWhere);
  const docs = db
    .select({
      kind: sql<'project' | 'scope'>`'project'`.as('kind'),
      id: projectAdditionalDocuments.id,
      name: sql<string>`${projectAdditionalDocuments.name}`.as('name'),
      size: projectAdditionalDocuments.size,
      mimeType: sql<string | null>`${projectAdditionalDocuments.mimeType}`.as('mime_type'),
      scopeId: sql<number | null>`null::integer`.as('scope_id'),
      scopeName: sql<string | null>`null::varchar`.as('scope_name'),
      scopeStatus: sql<string | null>`null::varchar`.as('scope_status'),
      uploaderName: sql<string | null>`${docUploader.firstName} || ' ' || ${docUploader.lastName}`.as('uploader_name'),
      createdAt: projectAdditionalDocuments.createdAt,
    })
    .from(projectAdditionalDocuments)
    .leftJoin(docUploader, eq(docUploader.id, projectAdditionalDocuments.uploadedBy))
    .where(docWhere);

  const order = sort.direction === 'asc' ? asc : desc;
  // The kind and id break ties, so paging is stable (the two tables' ids may repeat).
  const orderBy = [order(sql.identifier(sort.field)), order(sql.identifier('kind')), order(sql.identifier('id'))];
  const union = query.withAdditional ? files.unionAll(docs) : files;
  const rows = (await union.orderBy(...orderBy).limit(paging.perPage).offset(paging.offset)) as ProjectDocumentRecord[];

  const [fileCount] = await db.select({ total: count() }).from(scopeAttachments).innerJoin(scopes, eq(scopes.id, scopeAttachments.scopeId)).where(fileWhere);
  const [docCount] = query.withAdditional ? await db.select({ total: count() }).from(projectAdditionalDocuments).where(docWhere) : [{ total: 0 }];
  return { rows: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })), total: Number(fileCount.total) + Number(docCount.total) };
}
