// Demo rows for `npm start`: the company's creation form (text, select, number and date fields),
// each project's team (its manager and two more employees), custom field values and default
// workflow users. Idempotent: a company that has a creation form already is left as it is.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { approvalWorkflows, projects, users } from '../../db/schema';
import * as repo from './repository';
import { DEFAULT_SECTIONS } from './service';

export async function seedProjectSetupDemoData(db: Database, companyId: number): Promise<void> {
  if ((await repo.countSections(db, companyId)) > 0) return;
  await repo.ensureSections(db, companyId, DEFAULT_SECTIONS);
  const { sections } = await repo.findCreationForm(db, companyId);
  const [general, financial] = sections;
  const permit = await repo.insertField(db, { companyId, sectionId: general.id, name: 'Permit number', type: 'text', required: false, position: 0 });
  const issued = await repo.insertField(db, { companyId, sectionId: general.id, name: 'Permit issued', type: 'date', position: 1 });
  const funding = await repo.insertField(db, { companyId, sectionId: financial.id, name: 'Funding source', type: 'select', position: 0 });
  const budget = await repo.insertField(db, { companyId, sectionId: financial.id, name: 'Budget', type: 'number', position: 1 });
  await repo.replaceOptions(db, funding.id, [{ label: 'Private' }, { label: 'Public bond' }, { label: 'Federal grant' }]);
  const options = await repo.findOptions(db, [funding.id]);

  const employees = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id));
  const workflows = await db.select({ id: approvalWorkflows.id, kind: approvalWorkflows.kind }).from(approvalWorkflows).where(eq(approvalWorkflows.companyId, companyId));
  const rows = await db.select().from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.id));
  for (const [i, project] of rows.entries()) {
    const team = [project.managerId, employees[i % employees.length]?.id, employees[(i + 1) % employees.length]?.id].filter((id): id is number => !!id);
    await repo.addTeamUsers(db, project.id, team, project.createdBy ?? null);
    const values = [
      { fieldId: permit.id, value: `BP-2026-${String(1000 + i * 37)}`, optionId: null },
      { fieldId: issued.id, value: `2026-0${(i % 9) + 1}-15`, optionId: null },
      { fieldId: funding.id, value: options[i % options.length].label, optionId: options[i % options.length].id },
      { fieldId: budget.id, value: String(250000 * (i + 1)), optionId: null },
    ];
    for (const v of values) await repo.upsertValue(db, { companyId, entity: 'project', entityId: project.id, ...v });
    for (const kind of ['scope', 'contract'] as const) {
      const workflow = workflows.find((w) => w.kind === kind);
      if (!workflow) continue;
      const current = kind === 'scope' ? project.scopeWorkflowId : project.contractWorkflowId;
      if (current === null) await repo.setProjectWorkflow(db, project.id, kind, workflow.id);
      await repo.replaceWorkflowUsers(db, project.id, kind, team.slice(0, 1));
    }
  }
}
