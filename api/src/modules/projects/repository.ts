// Projects queries, always scoped by company: the projects, the company stage and owner-type lists,
// and the project activity log (every change to a project, its team, scopes and approvals).
import type { Database } from '../../db/client';
import { projectActivity } from '../../db/schema';

export type ProjectActivityInput = {
  projectId: number;
  companyId: number;
  /** Who did it; null for the system (a job, the seed). */
  userId: number | null;
  /** What happened, `<subject>.<verb>`: project.created, team.user_added, scope.approved, ... */
  action: string;
  subjectType?: string | null;
  subjectId?: number | null;
  /** What the activity list shows beside the action (names, changed fields, a reason). */
  details?: Record<string, unknown>;
};

/** Appends one activity row; pass the transaction handle when the change runs in one. */
export async function recordProjectActivity(db: Database, input: ProjectActivityInput): Promise<void> {
  await db.insert(projectActivity).values({
    projectId: input.projectId,
    companyId: input.companyId,
    userId: input.userId,
    action: input.action,
    subjectType: input.subjectType ?? null,
    subjectId: input.subjectId ?? null,
    details: input.details ?? {},
  });
}
