// Requirement templates and a scope's requirement checklist (issue 15, beyond the anchors): the
// company's requirement templates say which documents, acknowledgements and insurance a scope needs
// (Settings > Project > Requirement Templates), with conditions on the scope's amount and the vendor's
// company type; a scope's checklist shows each applicable requirement with the state of the task that
// fulfils it, the contract and the vendor's certificate of insurance, and the missing tasks are
// created in one action.
import { selected, defineEndpoint } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { COMPANY_TYPES, type CompanyType } from '../roles';
import { dataOf, messageResponse, s, type Infer } from '../schema';
import { DOCUMENT_TYPES, type DocumentType, type TaskStatus } from '../statuses';
import { rules, yup } from '../validation';
import { COI_COVERAGE_TYPES, COI_LIMIT_MAX, COI_MESSAGES, type CoiCoverageType } from './forms';
import { DOCUMENT_TYPE_KEYS } from './rules';

export const REQUIREMENT_NAME_MAX = 255;
/** The scope amount's bound (scopes' numeric(14, 2)). */
export const REQUIREMENT_AMOUNT_MAX = 999_999_999_999;
export const REQUIREMENT_DUE_IN_DAYS_MAX = 365;
export const REQUIREMENT_DUE_IN_DAYS_DEFAULT = 14;
const COI: DocumentType = 'certificate-of-insurance';
/** Types whose task is a document to read or sign: the requirement names its template (as POST tasks does). */
export const REQUIREMENT_TEMPLATE_REQUIRED: readonly DocumentType[] = ['contract', 'acknowledgement'];
/** A fulfilling task in one of these statuses satisfies its requirement. */
export const REQUIREMENT_SATISFIED_STATUSES: readonly TaskStatus[] = ['completed', 'fully_executed', 'submit_as_needed'];
/** Scopes whose tasks may be created: approved (not sent yet, or sent). */
export const REQUIREMENT_SCOPE_STATUSES = ['not_sent', 'sent'] as const;

export const REQUIREMENT_MESSAGES = {
  created: 'The requirement template has been created.',
  saved: 'The requirement template has been saved.',
  deleted: 'The requirement template has been deleted.',
  deleteConfirm: (name: string) => `Are you sure you want to delete the requirement template "${name}"?`,
  coiOnly: 'Coverage minimums apply only to a certificate of insurance.',
  scopeNotApproved: 'The scope must be approved before its tasks are created.',
  scopeWithoutVendor: 'Choose the scope’s vendor before creating its tasks.',
  vendorWithoutContact: 'The vendor has no user to assign the tasks to. Choose the scope’s vendor assignee first.',
  nothingMissing: 'Every requirement of this scope already has a task.',
  tasksCreated: (count: number) => (count === 1 ? '1 task has been created.' : `${count} tasks have been created.`),
  createConfirm: (count: number) => `Create ${count === 1 ? 'the missing task' : `the ${count} missing tasks`} and send ${count === 1 ? 'it' : 'them'} to the vendor?`,
  progress: (satisfied: number, total: number) => `${satisfied} of ${total} satisfied`,
  empty: 'No requirement applies to this scope. Requirement templates are set in Settings > Project > Requirement Templates.',
} as const;
const T = REQUIREMENT_MESSAGES;

const amount = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value))
    .typeError(M.number)
    .nullable()
    .min(0, M.numMin(0))
    .max(REQUIREMENT_AMOUNT_MAX, M.numMax(REQUIREMENT_AMOUNT_MAX));

const coverageMinimumSchema = yup.object({
  type: yup
    .string<CoiCoverageType>()
    .required(M.required)
    .oneOf(Object.keys(COI_COVERAGE_TYPES) as CoiCoverageType[], selected('coverage type')),
  min_limit: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(M.number)
    .required(M.required)
    .min(1, M.numMin(1))
    .max(COI_LIMIT_MAX, M.numMax(COI_LIMIT_MAX)),
});

/** A requirement template (create and edit). The template's company and type are the server's check. */
export const requirementTemplateSchema = yup.object({
  name: rules.requiredString().max(REQUIREMENT_NAME_MAX, M.strMax(REQUIREMENT_NAME_MAX)),
  document_type: yup
    .string<DocumentType>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .typeError(M.required)
    .required(M.required)
    .oneOf(DOCUMENT_TYPE_KEYS, selected('document type')),
  template_id: rules
    .id()
    .nullable()
    .when('document_type', ([type], schema) => (REQUIREMENT_TEMPLATE_REQUIRED.includes(type as DocumentType) ? schema.typeError(M.required).required(M.required) : schema)),
  min_amount: amount(),
  max_amount: amount().test('min-max', (value, ctx) => {
    const min = ctx.parent.min_amount as number | null | undefined;
    if (value === null || value === undefined || min === null || min === undefined || value >= min) return true;
    return ctx.createError({ message: M.numMin(min) });
  }),
  vendor_company_type: yup
    .string<CompanyType>()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .oneOf([...COMPANY_TYPES, null], selected('company type')),
  coverage_minimums: yup
    .array()
    .typeError(selected('coverage type'))
    .of(coverageMinimumSchema.required())
    .max(Object.keys(COI_COVERAGE_TYPES).length, M.numMax(Object.keys(COI_COVERAGE_TYPES).length))
    .default([])
    .test('unique', COI_MESSAGES.duplicateCoverage, (list) => !list || new Set(list.map((c) => c?.type)).size === list.length)
    .test('coi-only', T.coiOnly, (list, ctx) => !list?.length || ctx.parent.document_type === COI),
  additional_insured_required: yup
    .boolean()
    .typeError(selected('value'))
    .default(false)
    .test('coi-only', T.coiOnly, (value, ctx) => !value || ctx.parent.document_type === COI),
  due_in_days: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(M.number)
    .integer(M.number)
    .min(1, M.numMin(1))
    .max(REQUIREMENT_DUE_IN_DAYS_MAX, M.numMax(REQUIREMENT_DUE_IN_DAYS_MAX))
    .default(REQUIREMENT_DUE_IN_DAYS_DEFAULT),
  active: yup.boolean().typeError(selected('value')).default(true),
});
export type RequirementTemplateInput = yup.InferType<typeof requirementTemplateSchema>;

export const requirementTemplateShape = s.object({
  id: s.integer(),
  name: s.string(),
  document_type: s.enum(DOCUMENT_TYPE_KEYS),
  document_type_label: s.string(),
  template_id: s.nullable(s.integer()),
  template_name: s.nullable(s.string()),
  min_amount: s.nullable(s.number()),
  max_amount: s.nullable(s.number()),
  vendor_company_type: s.nullable(s.enum(COMPANY_TYPES)),
  coverage_minimums: s.array(s.object({ type: s.string(), min_limit: s.number() })),
  additional_insured_required: s.boolean(),
  due_in_days: s.integer(),
  active: s.boolean(),
});
export type RequirementTemplate = Infer<typeof requirementTemplateShape>;

export const REQUIREMENT_STATES = { missing: 'Missing', pending: 'In progress', satisfied: 'Satisfied' } as const;
export type RequirementState = keyof typeof REQUIREMENT_STATES;
export const COI_STATES = { valid: 'Valid', lapsed: 'Lapsed', missing: 'Missing' } as const;
export type CoiState = keyof typeof COI_STATES;

/** The task that fulfils a checklist line, as the viewer reads it. */
export const checklistTaskShape = s.object({
  id: s.integer(),
  task_id: s.string(),
  name: s.string(),
  status: s.string(),
  status_label: s.string(),
  due_date: s.nullable(s.date()),
  is_overdue: s.boolean(),
  view_path: s.string(),
});
export type ChecklistTask = Infer<typeof checklistTaskShape>;

