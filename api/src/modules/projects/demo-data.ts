// Demo data of the projects area (DOMAIN.md 10): the company's stage and owner-type lists, every
// project's details (internal number, owner type, dates, a Pacific Northwest address, the manager),
// one draft left at wizard step 3, one archived project, and each project's first activity.
// Idempotent: projects that have an internal number already are left alone.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_PROJECT_OWNER_TYPES, DEFAULT_PROJECT_STAGES } from 'shared-contract';
import type { Database } from '../../db/client';
import { projectActivity, projects, users } from '../../db/schema';
import * as repo from './repository';

const PLACES = [
  { countryId: 'US', stateId: 'US-WA', city: 'Seattle', street: '100 Harbor Way', zip: '98101' },
  { countryId: 'US', stateId: 'US-OR', city: 'Portland', street: '42 River St', zip: '97201' },
  { countryId: 'US', stateId: 'US-WA', city: 'Tacoma', street: '9 Dock St', zip: '98402' },
  { countryId: 'US', stateId: 'US-WA', city: 'Spokane', street: '501 Main Ave', zip: '99201' },
] as const;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedProjectDemoData(db: Database, companyId: number): Promise<void> {
  await repo.findList(db, repo.stageTable, companyId, DEFAULT_PROJECT_STAGES);
  const ownerTypes = await repo.findList(db, repo.ownerTypeTable, companyId, DEFAULT_PROJECT_OWNER_TYPES);
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), isNull(projects.internalNumber)))
    .orderBy(asc(projects.id));
  if (rows.length === 0) return;
  const staff = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id));
  const owner = staff.find((u) => u.role === 'general_owner') ?? staff[0];
  const managers = staff.filter((u) => u.role === 'general_manager' || u.role === 'general_admin');
  const last = rows.length - 1;
  for (const [i, p] of rows.entries()) {
    const place = PLACES[i % PLACES.length];
    // The last project is archived, the one before it a draft left at the team step's successor.
    const archived = rows.length > 2 && i === last;
    const draft = rows.length > 2 && i === last - 1;
    await db
      .update(projects)
      .set({
        internalNumber: `NW-${1001 + i}`,
        ownerTypeId: ownerTypes[i % ownerTypes.length]?.id ?? null,
        estimatedStartDate: day(-120 + i * 30),
        estimatedEndDate: day(120 + i * 45),
        ...place,
        managerId: managers.length ? managers[i % managers.length].id : null,
        createdBy: owner?.id ?? null,
        isDraft: draft,
        wizardStep: draft ? 3 : 1,
        status: archived ? 'archived' : 'active',
        archivedAt: archived ? new Date() : null,
      })
      .where(eq(projects.id, p.id));
  }
  const logged = new Set(
    (await db.select({ projectId: projectActivity.projectId }).from(projectActivity).where(inArray(projectActivity.projectId, rows.map((r) => r.id)))).map((r) => r.projectId),
  );
  for (const [i, p] of rows.entries()) {
    if (logged.has(p.id)) continue;
    await repo.recordProjectActivity(db, { projectId: p.id, companyId, userId: owner?.id ?? null, action: 'project.created', subjectType: 'project', subjectId: p.id, details: { name: p.name } });
    if (rows.length > 2 && i === last) await repo.recordProjectActivity(db, { projectId: p.id, companyId, userId: owner?.id ?? null, action: 'project.archived', subjectType: 'project', subjectId: p.id });
  }
}
