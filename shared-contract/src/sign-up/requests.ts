// What the sign-up forms send: a new company with its owner, or an invitee's own details.
import { AUTH_EMAIL_MAX } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { COMPANY_TYPES } from '../roles';
import { rules, yup } from '../validation';

const nameFields = {
  first_name: rules.personName(255),
  last_name: rules.personName(255),
};

export const companySignUpSchema = yup.object({
  ...nameFields,
  company_name: rules.requiredString().max(255, M.strMax(255)),
  company_type: yup.string().oneOf([...COMPANY_TYPES]).default('general_contractor'),
  email: rules.email(AUTH_EMAIL_MAX),
  password: rules.password(),
  password_confirmation: rules.passwordConfirmation(),
});
export type CompanySignUpInput = yup.InferType<typeof companySignUpSchema>;

export const userSignUpSchema = yup.object({
  ...nameFields,
  token: rules.requiredString(),
  email: rules.email(AUTH_EMAIL_MAX),
  password: rules.password(),
  password_confirmation: rules.passwordConfirmation(),
});
export type UserSignUpInput = yup.InferType<typeof userSignUpSchema>;
