// A scope with its chat members, written straight to the database: a project of the owning company
// with a team, the scope for a vendor with its assignee, editors and approvers.
import type { FastifyInstance } from 'fastify';
import { projectTeamMembers, projects, scopeApprovals, scopeEditors, scopes } from '../../src/db/schema';

export async function createChatScope(
  app: FastifyInstance,
  input: { companyId: number; vendorCompanyId?: number | null; vendorAssigneeId?: number | null; team?: number[]; editors?: number[]; approvers?: number[]; name?: string },
) {
  const [project] = await app.db.insert(projects).values({ companyId: input.companyId, name: `${input.name ?? 'Chat'} project`, stage: 'Construction' }).returning();
  if (input.team?.length) await app.db.insert(projectTeamMembers).values(input.team.map((userId) => ({ projectId: project.id, userId })));
  const [scope] = await app.db
    .insert(scopes)
    .values({ companyId: input.companyId, projectId: project.id, vendorCompanyId: input.vendorCompanyId ?? null, vendorAssigneeId: input.vendorAssigneeId ?? null, name: input.name ?? 'Chat scope' })
    .returning();
  if (input.editors?.length) await app.db.insert(scopeEditors).values(input.editors.map((userId) => ({ scopeId: scope.id, userId })));
  if (input.approvers?.length) await app.db.insert(scopeApprovals).values(input.approvers.map((userId, i) => ({ scopeId: scope.id, userId, step: i + 1 })));
  return { project, scope };
}
