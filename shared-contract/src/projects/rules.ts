// The project form's rules (wizard step 1 and the Info tab's edit), shared by the client forms and
// the server's 422s, and the list filters of 001 section 3.
import * as yup from 'yup';
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules } from '../validation';
import { PROJECT_LIMITS as L, PROJECT_MESSAGES } from './shapes';

const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
/** A row picked from a list that may be left empty ('' or null clears it). */
const optionalId = () => rules.id().transform(blankToNull).nullable();
/** Optional text; '' and null store as null. */
const optionalText = (max: number) => rules.text().max(max, M.strMax(max)).transform(blankToNull).nullable();

/** The project's details: POST projects and PUT projects/{id} (the whole record each time). */
export const projectSchema = yup.object({
  name: rules.requiredString().max(L.name, M.strMax(L.name)),
  /** Unique in the company: 'The internal number has already been taken.' */
  internal_number: optionalText(L.internalNumber),
  /** A project/owner-type entry of the company. */
  owner_type_id: optionalId(),
  /** A project/stage entry of the company. */
  stage_id: rules.id().typeError(M.required).required(M.required),
  estimated_start_date: rules.date().nullable(),
  estimated_end_date: rules
    .date()
    .nullable()
    .test('range', PROJECT_MESSAGES.endBeforeStart, function (end) {
      const start = this.parent.estimated_start_date as string | null | undefined;
      return !end || !start || end >= start;
    }),
  /** location/get-countries' country_id (ISO alpha-2, e.g. US). */
  country_id: optionalText(8),
  /** location/get-states' state_id of that country (e.g. US-CA); needs country_id. */
  state_id: optionalText(16),
  city: optionalText(L.city),
  street: optionalText(L.street),
  zip: optionalText(L.zip),
  /** An active employee of the company. */
  manager_id: optionalId(),
  /** Creation only: true when the wizard saves step 1 (the project stays a draft until its last step). */
  is_draft: yup.boolean().typeError(selected('draft flag')),
});
export type ProjectInput = yup.InferType<typeof projectSchema>;

/** project/stage/create and project/owner-type/create: a new name in the company's list. */
export const projectListItemSchema = yup.object({
  name: rules.requiredString().max(L.listName, M.strMax(L.listName)),
});
export type ProjectListItemInput = yup.InferType<typeof projectListItemSchema>;

/** A text filter of the projects filter panel (001 section 3). */
const filterText = () => rules.queryText();
/** The projects filter panel of 001 section 3, plus the view (Archived) and which projects (own, external). */
export const projectListFilters = {
  view: yup.string<'active' | 'archived'>().oneOf(['active', 'archived'], selected('view')),
  ownership: yup.string<'all' | 'own' | 'external'>().oneOf(['all', 'own', 'external'], selected('ownership')),
  project_name: filterText(),
  company_name: filterText(),
  owner_name: filterText(),
  /** Stage names (multi-select of project/stage names). */
  stage: yup.array().typeError(M.required).of(rules.text().max(L.listName, M.strMax(L.listName)).required(M.required)).max(50, M.numMax(50)),
  start_from: rules.date(),
  start_to: rules.date(),
  end_from: rules.date(),
  end_to: rules.date(),
  /** The manager's name or e-mail (contains). */
  project_manager: filterText(),
  /** Only drafts (true) or only finished projects (false). */
  is_draft: yup.boolean().typeError(selected('draft flag')),
};
