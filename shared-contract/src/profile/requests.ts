// What the My Profile forms send: the details, the current password check, a new password, a new e-mail.
import { VALIDATION_MESSAGES as M } from '../messages';
import { personRules } from '../people';
import { PASSWORD_PATTERN, rules, yup } from '../validation';

export const profileSaveSchema = yup.object({
  first_name: personRules.name(),
  last_name: personRules.name(),
  phone: personRules.phone(),
  profession_ids: personRules.professionIds(),
});
export type ProfileSaveInput = yup.InferType<typeof profileSaveSchema>;

export const checkPasswordSchema = yup.object({ current_password: personRules.passwordText() });

export const changePasswordSchema = yup.object({
  current_password: personRules.passwordText(),
  password: personRules.passwordText().matches(PASSWORD_PATTERN, M.password),
  password_confirmation: rules.passwordConfirmation('password').typeError(M.required),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

export const changeEmailSchema = yup.object({
  email: personRules.email(),
  current_password: personRules.passwordText(),
});
export type ChangeEmailInput = yup.InferType<typeof changeEmailSchema>;
