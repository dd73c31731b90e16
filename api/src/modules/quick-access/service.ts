// Quick Access, document bundles, the global search's Tasks and Documents groups and a user's
// projects. Every document goes through repository.findVisibleDocuments (the caller's company and
// permissions), so a document another company owns, or one the caller's role may not read, is a 404.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PERMISSIONS,
  QUICK_ACCESS_MAX,
  QUICK_ACCESS_MESSAGES as M,
  QUICK_ACCESS_RECENT_TASKS,
  endpointUrl,
  isTaskOverdue,
  projectSetupEndpoints,
  scopeEndpoints,
  taskEndpoints,
  taskPendingSide,
  taskStatusLabel,
  taskViewPath,
  type DocumentRef,
  type DocumentRow,
  type DocumentType,
  type QuickAccess,
  type QuickAccessDocumentKind,
  type RecentTask,
  type TaskSearchRow,
  type TaskStatus,
} from 'shared-contract';
import { rowsOf, type Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { buildZip, type ZipEntry } from '../../lib/zip';
import type { DownloadJobPayload } from '../../plugins/app/downloads';
import * as repo from './repository';

export const DOCUMENT_BUNDLE_JOB = 'documents.bundle';

export const accessOf = (actor: Actor): repo.DocumentAccess => ({
  companyId: actor.company!.id,
  taskFiles: actor.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW),
  projectFiles: actor.permissions.includes(PERMISSIONS.PROJECTS_VIEW),
});

const today = () => new Date().toISOString().slice(0, 10);

/** The address the file is downloaded from (each kind's own download route, which checks again). */
export function downloadUrlOf(doc: Pick<repo.DocumentRecord, 'kind' | 'id' | 'task_id'>): string {
  switch (doc.kind) {
    case 'task_file':
      return endpointUrl(taskEndpoints.downloadTaskFile, { id: doc.task_id!, fileId: doc.id });
    case 'scope_attachment':
      return endpointUrl(scopeEndpoints.downloadScopeAttachment, { id: doc.id });
    case 'project_document':
      return endpointUrl(projectSetupEndpoints.downloadAdditionalDocument, { id: doc.id });
  }
}

export function toDocumentRow(doc: repo.DocumentRecord, inQuickAccess: boolean): DocumentRow {
  return {
    kind: doc.kind,
    id: doc.id,
    name: doc.name,
    size: doc.size,
    mime_type: doc.mime_type,
    project_id: doc.project_id,
    project_name: doc.project_name,
    scope_id: doc.scope_id,
    scope_name: doc.scope_name,
    task_id: doc.task_id,
    task_number: doc.task_number,
    task_name: doc.task_name,
    task_path: doc.task_id !== null && doc.task_type ? taskViewPath({ id: doc.task_id, type: doc.task_type as DocumentType }) : null,
    download_url: downloadUrlOf(doc),
    created_at: doc.created_at,
    in_quick_access: inQuickAccess,
  };
}

async function findVisibleDocumentOrFail(db: Database, actor: Actor, ref: DocumentRef): Promise<repo.DocumentRecord> {
  const [doc] = await repo.findVisibleDocuments(db, accessOf(actor), [{ kind: ref.document_kind, id: ref.document_id }]);
  if (!doc) throw notFound();
  return doc;
}

export async function addToQuickAccess(db: Database, actor: Actor, ref: DocumentRef): Promise<string> {
  await findVisibleDocumentOrFail(db, actor, ref);
  if ((await repo.countQuickAccess(db, actor.user.id)) >= QUICK_ACCESS_MAX) throw new HttpError(422, M.full);
  const added = await repo.insertQuickAccess(db, actor.user.id, ref.document_kind, ref.document_id);
  return added ? M.added : M.alreadyAdded;
}

/** Removes the pin; a pin of a document the caller no longer sees can still be removed, one never added is a 404. */
export async function removeFromQuickAccess(db: Database, actor: Actor, ref: DocumentRef): Promise<string> {
  const removed = await repo.deleteQuickAccess(db, actor.user.id, ref.document_kind, ref.document_id);
  if (!removed) throw notFound();
  return M.removed;
}

/** The caller's Quick Access documents that they may still see (newest pin first), and their recent tasks. */
export async function findQuickAccess(db: Database, actor: Actor): Promise<QuickAccess> {
  const pins = await repo.findQuickAccessRows(db, actor.user.id);
  const docs = await repo.findVisibleDocuments(db, accessOf(actor), pins);
  const addedAt = new Map(pins.map((p) => [`${p.kind}:${p.id}`, p.addedAt.getTime()]));
  docs.sort((a, b) => (addedAt.get(`${b.kind}:${b.id}`) ?? 0) - (addedAt.get(`${a.kind}:${a.id}`) ?? 0) || b.id - a.id);
  return { documents: docs.map((d) => toDocumentRow(d, true)), recent_tasks: await findRecentTasks(db, actor) };
}

async function findRecentTasks(db: Database, actor: Actor): Promise<RecentTask[]> {
  if (!actor.permissions.includes(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW)) return [];
  const companyId = actor.company!.id;
  const userId = actor.user.id;
  const rows = await repo.findRecentTasks(db, companyId, userId, QUICK_ACCESS_RECENT_TASKS);
  const day = today();
  return rows.map((t) => {
    const status = t.status as TaskStatus;
    const own = t.company_id === companyId;
    const vendor = t.vendor_company_id === companyId;
    const isInternalSigner = own && t.internal_signer_id === userId;
    const isExternalSigner = vendor && t.external_signer_id === userId;
    const side = taskPendingSide(status);
    const waiting =
      (side === 'internal' && own && (t.internal_assignee_id === userId || isInternalSigner)) ||
      (side === 'external' && vendor && (t.external_assignee_id === userId || isExternalSigner));
    return {
      id: t.id,
      task_id: t.number,
      name: t.name,
      type: t.type,
      status,
      status_label: taskStatusLabel(status, { isExternalSigner, isInternalSigner, isVendor: vendor && !own }),
      due_date: t.due_date,
      is_overdue: isTaskOverdue({ due_date: t.due_date, status }, day),
      project_name: t.project_name,
      waiting_on_me: waiting,
      path: taskViewPath({ id: t.id, type: t.type as DocumentType }),
    };
  });
}

