// The system's own mails (invitations, reminders, resets) in the company's words: when the
// sending company has an e-mail template for the mail's key, its subject and body replace the
// default, with the merge fields filled from `fields` (plus the company's name and address,
// today's date and the company's own fields' default values).
// Owner: the email-templates feature (issue 3).
import { and, asc, desc, eq } from 'drizzle-orm';
import { MERGE_FIELD_TOKEN_PATTERN, SYSTEM_MAIL_KEYS, renderMergeFields, formatMergeValue, todayForMerge, type MergeFieldType, type SystemMailKey } from 'shared-contract';
import type { Database } from '../db/client';
import { companies, companyAccounts, emailTemplates, mergeFields, offices } from '../db/schema';
import type { MailMessage } from './mail-message';

export type { SystemMailKey } from 'shared-contract';

/** Values every company mail can use without the caller passing them. */
async function findCompanyValues(db: Database, companyId: number): Promise<Record<string, string>> {
  const values: Record<string, string> = { today: todayForMerge() };
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (company) values['company.name'] = company.name;
  const [office] = await db
    .select()
    .from(offices)
    .where(eq(offices.companyId, companyId))
    .orderBy(desc(offices.isHeadquarters), asc(offices.id))
    .limit(1);
  if (office) values['company.address'] = [office.address, office.city, [office.state, office.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const own = await db.select().from(mergeFields).where(eq(mergeFields.companyId, companyId));
  for (const f of own) values[f.name] = formatMergeValue(f.type as MergeFieldType, f.defaultValue);
  return values;
}

/**
 * The mail.* merge fields a template may use, filled from the names the mails' senders pass
 * (invitation.link, inviter.name, message.body...) when the sender did not pass mail.* itself.
 */
const MAIL_FIELD_SOURCES: Record<string, readonly string[]> = {
  'mail.link': ['invitation.link', 'reset.link', 'link'],
  'mail.message': ['message.body', 'message'],
  'mail.sender_name': ['inviter.name', 'sender.name'],
  'mail.recipient_name': ['recipient.full_name', 'invitee.contact_name', 'employee.name'],
};

function withMailFields(values: Record<string, string>): Record<string, string> {
  const out = { ...values };
  for (const [name, sources] of Object.entries(MAIL_FIELD_SOURCES)) {
    if (out[name]) continue;
    const source = sources.find((s) => out[s]);
    if (source) out[name] = out[source];
  }
  return out;
}

const usesField = (text: string, name: string) => [...text.matchAll(MERGE_FIELD_TOKEN_PATTERN)].some((m) => m[1].trim() === name);

export async function composeCompanyMail(
  db: Database,
  companyId: number | null,
  key: SystemMailKey,
  fields: Record<string, string>,
  fallback: MailMessage,
): Promise<MailMessage> {
  if (!companyId) return fallback;
  const mail = await withCompanySender(db, companyId, await composeFromTemplate(db, companyId, key, fields, fallback));
  return mail;
}

/**
 * A company with a verified sender e-mail sends under its own name with replies going to that
 * address; the envelope address stays the platform's, so the mail passes SPF and DMARC.
 */
async function withCompanySender(db: Database, companyId: number, mail: MailMessage): Promise<MailMessage> {
  const [row] = await db
    .select({ name: companies.name, senderEmail: companyAccounts.senderEmail, verifiedAt: companyAccounts.senderVerifiedAt })
    .from(companyAccounts)
    .innerJoin(companies, eq(companies.id, companyAccounts.companyId))
    .where(eq(companyAccounts.companyId, companyId))
    .limit(1);
  if (!row?.senderEmail || !row.verifiedAt) return mail;
  return { ...mail, fromName: row.name, replyTo: row.senderEmail };
}

async function composeFromTemplate(db: Database, companyId: number, key: SystemMailKey, fields: Record<string, string>, fallback: MailMessage): Promise<MailMessage> {
  const [template] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.mailKey, key)))
    .limit(1);
  if (!template) return fallback;
  const values = withMailFields({ ...(await findCompanyValues(db, companyId)), ...fields });
  const subject = renderMergeFields(template.subject, values).replace(/\s+/g, ' ').trim() || fallback.subject;
  let text = renderMergeFields(template.body, values).trim();
  // A template that forgot the link (or the message) would leave the mail useless: add it at the end.
  for (const name of SYSTEM_MAIL_KEYS[key].required) {
    if (!usesField(template.body, name) && values[name]) text += `\n\n${values[name]}`;
  }
  return { to: fallback.to, subject, text: text || fallback.text };
}
