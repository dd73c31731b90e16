// What the network users and send communication endpoints answer with: the shapes, and the types
// the screens use, from one place.
import { professionShape, roleOptionShape } from '../employees/shapes';
import { s, type Infer } from '../schema';

/** The user search row of 000 section 3, plus what the network users screen shows. */
export const networkUserRowShape = s.object({
  id: s.integer(),
  full_name: s.string(),
  first_name: s.string(),
  last_name: s.string(),
  company_id: s.integer(),
  company_name: s.string(),
  projects_count: s.integer(),
  task_open_count: s.integer(),
  task_overdue_count: s.integer(),
  email: s.string(),
  phone: s.nullable(s.string()),
  photo: s.nullable(s.string()),
  role: roleOptionShape,
  professions: s.array(professionShape),
  is_own_company: s.boolean(),
  last_activity: s.nullable(s.dateTime()),
});
export type NetworkUserRow = Infer<typeof networkUserRowShape>;

export const recipientOptionShape = s.object({ id: s.integer(), full_name: s.string(), email: s.string(), company_name: s.string() });
export type CommunicationRecipientOption = Infer<typeof recipientOptionShape>;
/** Router state of Users > Send communication: recipients picked on the users list. */
export type SendCommunicationRouteState = { recipients: CommunicationRecipientOption[] };

export const sentCommunicationShape = s.object({
  id: s.integer(),
  subject: s.string(),
  body: s.string(),
  recipients_count: s.integer(),
  recipients: s.array(s.object({ id: s.nullable(s.integer()), full_name: s.string(), email: s.string() })),
  sender: s.nullable(s.string()),
  created_at: s.dateTime(),
});
export type SentCommunication = Infer<typeof sentCommunicationShape>;

export const sendCommunicationDataShape = s.object({
  merge_fields: s.array(s.object({ name: s.string(), label: s.string() })),
  sent: s.array(sentCommunicationShape),
});
export type SendCommunicationData = Infer<typeof sendCommunicationDataShape>;