// ---- bundles ----------------------------------------------------------------------------------

export type BundlePayload = DownloadJobPayload & { documents: { kind: QuickAccessDocumentKind; id: number }[]; taskFiles: boolean; projectFiles: boolean };

/** Checks every document is visible to the caller (404 naming none otherwise) and answers the job's payload. */
export async function prepareBundle(db: Database, actor: Actor, documents: { kind: QuickAccessDocumentKind; id: number }[]) {
  const access = accessOf(actor);
  const found = await repo.findVisibleDocuments(db, access, documents);
  if (found.length !== documents.length) throw notFound();
  return { documents, taskFiles: access.taskFiles, projectFiles: access.projectFiles };
}

/** A name unique in the bundle: "report.pdf", then "report (2).pdf". */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]+/g, '_').replace(/^\.+/, '') || 'document';
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

async function readAll(app: FastifyInstance, key: string): Promise<Buffer | null> {
  const stream = await app.storage.open(key).catch(() => null);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Builds the ZIP in the job: the documents are read again as the company sees them now (one removed
 * or no longer shared since is left out), in the order chosen; a file missing from storage fails the job.
 */
export async function buildBundle(app: FastifyInstance, payload: BundlePayload): Promise<{ name: string; bytes: Buffer }> {
  const access: repo.DocumentAccess = { companyId: payload.companyId!, taskFiles: payload.taskFiles, projectFiles: payload.projectFiles };
  const found = await repo.findVisibleDocuments(app.db, access, payload.documents);
  const byKey = new Map(found.map((d) => [`${d.kind}:${d.id}`, d]));
  const ordered = payload.documents.map((d) => byKey.get(`${d.kind}:${d.id}`)).filter((d): d is repo.DocumentRecord => !!d);
  if (!ordered.length) throw new Error('none of the documents is visible any more');
  const names = uniqueNames(ordered.map((d) => d.name));
  const entries: ZipEntry[] = [];
  for (const [i, doc] of ordered.entries()) {
    const bytes = await readAll(app, doc.storage_key);
    if (!bytes) throw new Error(`${doc.kind} ${doc.id} is missing from storage`);
    entries.push({ name: names[i], bytes, modifiedAt: new Date(doc.created_at) });
  }
  return { name: M.bundleName, bytes: buildZip(entries) };
}

// ---- global search ----------------------------------------------------------------------------

export async function searchTaskRows(db: Database, companyId: number, search: string, paging: { perPage: number; offset: number }): Promise<{ rows: TaskSearchRow[]; total: number }> {
  const { rows, total } = await repo.searchTasks(db, companyId, search, paging);
  return {
    total,
    rows: rows.map((t) => {
      // The counterparty: the vendor for the sender, the sender for the vendor.
      const own = t.company_id === companyId;
      return {
        id: Number(t.id),
        name: t.name,
        task_id: t.number,
        project_id: t.project_id === null ? null : Number(t.project_id),
        due_date: t.due_date,
        status: t.status,
        priority: t.priority,
        external_company_id: own ? (t.vendor_company_id === null ? null : Number(t.vendor_company_id)) : Number(t.company_id),
        external_company_name: own ? t.vendor_company_name : t.company_name,
        type: t.type as DocumentType,
      };
    }),
  };
}

export async function searchDocumentRows(
  db: Database,
  actor: Actor,
  filter: string | { search?: string; partnerId?: number; sort?: 'created_at' | 'name'; direction?: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const { rows, total } = await repo.searchDocuments(db, accessOf(actor), typeof filter === 'string' ? { search: filter } : filter, paging);
  const pins = new Set((await repo.findQuickAccessRows(db, actor.user.id)).map((p) => `${p.kind}:${p.id}`));
  return { total, rows: rows.map((d) => toDocumentRow(d, pins.has(`${d.kind}:${d.id}`))) };
}

// ---- users/projects ---------------------------------------------------------------------------

/** The user if the company sees them (its own people and its network's), else 404. */
export async function assertVisibleUser(db: Database, companyId: number, userId: number): Promise<void> {
  const result = await db.execute(sql`
    select u.id from users u
    where u.id = ${userId} and not u.is_superuser
      and (u.company_id = ${companyId} or exists (select 1 from company_network n where n.company_id = ${companyId} and n.partner_company_id = u.company_id))
    limit 1`);
  if (!rowsOf(result).length) throw notFound();
}

/** A company of the caller's network, else 404 (its Projects and Documents tabs). */
export async function assertNetworkCompany(db: Database, companyId: number, partnerId: number): Promise<void> {
  const result = await db.execute(sql`select 1 from company_network n where n.company_id = ${companyId} and n.partner_company_id = ${partnerId} limit 1`);
  if (!rowsOf(result).length) throw notFound();
}

export const toSharedProjectRow = (r: repo.UserProjectRecord) => ({
  id: Number(r.id),
  name: r.name,
  company_name: r.company_name,
  stage: r.stage,
  open_tasks_count: Number(r.open_tasks_count),
  overdue_tasks_count: Number(r.overdue_tasks_count),
});
