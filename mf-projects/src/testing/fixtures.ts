// Rows the mf-projects tests share: a Northwind project (list row and details) and a scope row with
// its people, as the API answers them. Each test overrides what it is about.
import type { PagedResponse, Project, ProjectRow, ScopeRow } from 'shared-contract';

/** A project's flags for someone who may do everything / only look. */
export const ALL_FLAGS = { view: true, update: true, delete: true, scopeCreate: true, taskCreate: true };
export const VIEW_FLAGS = { view: true, update: false, delete: false, scopeCreate: false, taskCreate: false };

/** Harbor Tower, an active Northwind project managed by Maya Chen, as a row of the projects list. */
export function makeProjectRow(overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    id: 1,
    company_id: 7,
    company_name: 'Northwind Builders',
    name: 'Harbor Tower',
    internal_number: 'NW-1001',
    owner: { id: 3, owner_name: 'Private' },
    stage: 'Construction',
    estimated_start_date: '2026-03-02',
    estimated_end_date: '2027-01-15',
    manager_id: 14,
    manager_full_name: 'Maya Chen',
    manager_phone: null,
    manager_email: 'manager@northwind.test',
    is_draft: false,
    wizard_step: 1,
    status: 'active',
    archived_at: null,
    is_external: false,
    created_at: '2026-01-01T10:00:00Z',
    can: ALL_FLAGS,
    ...overrides,
  };
}

/** The same project with its details (GET projects/{id}). */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    ...makeProjectRow(),
    owner_type_id: 3,
    country_id: 'US',
    country_name: 'United States',
    state_id: 'US-CA',
    state_name: 'California',
    city: 'Los Angeles',
    street: '1 Harbor Way',
    zip: '90001',
    scope_workflow_id: null,
    contract_workflow_id: null,
    updated_at: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export const person = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last, full_name: `${first} ${last}`, email: `${first.toLowerCase()}@test`, photo: null });

/** A scope's flags for someone who may do everything with it. */
export const SCOPE_FLAGS = { view: true, update: true, delete: true, chat: true };
/** The scopes permissions of someone who may do everything (scope/check-permission). */
export const ALL_SCOPES = { view: true, create: true, update: true, delete: true, approve: true, chat: true };

/** Electrical (5) of Harbor Tower (3), drafting, Acme Electric's Sam Volt as assignee and signer. */
export const SCOPE_ROW: ScopeRow = {
  id: 5,
  project_id: 3,
  project_name: 'Harbor Tower',
  company_id: 7,
  company_name: 'Northwind Builders',
  is_external: false,
  name: 'Electrical',
  description: 'Wiring',
  amount: '1250.00',
  work_start_date: '2026-12-01',
  status: 'drafting',
  status_label: 'Drafting',
  approval_state: 'none',
  vendor_company_id: 40,
  vendor_company_name: 'Acme Electric',
  vendor_assignee: person(41, 'Sam', 'Volt'),
  vendor_signer: person(41, 'Sam', 'Volt'),
  coi_lapsed: false,
  created_by: 'Olivia Stone',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  can: SCOPE_FLAGS,
};

/** One page holding all the rows. */
export const paged = <T,>(rows: T[]): PagedResponse<T> => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });
