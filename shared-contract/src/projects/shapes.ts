// What the project endpoints answer with (000 section 3 project list row, project search row,
// country/state), the fixed lists they read, and the types the screens use, from one place.
import { s, type Infer } from '../schema';

/** The list's sortable columns (000 section 3 project list row). */
export const PROJECT_SORT_FIELDS = ['name', 'internal_number', 'owner', 'stage', 'estimated_start_date', 'estimated_end_date', 'manager', 'company_name', 'created_at'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

/** The list's views: the default list, and the Archived view (DOMAIN 3: "delete" archives). */
export const PROJECT_VIEWS = { active: 'Active', archived: 'Archived' } as const;
export type ProjectView = keyof typeof PROJECT_VIEWS;

/** Which rows: the company's own projects, the external ones (where it is the vendor of a scope), or both (default). */
export const PROJECT_OWNERSHIPS = { all: 'All', own: 'Own', external: 'External' } as const;
export type ProjectOwnership = keyof typeof PROJECT_OWNERSHIPS;

export const PROJECT_STATUSES = { active: 'Active', archived: 'Archived' } as const;
export type ProjectStatus = keyof typeof PROJECT_STATUSES;

/** The wizard's steps (DOMAIN 3): 1 details, 2 team, 3 custom fields, 4 workflows, 5 additional documents. */
export const PROJECT_WIZARD_STEPS = { 1: 'Details', 2: 'Team', 3: 'Custom fields', 4: 'Workflows', 5: 'Additional documents' } as const;
export const PROJECT_WIZARD_LAST_STEP = 5;

/** Seeded into every company's lists the first time they are read (DOMAIN 3). */
export const DEFAULT_PROJECT_STAGES = ['Bidding', 'Pre-construction', 'Construction', 'Close-out'] as const;
export const DEFAULT_PROJECT_OWNER_TYPES = ['Private', 'Public', 'Federal'] as const;

/** Limits of the project form's text fields. */
export const PROJECT_LIMITS = { name: 255, internalNumber: 255, city: 255, street: 255, zip: 32, listName: 255 } as const;
/** At most this many rows in project/names-list (a select's options; narrow with search). */
export const PROJECT_NAMES_LIST_MAX = 100;
/** At most this many matches from location/search-addresses. */
export const ADDRESS_SEARCH_MAX = 20;
export const ADDRESS_SEARCH_MIN_CHARS = 3;

export const PROJECT_MESSAGES = {
  created: 'The project has been created.',
  saved: 'The project has been saved.',
  archived: 'The project has been archived.',
  /** Not worded by the spec: the confirmation before archiving ("delete" archives). */
  archiveConfirm: (name: string) => `Archive the project "${name}"? It leaves the list for the Archived view and is read-only until restored.`,
  restored: 'The project has been restored.',
  stageCreated: 'The stage has been added.',
  ownerTypeCreated: 'The owner type has been added.',
  /** Not worded by the spec: the estimated dates' range rule. */
  endBeforeStart: 'The estimated end date must be a date after or equal to the estimated start date.',
  /** Not worded by the spec: an archived project is read-only until restored (403 on its save; 422 on its setup, scopes and scope chat). */
  archivedReadOnly: 'An archived project is read-only. Restore it to change it.',
  /** Not worded by the spec: restoring a project that is not archived. */
  notArchived: 'The project is not archived.',
  /** Not worded by the spec: a state that is not in the chosen country. */
  stateNotInCountry: 'The selected state is not in the selected country.',
  activityDownloadName: 'project-activity',
} as const;

/** The caller's per-item flags on a project (000 section 6: GET permissions/project/{id}). */
export const projectAbilitiesShape = s.object({
  view: s.boolean(),
  update: s.boolean(),
  delete: s.boolean(),
  scopeCreate: s.boolean(),
  taskCreate: s.boolean(),
});
export type ProjectAbilities = Infer<typeof projectAbilitiesShape>;

/** A company list entry: a stage or an owner type. */
export const projectListItemShape = s.object({ id: s.integer(), name: s.string() });
export type ProjectListItem = Infer<typeof projectListItemShape>;

/** The project list row of 000 section 3, with the draft and archive state and the caller's flags. */
const projectRowFields = {
  id: s.integer(),
  company_id: s.integer(),
  company_name: s.string(),
  name: s.string(),
  internal_number: s.nullable(s.string()),
  owner: s.nullable(s.object({ id: s.integer(), owner_name: s.string() })),
  stage: s.string(),
  estimated_start_date: s.nullable(s.date()),
  estimated_end_date: s.nullable(s.date()),
  manager_id: s.nullable(s.integer()),
  manager_full_name: s.nullable(s.string()),
  manager_phone: s.nullable(s.string()),
  manager_email: s.nullable(s.string()),
  /** A wizard left midway: the list marks it and the wizard resumes at wizard_step. */
  is_draft: s.boolean(),
  wizard_step: s.integer(),
  status: s.enum(Object.keys(PROJECT_STATUSES) as ProjectStatus[]),
  archived_at: s.nullable(s.dateTime()),
  /** Another company's project in which the caller's company is the vendor of a scope (read-only, no tab actions). */
  is_external: s.boolean(),
  created_at: s.dateTime(),
  can: projectAbilitiesShape,
};
export const projectRowShape = s.object(projectRowFields);
export type ProjectRow = Infer<typeof projectRowShape>;

/** One project: the row plus its address, owner type and workflows (wizard step 1 and the Info tab). */
export const projectShape = s.object({
  ...projectRowFields,
  owner_type_id: s.nullable(s.integer()),
  country_id: s.nullable(s.string()),
  country_name: s.nullable(s.string()),
  state_id: s.nullable(s.string()),
  state_name: s.nullable(s.string()),
  city: s.nullable(s.string()),
  street: s.nullable(s.string()),
  zip: s.nullable(s.string()),
  scope_workflow_id: s.nullable(s.integer()),
  contract_workflow_id: s.nullable(s.integer()),
  updated_at: s.dateTime(),
});
export type Project = Infer<typeof projectShape>;

/** One entry of the project activity (the Activity tab): who did what, when. */
export const projectActivityRowShape = s.object({
  id: s.integer(),
  project_id: s.integer(),
  action: s.string(),
  /** The action's label (PROJECT_ACTIVITY_LABELS, or the action itself when unknown). */
  action_label: s.string(),
  subject_type: s.nullable(s.string()),
  subject_id: s.nullable(s.integer()),
  details: s.record(s.unknown()),
  user_id: s.nullable(s.integer()),
  user_full_name: s.nullable(s.string()),
  created_at: s.dateTime(),
});
export type ProjectActivityRow = Infer<typeof projectActivityRowShape>;

/** Labels of the activity actions the modules record (an unknown action reads as itself). */
export const PROJECT_ACTIVITY_LABELS: Record<string, string> = {
  'project.created': 'Project created',
  'project.updated': 'Project updated',
  'project.archived': 'Project archived',
  'project.restored': 'Project restored',
  'project.custom_fields_updated': 'Custom fields updated',
  'project.custom_field_updated': 'Custom field updated',
  'project.scope_workflow_set': 'Scope workflow set',
  'project.contract_workflow_set': 'Contract workflow set',
  'project.documents_added': 'Documents added',
  'project.document_deleted': 'Document deleted',
  'project.wizard_finished': 'Project creation finished',
  'team.users_added': 'Team members added',
  'team.users_removed': 'Team members removed',
  'scope.created': 'Scope created',
  'scope.updated': 'Scope updated',
  'scope.deleted': 'Scope deleted',
  'scope.custom_field_updated': 'Scope custom field updated',
  'scope.attachments_added': 'Scope attachments added',
  'scope.attachment_deleted': 'Scope attachment deleted',
  'scope.submitted': 'Scope sent for approval',
  'scope.approved': 'Scope approved',
  'scope.rejected': 'Scope rejected',
};
export const projectActivityLabel = (action: string) => PROJECT_ACTIVITY_LABELS[action] ?? action;

/** The project search row of 000 section 3 (the global search's Projects group). */
export const projectSearchRowShape = s.object({
  id: s.integer(),
  name: s.string(),
  company_id: s.integer(),
  company_name: s.string(),
  internal_number: s.nullable(s.string()),
  estimated_start_date: s.nullable(s.date()),
  estimated_end_date: s.nullable(s.date()),
  stage: s.string(),
  manager_id: s.nullable(s.integer()),
  manager_first_name: s.nullable(s.string()),
  manager_last_name: s.nullable(s.string()),
});
export type ProjectSearchRow = Infer<typeof projectSearchRowShape>;

/** A country of location/get-countries (ISO 3166-1 alpha-2 id). */
export const countryShape = s.object({ country_id: s.string(), country_name: s.string(), phone_code: s.string() });
export type Country = Infer<typeof countryShape>;
/** A state of location/get-states (000 section 3: state_id, state_name); state_id is `<country>-<state>`, e.g. US-CA. */
export const stateShape = s.object({ state_id: s.string(), state_name: s.string() });
export type CountryState = Infer<typeof stateShape>;
export const cityShape = s.object({ city_name: s.string() });
export type City = Infer<typeof cityShape>;
/** A match of location/search-addresses; place_id is what get-place-data reads. */
export const addressMatchShape = s.object({ place_id: s.string(), description: s.string() });
export type AddressMatch = Infer<typeof addressMatchShape>;
/** The address parts of a place (get-place-data), ready for the project form. */
export const placeDataShape = s.object({
  place_id: s.string(),
  country_id: s.string(),
  country_name: s.string(),
  state_id: s.nullable(s.string()),
  state_name: s.nullable(s.string()),
  city: s.nullable(s.string()),
  latitude: s.nullable(s.number()),
  longitude: s.nullable(s.number()),
});
export type PlaceData = Infer<typeof placeDataShape>;
