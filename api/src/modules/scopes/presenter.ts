// Scope records mapped to the contract's shapes (shared-contract/src/scopes/shapes.ts). No queries.
import {
  SCOPE_STATUSES,
  approvalRoundState,
  endpointUrl,
  scopeEndpoints,
  type ScopeApproval,
  type ScopeApprovalState,
  type ScopeAttachment,
  type ScopeFlags,
  type ScopeRow,
  type ScopeStatus,
  type ScopeUser,
} from 'shared-contract';
import type { ApprovalRecord, AttachmentRecord, ScopeRecord, UserRecord } from './repository';

export const toScopeUser = (u: UserRecord): ScopeUser => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  full_name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  photo: u.photo,
});

/** Where the round stands: any rejection, else every approver approved, else pending; none without a round (the rule scopes and contracts share). */
export const approvalStateOf = (approvals: readonly ApprovalRecord[]): ScopeApprovalState => approvalRoundState(approvals);

export function toScopeRow(scope: ScopeRecord, viewerCompanyId: number, users: Map<number, UserRecord>, approvals: readonly ApprovalRecord[], can: ScopeFlags, coiLapsed = false): ScopeRow {
  const user = (id: number | null) => (id && users.get(id) ? toScopeUser(users.get(id)!) : null);
  return {
    id: scope.id,
    project_id: scope.projectId,
    project_name: scope.projectName,
    company_id: scope.companyId,
    company_name: scope.companyName,
    is_external: scope.companyId !== viewerCompanyId,
    name: scope.name,
    description: scope.description,
    amount: scope.amount,
    work_start_date: scope.workStartDate,
    status: scope.status as ScopeStatus,
    status_label: SCOPE_STATUSES[scope.status as ScopeStatus] ?? scope.status,
    approval_state: approvalStateOf(approvals),
    vendor_company_id: scope.vendorCompanyId,
    vendor_company_name: scope.vendorCompanyName,
    vendor_assignee: user(scope.vendorAssigneeId),
    vendor_signer: user(scope.vendorSignerId),
    coi_lapsed: coiLapsed,
    created_by: scope.creatorName,
    created_at: scope.createdAt.toISOString(),
    updated_at: scope.updatedAt.toISOString(),
    can,
  };
}

export const toScopeAttachment = (a: AttachmentRecord): ScopeAttachment => ({
  id: a.id,
  scope_id: a.scopeId,
  name: a.name,
  size: a.size,
  mime_type: a.mimeType,
  url: endpointUrl(scopeEndpoints.downloadScopeAttachment, { id: a.id }),
  uploaded_by: a.uploaderName,
  created_at: a.createdAt.toISOString(),
});

export function toScopeApproval(a: ApprovalRecord, users: Map<number, UserRecord>, canAct: boolean): ScopeApproval {
  const u = users.get(a.userId);
  return {
    id: a.id,
    user_id: a.userId,
    user: u ? toScopeUser(u) : { id: a.userId, first_name: '', last_name: '', full_name: '', email: '', photo: null },
    step: a.step,
    approved: a.approved,
    rejected: a.rejected,
    reason: a.reason,
    acted_at: a.actedAt ? a.actedAt.toISOString() : null,
    can_act: canAct,
  };
}
