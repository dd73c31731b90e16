// Projects' rules: per-item flags (000 section 6), the project form's checks (internal number unique
// in the company, the company's stage and owner type, a real country/state, an active employee as
// manager), create/save/archive/restore in one transaction with their activity, the manager's
// notification (DOMAIN 8), and the activity export job.
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PROJECT_OWNER_TYPES,
  DEFAULT_PROJECT_STAGES,
  PERMISSIONS,
  PROJECT_MESSAGES,
  VALIDATION_MESSAGES as M,
  selected,
  type FieldErrors,
  type Project,
  type ProjectAbilities,
  type ProjectInput,
  type ProjectListItem,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HttpError, fieldError, forbidden, notFound, validationFailed } from '../../lib/http-error';
import type { Actor, CompanyRow } from '../../lib/identity';
import { notifyUsers } from '../../lib/notify';
import { exportFileName, writeSpreadsheet, type ExportColumn, type ExportFormat } from '../../lib/spreadsheet';
import * as location from './location';
import { toProject, toProjectActivityRow } from './presenter';
import * as repo from './repository';

export const PROJECT_ACTIVITY_EXPORT_JOB = 'project.activity.export';
export const PROJECT_MANAGER_NOTIFICATION = 'project_manager_assigned';

/** userId: the caller, for the creator's right on a draft (absent: no such right). */
type Viewer = Pick<Actor, 'permissions'> & { company: Pick<CompanyRow, 'id' | 'plan'>; userId?: number };

/**
 * The caller's flags on a project (000 section 6). Own projects: the permission keys, refused on the
 * sub plan for update and delete (DOMAIN 1), nothing but view once archived (delete then means
 * restore). External projects: view only, no tab actions.
 */
export function projectAbilities(viewer: Viewer, project: { companyId: number; status: string; isDraft: boolean; createdBy: number | null }): ProjectAbilities {
  const has = (key: string) => viewer.permissions.includes(key);
  const own = project.companyId === viewer.company.id;
  const general = viewer.company.plan !== 'sub';
  const active = project.status !== 'archived';
  const view = has(PERMISSIONS.PROJECTS_VIEW);
  return {
    view,
    // The creator of a draft finishes it with projects.create alone (as the setup steps allow).
    update: own && general && active && (has(PERMISSIONS.PROJECTS_EDIT) || (has(PERMISSIONS.PROJECTS_CREATE) && project.isDraft && viewer.userId !== undefined && project.createdBy === viewer.userId)),
    delete: own && general && has(PERMISSIONS.PROJECTS_DELETE),
    // Projects "assign" means create and edit scopes (000 section 2, permission group tooltips).
    scopeCreate: own && general && active && view && has(PERMISSIONS.PROJECTS_ASSIGN),
    taskCreate: own && active && !project.isDraft && has(PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE),
  };
}

/** A project the caller's company may see (own or external), else 404; 403 without projects view. */
export async function findVisibleProjectOrFail(db: Database, viewer: Viewer, projectId: number) {
  const record = await repo.findVisibleProject(db, viewer.company.id, projectId);
  if (!record) throw notFound();
  const can = projectAbilities(viewer, record.project);
  if (!can.view) throw forbidden();
  return { record, can };
}

/** The company's own project (external ones are read-only: 403), else 404. */
export async function findOwnProjectOrFail(db: Database, viewer: Viewer, projectId: number) {
  const found = await findVisibleProjectOrFail(db, viewer, projectId);
  if (found.record.project.companyId !== viewer.company.id) throw forbidden();
  return found;
}

/**
 * An archived project is read-only until restored: its setup, scopes and scope chat refuse changes
 * with one 422 (reading stays allowed). Takes the project's status or its archived date.
 */
export function assertProjectActive(project: { status?: string; archivedAt?: Date | null }): void {
  if (project.status === 'archived' || project.archivedAt) throw new HttpError(422, PROJECT_MESSAGES.archivedReadOnly);
}

/** Item checks of the save, before its body is read: another company's project 404, an external one 403, an archived one 422. */
export async function assertMayUpdate(db: Database, viewer: Viewer, projectId: number): Promise<void> {
  const { record } = await findOwnProjectOrFail(db, viewer, projectId);
  assertProjectActive(record.project);
}

