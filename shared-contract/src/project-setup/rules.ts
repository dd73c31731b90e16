// Project setup (wizard steps 2-5): the request rules with the specification's messages, the fixed
// lists (custom field types, entities, workflow kinds, document extensions) and the answers' texts.
import { DB_INT_MAX } from '../constants';
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { isCalendarDate, rules, yup } from '../validation';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
/** What an entity custom field value belongs to. */
export const CUSTOM_FIELD_ENTITIES = ['project', 'scope'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
/** A project's two approval workflows (Settings > Contract Approvals / Scope Approvals). */
export const PROJECT_WORKFLOW_KINDS = ['scope', 'contract'] as const;
export type ProjectWorkflowKind = (typeof PROJECT_WORKFLOW_KINDS)[number];
/** Additional documents (wizard step 5): office documents, PDFs, images, drawings and archives. */
export const PROJECT_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'ppt', 'pptx', 'jpg', 'jpeg', 'png', 'dwg', 'zip'] as const;
/** The multipart field of step-5's files (repeat it for several files; `documents[]` works too). */
export const PROJECT_DOCUMENT_FIELD = 'documents';

export const CUSTOM_FIELD_NAME_MAX = 255;
export const CUSTOM_FIELD_OPTION_MAX = 255;
export const CUSTOM_FIELD_OPTIONS_MAX = 100;
export const CUSTOM_FIELD_TEXT_MAX = 1000;
/** A number field's value stays within ±NUMBER_FIELD_MAX (the value is kept as text). */
export const NUMBER_FIELD_MAX = 1_000_000_000_000;
/** Users per team or workflow call; the step-5 files per call. */
export const SETUP_IDS_MAX = 200;
/** The multipart plugin takes at most 10 files per request. */
export const PROJECT_DOCUMENTS_PER_UPLOAD = 10;

export const PROJECT_SETUP_MESSAGES = {
  teamUpdated: 'The team has been updated.',
  usersAdded: (n: number) => (n === 1 ? '1 user has been added to the team.' : `${n} users have been added to the team.`),
  usersRemoved: (n: number) => (n === 1 ? '1 user has been removed from the team.' : `${n} users have been removed from the team.`),
  /** users[] naming someone who is not an active employee of the project's company. */
  notAnEmployee: 'The selected user is not an active employee of your company.',
  fieldCreated: 'The custom field has been created.',
  fieldUpdated: 'The custom field has been updated.',
  fieldDeleted: 'The custom field has been deleted.',
  optionsRequired: 'A select field needs at least one option.',
  optionInUse: (label: string) => `The option "${label}" is in use and cannot be deleted.`,
  typeLocked: 'The type of a field that already has values cannot be changed.',
  duplicateOption: 'Options must be different.',
  stepSaved: 'The step has been saved.',
  workflowSaved: 'The workflow has been saved.',
  valueSaved: 'The value has been saved.',
  valueDeleted: 'The value has been deleted.',
  valueExists: 'This field already has a value; change it instead.',
  documentsUploaded: (n: number) => (n === 1 ? '1 document has been uploaded.' : `${n} documents have been uploaded.`),
  documentDeleted: 'The document has been deleted.',
  documentsRequired: 'Choose at least one file.',
  tooManyDocuments: `At most ${PROJECT_DOCUMENTS_PER_UPLOAD} files can be uploaded at once.`,
} as const;

const id = () => rules.id();
/** A row picked from a list: nothing picked reads as required, not as a bad number. */
const pickedId = () => rules.id().typeError(M.required).required(M.required);
/** An optional id from a form: '' and null mean none. */
const optionalId = () =>
  rules
    .id()
    .transform((v, original) => (original === '' || original === null ? null : v))
    .nullable();
/** users[] of a form: a list of employee ids (one value alone is a list of one). */
const userIds = () =>
  yup
    .array()
    .transform((v, original) => (original === undefined || original === null || original === '' ? [] : Array.isArray(original) ? original : [original]))
    .typeError(M.required)
    .of(id().required(M.required))
    .max(SETUP_IDS_MAX, M.numMax(SETUP_IDS_MAX));

/** ?project_id= of the wizard's steps and project-scoped lists. */
export const setupProjectQuery = yup.object({ project_id: pickedId() });

/** team/add-user, team/remove-user (form data project_id, users[]). */
export const teamUsersSchema = yup.object({ project_id: pickedId(), users: userIds().min(1, M.required).required(M.required) });

/** project/step-2: the whole team (replaces it). */
export const stepTwoSchema = yup.object({ users: userIds() });

const optionSchema = yup.object({
  /** An existing option's id (edit); none for a new option. */
  id: optionalId(),
  label: rules.requiredString().max(CUSTOM_FIELD_OPTION_MAX, M.strMax(CUSTOM_FIELD_OPTION_MAX)),
});

