// Requirement templates and checklist lines as the API answers them (shared-contract requirements.ts): pure mapping.
import {
  DOCUMENT_TYPES,
  REQUIREMENT_SATISFIED_STATUSES,
  isTaskOverdue,
  taskStatusLabel,
  taskViewPath,
  type ChecklistTask,
  type CompanyType,
  type DocumentType,
  type RequirementState,
  type RequirementTemplate,
  type TaskStatus,
} from 'shared-contract';
import type { RequirementRecord, ScopeTaskRecord } from './repository';

const money = (value: string | null) => (value === null ? null : Number(value));

export const toRequirementTemplate = (row: RequirementRecord): RequirementTemplate => ({
  id: row.id,
  name: row.name,
  document_type: row.documentType as DocumentType,
  document_type_label: DOCUMENT_TYPES[row.documentType as DocumentType] ?? row.documentType,
  template_id: row.templateId,
  template_name: row.templateId === null ? null : row.templateName,
  min_amount: money(row.minAmount),
  max_amount: money(row.maxAmount),
  vendor_company_type: (row.vendorCompanyType as CompanyType | null) ?? null,
  coverage_minimums: (row.coverageMinimums ?? []).map((c) => ({ type: c.type, min_limit: Number(c.min_limit) })),
  additional_insured_required: row.additionalInsuredRequired,
  due_in_days: row.dueInDays,
  active: row.active,
});

export type ChecklistViewer = { userId: number; isVendor: boolean };

export function toChecklistTask(task: ScopeTaskRecord, viewer: ChecklistViewer, today: string): ChecklistTask {
  const status = task.status as TaskStatus;
  return {
    id: task.id,
    task_id: task.number,
    name: task.name,
    status,
    status_label: taskStatusLabel(status, {
      isVendor: viewer.isVendor,
      isExternalSigner: task.externalSignerId === viewer.userId,
      isInternalSigner: task.internalSignerId === viewer.userId,
    }),
    due_date: task.dueDate,
    is_overdue: isTaskOverdue({ due_date: task.dueDate, status }, today),
    view_path: taskViewPath({ id: task.id, type: task.type as DocumentType }),
  };
}

/** missing without a task; satisfied once the task is completed, fully executed or submitted as needed; pending otherwise. */
export const requirementStateOf = (task: ScopeTaskRecord | null): RequirementState =>
  !task ? 'missing' : REQUIREMENT_SATISFIED_STATUSES.includes(task.status as TaskStatus) ? 'satisfied' : 'pending';
