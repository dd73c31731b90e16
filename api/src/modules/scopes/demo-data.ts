// Demo data of the scopes area (DOMAIN.md 10): scopes in every status for the company's network
// vendors, with editors and an approval round (one pending at its second step, one rejected back
// to drafting), and attachments (seedScopeAttachmentDemoData: files need the app's storage).
// Idempotent: a company that has scopes already is left alone.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { approvalWorkflows, companyNetwork, projects, scopeApprovals, scopeAttachments, scopeEditors, scopes, users } from '../../db/schema';
import { storeScopeFile } from './files';
import * as repo from './repository';

const SCOPE_NAMES = ['Electrical', 'Concrete Foundations', 'Plumbing', 'Drywall', 'HVAC', 'Roofing', 'Site Work', 'Glazing'];
const STATUSES = ['drafting', 'pending', 'not_sent', 'sent'] as const;

export async function seedScopeDemoData(db: Database, companyId: number): Promise<void> {
  const [existing] = await db.select({ id: scopes.id }).from(scopes).where(eq(scopes.companyId, companyId)).limit(1);
  if (existing) return;
  const ownProjects = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), isNull(projects.archivedAt)))
    .orderBy(asc(projects.id))
    .limit(4);
  const vendors = (await db.select({ id: companyNetwork.partnerCompanyId }).from(companyNetwork).where(eq(companyNetwork.companyId, companyId)).orderBy(asc(companyNetwork.id))).map((v) => v.id);
  if (ownProjects.length === 0 || vendors.length === 0) return;
  const staff = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id));
  const author = staff.find((u) => u.role === 'general_manager') ?? staff[0];
  const approvers = staff.filter((u) => u.role === 'general_owner' || u.role === 'general_admin').map((u) => u.id);
  const [workflow] = await db
    .select({ id: approvalWorkflows.id })
    .from(approvalWorkflows)
    .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.kind, 'scope')))
    .limit(1);
  if (workflow) await db.update(projects).set({ scopeWorkflowId: workflow.id }).where(eq(projects.id, ownProjects[0].id));

  let n = 0;
  for (const [p, project] of ownProjects.entries()) {
    // Every status in the first project; two scopes in the others. Every vendor gets an external project.
    const statuses = p === 0 ? [...STATUSES, 'pending' as const] : [STATUSES[p % 4], STATUSES[(p + 2) % 4]];
    for (const status of statuses) {
      const vendorId = vendors[n % vendors.length];
      const [contact] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, vendorId)).orderBy(asc(users.id)).limit(1);
      const [scope] = await db
        .insert(scopes)
        .values({
          companyId,
          projectId: project.id,
          vendorCompanyId: vendorId,
          vendorAssigneeId: contact?.id ?? null,
          vendorSignerId: contact?.id ?? null,
          name: SCOPE_NAMES[n % SCOPE_NAMES.length],
          description: `${SCOPE_NAMES[n % SCOPE_NAMES.length]} work as drawn in the bid set.`,
          amount: (25_000 + n * 12_500).toFixed(2),
          workStartDate: new Date(Date.now() + (n - 3) * 7 * 86_400_000).toISOString().slice(0, 10),
          status,
          createdBy: author?.id ?? null,
        })
        .returning();
      if (author) await db.insert(scopeEditors).values({ scopeId: scope.id, userId: author.id });
      // The first scope was rejected at the second step: drafting again, to be resubmitted.
      if (approvers.length >= 2 && n === 0) {
        await db.insert(scopeApprovals).values([
          { scopeId: scope.id, userId: approvers[0], step: 1, approved: true, actedAt: new Date() },
          { scopeId: scope.id, userId: approvers[1], step: 2, rejected: true, reason: 'The amount is above the budget line; please split the lighting package.', actedAt: new Date() },
        ]);
      }
      // A round of two steps: approved by the first approver where the scope went past it.
      if (approvers.length >= 2 && status !== 'drafting') {
        const firstDone = status !== 'pending' || n % 2 === 1;
        await db.insert(scopeApprovals).values([
          { scopeId: scope.id, userId: approvers[0], step: 1, approved: firstDone, actedAt: firstDone ? new Date() : null },
          { scopeId: scope.id, userId: approvers[1], step: 2, approved: status !== 'pending', actedAt: status !== 'pending' ? new Date() : null },
        ]);
      }
      n++;
    }
  }
}

/** A small PDF that opens (one empty page). */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Two attachments (a drawing set and a note) on each scope of the company that has none. */
export async function seedScopeAttachmentDemoData(app: FastifyInstance, companyId: number): Promise<void> {
  const owned = await app.db.select({ id: scopes.id, name: scopes.name, createdBy: scopes.createdBy }).from(scopes).where(eq(scopes.companyId, companyId)).orderBy(asc(scopes.id));
  if (owned.length === 0) return;
  const withFiles = new Set(
    (await app.db.selectDistinct({ id: scopeAttachments.scopeId }).from(scopeAttachments).where(inArray(scopeAttachments.scopeId, owned.map((s) => s.id)))).map((r) => r.id),
  );
  for (const scope of owned) {
    if (withFiles.has(scope.id)) continue;
    const files = [
      { filename: `${scope.name} drawings.pdf`, mimeType: 'application/pdf', bytes: DEMO_PDF },
      { filename: `${scope.name} notes.txt`, mimeType: 'text/plain', bytes: Buffer.from(`${scope.name}: site access through gate B, work hours 7:00-17:00.\n`) },
    ];
    const rows = [];
    for (const file of files) {
      rows.push({ scopeId: scope.id, path: await storeScopeFile(app, scope.id, file), name: file.filename, size: file.bytes.length, mimeType: file.mimeType, uploadedBy: scope.createdBy });
    }
    await repo.insertAttachments(app.db, rows);
  }
}
