// The project's Documents tab in one request (GET project/documents): the project's additional
// documents and its scopes' attachments, one page newest first. The owner sees every document and
// attachment; the vendor of an external project only the attachments of the scopes it is the vendor
// of (the additional documents are the owner's internal data). can_delete follows the project's
// update right for a document (as the project setup's delete) and the scope's update flag for an
// attachment (as scope/attachment/delete).
import type { ProjectDocumentRow } from 'shared-contract';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/identity';
import { findVisibleProjectOrFail } from '../projects';
import * as repo from './repository';
import { scopeFlagsFor } from './service';

export async function listProjectDocuments(
  db: Database,
  actor: Actor,
  query: { project_id: number; search?: string; sort_field?: 'created_at' | 'name' | 'size'; sort_direction?: 'asc' | 'desc' },
  paging: { perPage: number; offset: number },
): Promise<{ rows: ProjectDocumentRow[]; total: number }> {
  const company = actor.company!;
  // 404 for a project neither own nor external, 403 without projects.view.
  const { record, can } = await findVisibleProjectOrFail(db, { permissions: actor.permissions, company, userId: actor.user.id }, query.project_id);
  const project = record.project;
  const own = project.companyId === company.id;
  const { rows, total } = await repo.findProjectDocumentPage(
    db,
    { projectId: project.id, withAdditional: own, scopeOf: own ? { companyId: company.id } : { vendorCompanyId: company.id }, search: query.search },
    { field: query.sort_field ?? 'created_at', direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
    paging,
  );
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      size: row.size,
      mime_type: row.mimeType || null,
      scope_id: row.scopeId,
      scope_name: row.scopeName,
      uploaded_by: row.uploaderName,
      created_at: row.createdAt.toISOString(),
      can_delete:
        row.kind === 'project'
          ? can.update
          : scopeFlagsFor(actor, { companyId: project.companyId, status: row.scopeStatus ?? '', projectArchivedAt: project.archivedAt }).update,
    })),
    total,
  };
}
