// What the e-mail template endpoints answer with: the shape, and the type the screens use.
import { s, type Infer } from '../schema';
import { SYSTEM_MAIL_KEY_NAMES } from './rules';

export const emailTemplateShape = s.object({
  id: s.integer(),
  name: s.string(),
  subject: s.string(),
  body: s.string(),
  mail_key: s.nullable(s.enum(SYSTEM_MAIL_KEY_NAMES)),
  mail_key_label: s.nullable(s.string()),
  updated_at: s.dateTime(),
});
export type EmailTemplate = Infer<typeof emailTemplateShape>;