export async function presentProject(db: Database, viewer: Viewer, projectId: number): Promise<Project> {
  const { record, can } = await findVisibleProjectOrFail(db, viewer, projectId);
  const p = record.project;
  const country = p.countryId ? await location.findCountry(p.countryId) : null;
  const state = p.stateId ? await location.findState(p.stateId) : null;
  return toProject(record, viewer.company.id, can, { country_name: country?.country_name ?? null, state_name: state?.state_name ?? null });
}

// ---- company lists ----------------------------------------------------------------------------

const LISTS = {
  stage: { table: repo.stageTable, defaults: DEFAULT_PROJECT_STAGES },
  ownerType: { table: repo.ownerTypeTable, defaults: DEFAULT_PROJECT_OWNER_TYPES },
} as const;
export type ProjectListKind = keyof typeof LISTS;

export function findList(db: Database, companyId: number, kind: ProjectListKind): Promise<ProjectListItem[]> {
  return repo.findList(db, LISTS[kind].table, companyId, LISTS[kind].defaults);
}

/** Adds a name to the company's list; one it has already (any letter case) is 'The name has already been taken.' */
export async function addListItem(db: Database, companyId: number, kind: ProjectListKind, name: string): Promise<ProjectListItem> {
  const { table, defaults } = LISTS[kind];
  await repo.findList(db, table, companyId, defaults);
  if (await repo.findListItemByName(db, table, companyId, name)) throw fieldError('name', M.unique('name'));
  const row = await repo.insertListItem(db, table, companyId, name);
  if (!row) throw fieldError('name', M.unique('name'));
  return row;
}

// ---- saving -----------------------------------------------------------------------------------

/** The form's checks against the database and the location data: every failing field at once. */
async function checkProjectInput(db: Database, companyId: number, input: ProjectInput, projectId?: number) {
  const errors: FieldErrors = {};
  const stage = await repo.findListItem(db, repo.stageTable, companyId, input.stage_id);
  if (!stage) errors.stage_id = [selected('stage')];
  if (input.owner_type_id && !(await repo.findListItem(db, repo.ownerTypeTable, companyId, input.owner_type_id))) errors.owner_type_id = [selected('owner type')];
  if (input.internal_number && (await repo.isInternalNumberTaken(db, companyId, input.internal_number, projectId))) errors.internal_number = [M.unique('internal number')];
  if (input.manager_id && !(await repo.isActiveEmployee(db, companyId, input.manager_id))) errors.manager_id = [selected('project manager')];
  const country = input.country_id ? await location.findCountry(input.country_id) : null;
  if (input.country_id && !country) errors.country_id = [selected('country')];
  let stateId: string | null = null;
  if (input.state_id) {
    const state = await location.findState(input.state_id);
    if (!state) errors.state_id = [selected('state')];
    // An unknown country has its own message; a state needs its country.
    else if (!input.country_id || (country && state.country_id !== country.country_id)) errors.state_id = [PROJECT_MESSAGES.stateNotInCountry];
    else stateId = state.state_id;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { stageName: stage!.name, countryId: country?.country_id ?? null, stateId };
}

const columnsOf = (input: ProjectInput, checked: { stageName: string; countryId: string | null; stateId: string | null }) => ({
  name: input.name,
  internalNumber: input.internal_number ?? null,
  ownerTypeId: input.owner_type_id ?? null,
  stage: checked.stageName,
  estimatedStartDate: input.estimated_start_date ?? null,
  estimatedEndDate: input.estimated_end_date ?? null,
  countryId: checked.countryId,
  stateId: checked.stateId,
  city: input.city ?? null,
  street: input.street ?? null,
  zip: input.zip ?? null,
  managerId: input.manager_id ?? null,
});

/** A unique violation of the internal number (two saves at once) reads as the form's message. */
async function uniqueInternalNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw fieldError('internal_number', M.unique('internal number'));
    throw error;
  }
}

async function notifyNewManager(app: FastifyInstance, actor: Actor, projectId: number, name: string, managerId: number | null, previous: number | null) {
  if (!managerId || managerId === previous || managerId === actor.user.id) return;
  await notifyUsers(app, [managerId], {
    type: PROJECT_MANAGER_NOTIFICATION,
    title: `You are the manager of the project ${name}`,
    body: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
    link: `/projects/${projectId}`,
  });
}