export const checklistItemShape = s.object({
  requirement_id: s.integer(),
  name: s.string(),
  document_type: s.enum(DOCUMENT_TYPE_KEYS),
  document_type_label: s.string(),
  state: s.enum(Object.keys(REQUIREMENT_STATES) as RequirementState[]),
  task: s.nullable(checklistTaskShape),
});
export type ChecklistItem = Infer<typeof checklistItemShape>;

export const scopeChecklistShape = s.object({
  scope_id: s.integer(),
  scope_status: s.string(),
  vendor_company_name: s.nullable(s.string()),
  /** The viewer is the scope's vendor: the checklist reads what it still owes, nothing to create. */
  is_vendor: s.boolean(),
  items: s.array(checklistItemShape),
  /** The scope's contract task (the newest that was not revoked), with its state. */
  contract: s.object({ state: s.enum(Object.keys(REQUIREMENT_STATES) as RequirementState[]), task: s.nullable(checklistTaskShape) }),
  /** The vendor's current certificate of insurance from the scope's company. */
  coi: s.object({ state: s.enum(Object.keys(COI_STATES) as CoiState[]), expiry_date: s.nullable(s.date()) }),
  satisfied_count: s.integer(),
  total_count: s.integer(),
  missing_count: s.integer(),
  /** The caller may create the missing tasks now (owner with the right, an approved scope, something missing). */
  can_create_tasks: s.boolean(),
});
export type ScopeChecklist = Infer<typeof scopeChecklistShape>;

export const scopeRequirementsQuerySchema = yup.object({
  scope_id: rules.id().typeError(M.required).required(M.required),
});

export const createRequirementTasksSchema = yup.object({
  scope_id: rules.id().typeError(M.required).required(M.required),
  /** The missing requirements to create tasks for; every missing one when absent. A task refused by the tasks rules reads as requirements.<id>: "<name>: <message>". */
  requirement_ids: rules.ids(100).nullable(),
});
export type CreateRequirementTasksInput = yup.InferType<typeof createRequirementTasksSchema>;

/** The label of a requirement state. */
export const requirementStateLabel = (state: RequirementState) => REQUIREMENT_STATES[state];
export const documentTypeLabel = (type: DocumentType) => DOCUMENT_TYPES[type];

// ---- endpoints -----------------------------------------------------------------------------------

const saved = s.object({ data: requirementTemplateShape, message: s.string() });

export const listRequirementTemplates = defineEndpoint({
  method: 'GET',
  path: 'settings/project/requirement-templates',
  summary: "The company's requirement templates (a scope's checklist)",
  response: dataOf(s.array(requirementTemplateShape)),
});

export const createRequirementTemplate = defineEndpoint({
  method: 'POST',
  path: 'settings/project/requirement-templates/create',
  summary: 'Creates a requirement template',
  body: requirementTemplateSchema,
  response: saved,
});

export const updateRequirementTemplate = defineEndpoint({
  method: 'POST',
  path: 'settings/project/requirement-templates/edit/:id',
  summary: 'Saves a requirement template',
  body: requirementTemplateSchema,
  response: saved,
});

export const deleteRequirementTemplate = defineEndpoint({
  method: 'POST',
  path: 'settings/project/requirement-templates/delete/:id',
  summary: 'Deletes a requirement template (its tasks stay, without it)',
  response: messageResponse,
});

export const findScopeRequirements = defineEndpoint({
  method: 'GET',
  path: 'scope/requirements',
  summary: "A scope's requirement checklist (owner or vendor)",
  query: scopeRequirementsQuerySchema,
  response: dataOf(scopeChecklistShape),
});

export const createRequirementTasks = defineEndpoint({
  method: 'POST',
  path: 'scope/requirements/create-tasks',
  summary: "Creates a scope's missing requirement tasks in one action",
  body: createRequirementTasksSchema,
  status: 201,
  response: s.object({ data: scopeChecklistShape, message: s.string() }),
});
