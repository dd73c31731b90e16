// What the project setup endpoints answer with: the shapes, and the types the screens use.
import { s, type Infer } from '../schema';
import { CUSTOM_FIELD_ENTITIES, CUSTOM_FIELD_TYPES, PROJECT_WORKFLOW_KINDS } from './rules';

export const TEAM_SORT_FIELDS = ['name', 'email', 'added_at'] as const;
export const NOT_ADDED_SORT_FIELDS = ['name', 'email'] as const;

/** An employee as the team and user pickers show them. */
export const setupUserShape = s.object({
  id: s.integer(),
  first_name: s.string(),
  last_name: s.string(),
  full_name: s.string(),
  email: s.string(),
  phone: s.nullable(s.string()),
  photo: s.nullable(s.string()),
});
export type SetupUser = Infer<typeof setupUserShape>;

/** A team member: the employee, when and by whom added, and whether it is the project's manager. */
export const teamMemberShape = s.object({
  id: s.integer(),
  first_name: s.string(),
  last_name: s.string(),
  full_name: s.string(),
  email: s.string(),
  phone: s.nullable(s.string()),
  photo: s.nullable(s.string()),
  is_manager: s.boolean(),
  added_by: s.nullable(s.string()),
  added_at: s.dateTime(),
});
export type TeamMember = Infer<typeof teamMemberShape>;

/** Where a draft project is: the wizard resumes at wizard_step (1-5); finished projects are not drafts. */
export const wizardStateShape = s.object({ id: s.integer(), is_draft: s.boolean(), wizard_step: s.integer() });
export type WizardState = Infer<typeof wizardStateShape>;
/** A wizard step's answer: the toast and where the project now is. */
export const stepSavedShape = s.object({ data: s.object({ message: s.string(), project: wizardStateShape }) });

export const customFieldOptionShape = s.object({ id: s.integer(), label: s.string(), position: s.integer() });
export type CustomFieldOption = Infer<typeof customFieldOptionShape>;

export const customFieldShape = s.object({
  id: s.integer(),
  section_id: s.integer(),
  name: s.string(),
  type: s.enum(CUSTOM_FIELD_TYPES),
  required: s.boolean(),
  position: s.integer(),
  /** A select field's options in order; empty for the other types. */
  options: s.array(customFieldOptionShape),
});
export type CustomField = Infer<typeof customFieldShape>;

export const creationFormSectionShape = s.object({ id: s.integer(), name: s.string(), position: s.integer(), fields: s.array(customFieldShape) });
export type CreationFormSection = Infer<typeof creationFormSectionShape>;

/**
 * A stored custom field value. value: the text, the number as text, the YYYY-MM-DD date, or a select
 * field's option label; option_id: the chosen option (select fields only).
 */
export const entityValueShape = s.object({
  id: s.integer(),
  entity: s.enum(CUSTOM_FIELD_ENTITIES),
  entity_id: s.integer(),
  custom_field_id: s.integer(),
  value: s.nullable(s.string()),
  option_id: s.nullable(s.integer()),
});
export type EntityValue = Infer<typeof entityValueShape>;

/** A creation form field with the project's value (null when it has none): step 3. */
export const stepThreeFieldShape = s.object({
  id: s.integer(),
  section_id: s.integer(),
  name: s.string(),
  type: s.enum(CUSTOM_FIELD_TYPES),
  required: s.boolean(),
  position: s.integer(),
  options: s.array(customFieldOptionShape),
  value: s.nullable(entityValueShape),
});
export const stepThreeSectionShape = s.object({ id: s.integer(), name: s.string(), position: s.integer(), fields: s.array(stepThreeFieldShape) });
export type StepThreeSection = Infer<typeof stepThreeSectionShape>;

export const workflowOptionShape = s.object({ id: s.integer(), name: s.string() });
export type WorkflowOption = Infer<typeof workflowOptionShape>;

/** One of the project's workflows: the chosen Settings workflow (or none) and its default users. */
export const projectWorkflowShape = s.object({
  type: s.enum(PROJECT_WORKFLOW_KINDS),
  workflow: s.nullable(workflowOptionShape),
  users: s.array(setupUserShape),
});
export type ProjectWorkflow = Infer<typeof projectWorkflowShape>;

/** Step 4: the company's workflows to choose from and the project's current choice of each kind. */
export const stepFourFieldsShape = s.object({
  scope_workflows: s.array(workflowOptionShape),
  contract_workflows: s.array(workflowOptionShape),
  scope: projectWorkflowShape,
  contract: projectWorkflowShape,
});
export type StepFourFields = Infer<typeof stepFourFieldsShape>;

export const additionalDocumentShape = s.object({
  id: s.integer(),
  project_id: s.integer(),
  name: s.string(),
  size: s.integer(),
  mime_type: s.string(),
  uploaded_by: s.nullable(s.object({ id: s.integer(), full_name: s.string() })),
  created_at: s.dateTime(),
});
export type AdditionalDocument = Infer<typeof additionalDocumentShape>;
