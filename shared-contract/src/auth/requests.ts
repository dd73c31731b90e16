// What the sign-in, password, verification and contact forms send: one schema each, for the shell's
// forms and the API's 422s.
import { AUTH_EMAIL_MAX, OPERATOR_EMAIL_MAX, VERIFICATION_CODE_LENGTH } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules, yup } from '../validation';

const codeRule = () => yup.string().required(M.required).matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), M.strSize(VERIFICATION_CODE_LENGTH));

export const loginSchema = yup.object({
  email: rules.email(AUTH_EMAIL_MAX),
  password: yup.string().required(M.required),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const superadminCodeSchema = yup.object({
  email: rules.email(AUTH_EMAIL_MAX),
  code: codeRule(),
});

export const verificationCodeSchema = yup.object({
  code: codeRule(),
});

export const forgotPasswordSchema = yup.object({ email: rules.email(AUTH_EMAIL_MAX) });
export const resetPasswordSchema = yup.object({
  token: rules.requiredString(),
  email: rules.email(AUTH_EMAIL_MAX),
  password: rules.password(),
  password_confirmation: rules.passwordConfirmation(),
});

export const contactFormSchema = yup.object({
  name: rules.requiredString().max(255, M.strMax(255)),
  email: rules.email(OPERATOR_EMAIL_MAX),
  message: rules.requiredString().max(5000, M.strMax(5000)),
});