const fieldRules = {
  section_id: pickedId(),
  name: rules.requiredString().max(CUSTOM_FIELD_NAME_MAX, M.strMax(CUSTOM_FIELD_NAME_MAX)),
  type: yup.string().typeError(M.required).required(M.required).oneOf([...CUSTOM_FIELD_TYPES], selected('type')),
  required: yup.boolean().typeError(M.required).default(false),
  options: yup
    .array()
    .typeError(M.required)
    .of(optionSchema)
    .max(CUSTOM_FIELD_OPTIONS_MAX, M.numMax(CUSTOM_FIELD_OPTIONS_MAX))
    .when('type', {
      is: 'select',
      then: (schema) => schema.min(1, PROJECT_SETUP_MESSAGES.optionsRequired).required(PROJECT_SETUP_MESSAGES.optionsRequired),
    })
    .test('distinct', PROJECT_SETUP_MESSAGES.duplicateOption, (list) => {
      const labels = (list ?? []).map((o) => (typeof o?.label === 'string' ? o.label.trim().toLowerCase() : ''));
      return new Set(labels).size === labels.length;
    }),
};

/** project/creation-form/custom-field/create. Options only for a select field (ignored otherwise). */
export const createCustomFieldSchema = yup.object(fieldRules);
/** project/creation-form/custom-field/edit: options left out of the list are deleted (refused when in use). */
export const editCustomFieldSchema = yup.object({ id: pickedId(), ...fieldRules });
/** project/creation-form/custom-field/delete. */
export const deleteCustomFieldSchema = yup.object({ id: pickedId() });
/** project/creation-form/custom-field/is-using-option?option_id= */
export const isUsingOptionQuery = yup.object({ option_id: pickedId() });

/**
 * A custom field value as sent: text for text fields, a number (or numeric text) for number fields,
 * YYYY-MM-DD for dates, the option's id for select fields; '' or null clears it. Its rule depends
 * on the field's type, which the server checks (checkCustomFieldValue) with these same messages.
 */
const fieldValue = () =>
  yup
    .mixed<string | number>()
    .nullable()
    .test('scalar', M.required, (v) => v === undefined || v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));

/** project/step-3: the project's values of the company's creation form. */
export const stepThreeSchema = yup.object({
  fields: yup
    .array()
    .typeError(M.required)
    .of(yup.object({ custom_field_id: pickedId(), value: fieldValue() }))
    .max(500, M.numMax(500))
    .default([]),
});

/** The project's workflows of step 4 (all optional: the form sends only fields that have a value). */
export const stepFourSchema = yup.object({
  scope_workflow_id: optionalId(),
  contract_workflow_id: optionalId(),
  scope_users: userIds(),
  contract_users: userIds(),
});

/** project/set-workflow (form data): one of the project's workflows and its default users. */
export const setWorkflowSchema = yup.object({
  project_id: pickedId(),
  type: yup.string().typeError(M.required).required(M.required).oneOf([...PROJECT_WORKFLOW_KINDS], selected('type')),
  workflow_id: optionalId(),
  users: userIds(),
});

/** project/users-for-workflow-field: the company's active employees, or one workflow's approvers. */
export const usersForWorkflowQuery = yup.object({ search: rules.queryText(), workflow_id: id() });

/** entity/custom-fields (create). */
export const createEntityValueSchema = yup.object({
  entity: yup.string().typeError(M.required).required(M.required).oneOf([...CUSTOM_FIELD_ENTITIES], selected('entity')),
  entity_id: pickedId(),
  custom_field_id: pickedId(),
  value: fieldValue(),
});
/** entity/custom-fields/{id} (update). */
export const updateEntityValueSchema = yup.object({ value: fieldValue() });

/**
 * A value's problem for a field of `type` (the message), or null when it is fine. `options` are the
 * select field's option ids. Empty values are the caller's (required or cleared).
 */
export function checkCustomFieldValue(type: CustomFieldType, value: string | number, options: readonly number[] = []): string | null {
  const text = String(value).trim();
  if (text.includes('\u0000')) return M.required;
  switch (type) {
    case 'text':
      return text.length > CUSTOM_FIELD_TEXT_MAX ? M.strMax(CUSTOM_FIELD_TEXT_MAX) : null;
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return M.number;
      const n = Number(text);
      if (n > NUMBER_FIELD_MAX) return M.numMax(NUMBER_FIELD_MAX);
      if (n < -NUMBER_FIELD_MAX) return M.numMin(-NUMBER_FIELD_MAX);
      return null;
    }
    case 'date':
      return isCalendarDate(text) ? null : M.date;
    case 'select': {
      const n = Number(text);
      return /^\d{1,10}$/.test(text) && n <= DB_INT_MAX && options.includes(n) ? null : selected('option');
    }
  }
}