export async function createProject(app: FastifyInstance, actor: Actor, company: CompanyRow, input: ProjectInput): Promise<Project> {
  const checked = await checkProjectInput(app.db, company.id, input);
  const isDraft = input.is_draft === true;
  const id = await uniqueInternalNumber(() =>
    withTransaction(app.db, async (tx) => {
      const projectId = await repo.insertProject(tx, {
        companyId: company.id,
        ...columnsOf(input, checked),
        createdBy: actor.user.id,
        isDraft,
        // Step 1 is saved: a draft resumes at step 2.
        wizardStep: isDraft ? 2 : 1,
      });
      await repo.recordProjectActivity(tx, { projectId, companyId: company.id, userId: actor.user.id, action: 'project.created', subjectType: 'project', subjectId: projectId, details: { name: input.name } });
      return projectId;
    }),
  );
  await notifyNewManager(app, actor, id, input.name, input.manager_id ?? null, null);
  return presentProject(app.db, { permissions: actor.permissions, company, userId: actor.user.id }, id);
}

/** The form fields (as the contract names them) whose value changed, for the activity entry. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return Object.keys(after)
    .filter((k) => (before[k] ?? null) !== (after[k] ?? null))
    .map((k) => (k === 'stage' ? 'stage_id' : snake(k)));
}

export async function updateProject(app: FastifyInstance, actor: Actor, company: CompanyRow, projectId: number, input: ProjectInput): Promise<Project> {
  const viewer = { permissions: actor.permissions, company, userId: actor.user.id };
  const { record, can } = await findOwnProjectOrFail(app.db, viewer, projectId);
  // Archived: the one 422 of every archived-project write (the route checked it before the body too).
  assertProjectActive(record.project);
  if (!can.update) throw forbidden();
  const checked = await checkProjectInput(app.db, company.id, input, projectId);
  const values = columnsOf(input, checked);
  const changed = changedFields(record.project as unknown as Record<string, unknown>, values);
  await uniqueInternalNumber(() =>
    withTransaction(app.db, async (tx) => {
      await repo.updateProjectRow(tx, company.id, projectId, values);
      if (changed.length) await repo.recordProjectActivity(tx, { projectId, companyId: company.id, userId: actor.user.id, action: 'project.updated', subjectType: 'project', subjectId: projectId, details: { fields: changed } });
    }),
  );
  await notifyNewManager(app, actor, projectId, input.name, input.manager_id ?? null, record.project.managerId);
  return presentProject(app.db, viewer, projectId);
}

export async function setArchived(app: FastifyInstance, actor: Actor, company: CompanyRow, projectId: number, archived: boolean): Promise<Project> {
  const viewer = { permissions: actor.permissions, company };
  const { record, can } = await findOwnProjectOrFail(app.db, viewer, projectId);
  if (!can.delete) throw forbidden();
  const isArchived = record.project.status === 'archived';
  if (!archived && !isArchived) throw validationFailed({ id: [PROJECT_MESSAGES.notArchived] });
  // Archiving an archived project changes nothing (a repeated click).
  if (archived !== isArchived) {
    await withTransaction(app.db, async (tx) => {
      await repo.updateProjectRow(tx, company.id, projectId, { status: archived ? 'archived' : 'active', archivedAt: archived ? new Date() : null });
      await repo.recordProjectActivity(tx, { projectId, companyId: company.id, userId: actor.user.id, action: archived ? 'project.archived' : 'project.restored', subjectType: 'project', subjectId: projectId });
    });
  }
  return presentProject(app.db, viewer, projectId);
}

// ---- activity export --------------------------------------------------------------------------

export type ActivityExportPayload = { projectId: number; filters: repo.ActivityFilters; sort: repo.ActivitySort; format?: ExportFormat };

const ACTIVITY_COLUMNS: ExportColumn<ReturnType<typeof toProjectActivityRow>>[] = [
  { header: 'Date', width: 22, value: (r) => r.created_at },
  { header: 'User', width: 24, value: (r) => r.user_full_name },
  { header: 'Action', width: 28, value: (r) => r.action_label },
  { header: 'Subject', width: 14, value: (r) => r.subject_type },
  { header: 'Details', width: 60, value: (r) => (Object.keys(r.details).length ? JSON.stringify(r.details) : '') },
];

export async function buildActivityExport(db: Database, payload: ActivityExportPayload) {
  const { rows } = await repo.findActivityPage(db, payload.projectId, payload.filters, payload.sort, null);
  const format = payload.format ?? 'xlsx';
  return {
    name: exportFileName(`${PROJECT_MESSAGES.activityDownloadName}-${payload.projectId}`, format),
    bytes: await writeSpreadsheet(format, 'Activity', ACTIVITY_COLUMNS, rows.map(toProjectActivityRow)),
  };
}
