// Pure mapping of project records to the contract's shapes.
import { projectActivityLabel, type Project, type ProjectAbilities, type ProjectActivityRow, type ProjectRow, type ProjectSearchRow } from 'shared-contract';
import type { ProjectRecord } from './repository';
import type { projectActivity } from '../../db/schema';

const fullName = (first: string | null, last: string | null) => (first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim());

export function toProjectRow(record: ProjectRecord, viewerCompanyId: number, can: ProjectAbilities): ProjectRow {
  const p = record.project;
  return {
    id: p.id,
    company_id: p.companyId,
    company_name: record.companyName,
    name: p.name,
    internal_number: p.internalNumber,
    owner: p.ownerTypeId !== null && record.ownerTypeName !== null ? { id: p.ownerTypeId, owner_name: record.ownerTypeName } : null,
    stage: p.stage,
    estimated_start_date: p.estimatedStartDate,
    estimated_end_date: p.estimatedEndDate,
    manager_id: p.managerId,
    manager_full_name: p.managerId === null ? null : fullName(record.managerFirstName, record.managerLastName),
    manager_phone: p.managerId === null ? null : record.managerPhone,
    manager_email: p.managerId === null ? null : record.managerEmail,
    is_draft: p.isDraft,
    wizard_step: p.wizardStep,
    status: p.status === 'archived' ? 'archived' : 'active',
    archived_at: p.archivedAt ? p.archivedAt.toISOString() : null,
    is_external: p.companyId !== viewerCompanyId,
    created_at: p.createdAt.toISOString(),
    can,
  };
}

export function toProject(
  record: ProjectRecord,
  viewerCompanyId: number,
  can: ProjectAbilities,
  place: { country_name: string | null; state_name: string | null },
): Project {
  const p = record.project;
  return {
    ...toProjectRow(record, viewerCompanyId, can),
    owner_type_id: p.ownerTypeId,
    country_id: p.countryId,
    country_name: place.country_name,
    state_id: p.stateId,
    state_name: place.state_name,
    city: p.city,
    street: p.street,
    zip: p.zip,
    scope_workflow_id: p.scopeWorkflowId,
    contract_workflow_id: p.contractWorkflowId,
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toProjectSearchRow(record: ProjectRecord): ProjectSearchRow {
  const p = record.project;
  return {
    id: p.id,
    name: p.name,
    company_id: p.companyId,
    company_name: record.companyName,
    internal_number: p.internalNumber,
    estimated_start_date: p.estimatedStartDate,
    estimated_end_date: p.estimatedEndDate,
    stage: p.stage,
    manager_id: p.managerId,
    manager_first_name: p.managerId === null ? null : record.managerFirstName,
    manager_last_name: p.managerId === null ? null : record.managerLastName,
  };
}

export function toProjectActivityRow(row: { activity: typeof projectActivity.$inferSelect; userFullName: string | null }): ProjectActivityRow {
  const a = row.activity;
  return {
    id: a.id,
    project_id: a.projectId,
    action: a.action,
    action_label: projectActivityLabel(a.action),
    subject_type: a.subjectType,
    subject_id: a.subjectId,
    details: a.details ?? {},
    user_id: a.userId,
    user_full_name: row.userFullName,
    created_at: a.createdAt.toISOString(),
  };
}
