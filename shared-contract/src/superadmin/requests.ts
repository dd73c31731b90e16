// What the operator endpoints take: the create-account form, the company list's query, the plan and
// the company to act in.
import * as yup from 'yup';
import { OPERATOR_EMAIL_MAX } from '../constants';
import { listQuery, pagingRules, selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { COMPANY_TYPES, PLANS } from '../roles';
import { URL_PATTERN, rules } from '../validation';
import { SUPERADMIN_COMPANY_SORT_FIELDS } from './shapes';

/** Operator create-account form (001 section 5). */
export const createCompanySchema = yup.object({
  owner_first_name: rules.personName(255),
  owner_last_name: rules.personName(255),
  owner_email: rules.email(OPERATOR_EMAIL_MAX),
  company_name: rules.requiredString().max(255, M.strMax(255)),
  company_tax_id: rules.requiredString().max(255, M.strMax(255)),
  company_website: rules.requiredString().max(255, M.strMax(255)).test('url', M.url, (v) => !v || URL_PATTERN.test(v)),
  company_type: yup.string().oneOf([...COMPANY_TYPES]).default('sub_contractor'),
});
export type CreateCompanyInput = yup.InferType<typeof createCompanySchema>;

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
/** A whole number from 0; an empty field is absent. */
const count = () => yup.number().transform(emptyToUndefined).typeError(M.number).integer(M.number).min(0, M.numMin(0));

/** The company list: paging (an empty page or size is absent), search, sort, and the filter panel's fields. */
export const superadminCompanyListQuery = listQuery(SUPERADMIN_COMPANY_SORT_FIELDS, {
  page: count(),
  per_page: count(),
  company_name: rules.queryText(),
  owner_name: rules.queryText(),
  creation_date_from: rules.date(),
  creation_date_to: rules.date(),
  users_count_from: count(),
  users_count_to: count(),
  projects_count_from: count(),
  projects_count_to: count(),
  contracts_count_from: count(),
  contracts_count_to: count(),
  last_activity_from: rules.date(),
  last_activity_to: rules.date(),
});
export type SuperadminCompanyListQuery = yup.InferType<typeof superadminCompanyListQuery>;

/** The activity table sorts by last activity only. */
export const companyActivityQuery = yup.object({
  sort_field: yup.string<'last_activity'>().oneOf(['last_activity'], selected('sort field')),
  sort_direction: pagingRules.sort_direction,
});

export const companyPlanSchema = yup.object({ plan: yup.string<(typeof PLANS)[number]>().required(M.required).oneOf([...PLANS], selected('plan')) });
export const loginAsCompanySchema = yup.object({ company_id: yup.number().typeError(M.number).required(M.required).integer(M.number).min(1, M.numMin(1)) });
