// Network users and send communication: the list's sort fields, the communication's limits and merge
// fields, and its request schema (client messages and server 422s alike).
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { NETWORK_MESSAGES } from '../network/messages';
import { NETWORK_INT_MAX } from '../network/rules';
import { findUnknownMergeFields, rules } from '../validation';

export const NETWORK_USER_SORT_FIELDS = ['full_name', 'company_name', 'email', 'phone', 'projects_count', 'task_open_count', 'task_overdue_count'] as const;
export type NetworkUserSortField = (typeof NETWORK_USER_SORT_FIELDS)[number];

export const COMMUNICATION_SUBJECT_MAX = 255;
export const COMMUNICATION_BODY_MAX = 10000;
export const COMMUNICATION_RECIPIENTS_MAX = 1000;

/** Merge fields a communication may use; each is filled per recipient. */
export const COMMUNICATION_MERGE_FIELDS = {
  'recipient.first_name': "Recipient's first name",
  'recipient.last_name': "Recipient's last name",
  'recipient.full_name': "Recipient's full name",
  'recipient.company': "Recipient's company",
  'sender.name': 'Your name',
  'sender.company': 'Your company',
  today: "Today's date",
} as const;
export type CommunicationMergeField = keyof typeof COMMUNICATION_MERGE_FIELDS;

const mergeFieldRule = (max: number) =>
  rules
    .requiredString()
    .max(max, M.strMax(max))
    .test('merge-fields', (value, ctx) => {
      const unknown = findUnknownMergeFields(value ?? '', Object.keys(COMMUNICATION_MERGE_FIELDS));
      return unknown.length === 0 || ctx.createError({ message: M.shortCodePlaceholder(unknown.join(', ')) });
    });

/** A network row id (a profession, a recipient): a positive integer the database can hold. */
export const networkRowIdRule = () => yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(NETWORK_INT_MAX, M.numMax(NETWORK_INT_MAX));

export const sendCommunicationSchema = yup.object({
  user_ids: yup
    .array()
    .typeError(NETWORK_MESSAGES.selectRecipients)
    .of(networkRowIdRule().required(M.required))
    .min(1, NETWORK_MESSAGES.selectRecipients)
    .max(COMMUNICATION_RECIPIENTS_MAX, M.numMax(COMMUNICATION_RECIPIENTS_MAX))
    .required(NETWORK_MESSAGES.selectRecipients),
  subject: mergeFieldRule(COMMUNICATION_SUBJECT_MAX),
  body: mergeFieldRule(COMMUNICATION_BODY_MAX),
});
export type SendCommunicationInput = yup.InferType<typeof sendCommunicationSchema>;

/** Fills `{{field}}` placeholders; unknown fields stay as written. */
export function fillMergeFields(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_:.\-]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
