// Company (commitment) types: limits, messages and the save request.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules } from '../validation';

export const COMPANY_TYPE_NAME_MAX = 255;

export const COMPANY_TYPE_MESSAGES = {
  companyTypeCreated: 'The company type has been created.',
  companyTypeSaved: 'The company type has been saved.',
  companyTypeDeleted: 'The company type has been deleted.',
  deleteCompanyTypeConfirm: (name: string) => `Are you sure you want to delete the company type "${name}"?`,
} as const;

export const companyTypeSchema = yup.object({
  name: rules.requiredString().max(COMPANY_TYPE_NAME_MAX, M.strMax(COMPANY_TYPE_NAME_MAX)),
  enabled: yup.boolean().typeError('This field must be true or false.').default(true),
});
export type CompanyTypeInput = yup.InferType<typeof companyTypeSchema>;
