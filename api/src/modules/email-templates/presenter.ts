// E-mail templates as the API answers them (shared-contract's emailTemplateShape): pure mapping.
import { SYSTEM_MAIL_KEYS, type EmailTemplate, type SystemMailKey } from 'shared-contract';
import type { EmailTemplateRecord } from './repository';

export const toEmailTemplate = (row: EmailTemplateRecord): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  mail_key: (row.mailKey as SystemMailKey | null) ?? null,
  mail_key_label: row.mailKey ? (SYSTEM_MAIL_KEYS[row.mailKey as SystemMailKey]?.label ?? row.mailKey) : null,
  updated_at: row.updatedAt.toISOString(),
});
