// E-mail templates and the system mails a company may word itself: limits, messages and the save
// request, whose subject and body may use the merge fields a mail may use.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { emptyToNull, withMergeFields } from '../merge-fields/rules';
import { rules } from '../validation';

export const SYSTEM_MAIL_KEYS = {
  employee_invitation: { label: 'Employee invitation', required: ['mail.link'] },
  company_invitation: { label: 'Company invitation (network)', required: ['mail.link'] },
  password_reset: { label: 'Password reset', required: ['mail.link'] },
  send_communication: { label: 'Send communication', required: ['mail.message'] },
} as const satisfies Record<string, { label: string; required: readonly string[] }>;
export type SystemMailKey = keyof typeof SYSTEM_MAIL_KEYS;
export const SYSTEM_MAIL_KEY_NAMES = Object.keys(SYSTEM_MAIL_KEYS) as SystemMailKey[];

export const EMAIL_TEMPLATE_NAME_MAX = 255;
export const EMAIL_TEMPLATE_SUBJECT_MAX = 255;
export const EMAIL_TEMPLATE_BODY_MAX = 20000;

export const EMAIL_TEMPLATE_MESSAGES = {
  emailTemplateCreated: 'The e-mail template has been created.',
  emailTemplateSaved: 'The e-mail template has been saved.',
  emailTemplateDeleted: 'The e-mail template has been deleted.',
  deleteEmailTemplateConfirm: (name: string) => `Are you sure you want to delete the e-mail template "${name}"?`,
  invalidMailKey: 'The selected system e-mail is invalid.',
} as const;

/**
 * Create and edit of an e-mail template; `known` are the merge field names a mail may use (the
 * server passes the company's; without them subject and body are not checked for merge fields).
 */
export const emailTemplateSchema = (known?: readonly string[]) =>
  yup.object({
    name: rules.requiredString().max(EMAIL_TEMPLATE_NAME_MAX, M.strMax(EMAIL_TEMPLATE_NAME_MAX)),
    subject: withMergeFields(rules.requiredString().max(EMAIL_TEMPLATE_SUBJECT_MAX, M.strMax(EMAIL_TEMPLATE_SUBJECT_MAX)), known),
    body: withMergeFields(rules.requiredString().max(EMAIL_TEMPLATE_BODY_MAX, M.strMax(EMAIL_TEMPLATE_BODY_MAX)), known),
    mail_key: yup
      .string()
      .nullable()
      .transform(emptyToNull)
      .oneOf([...SYSTEM_MAIL_KEY_NAMES, null], EMAIL_TEMPLATE_MESSAGES.invalidMailKey),
  });
export type EmailTemplateInput = yup.InferType<ReturnType<typeof emailTemplateSchema>>;
