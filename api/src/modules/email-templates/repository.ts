// Data access of e-mail templates, always scoped by company: the paged list (search on name and
// subject), one template, the uniqueness checks, and the writes.
import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { containsPattern, selectPage } from '../../lib/lists';

export type EmailTemplateRecord = typeof emailTemplates.$inferSelect;
export type EmailTemplateValues = { name: string; subject: string; body: string; mailKey: string | null };

export async function findEmailTemplatePage(
  db: Database,
  companyId: number,
  search: string | undefined,
  paging: { perPage: number; offset: number },
): Promise<{ rows: EmailTemplateRecord[]; total: number }> {
  const where = and(eq(emailTemplates.companyId, companyId), search ? or(ilike(emailTemplates.name, containsPattern(search)), ilike(emailTemplates.subject, containsPattern(search))) : undefined);
  return selectPage(db, emailTemplates, where, [asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id)], paging);
}

export async function findEmailTemplate(db: Database, id: number): Promise<EmailTemplateRecord | null> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  return row ?? null;
}

/** Whether another template of the company matches (its name in any case, or its system mail key). */
async function isTaken(db: Database, companyId: number, match: SQL, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), match, exceptId ? ne(emailTemplates.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export const isNameTaken = (db: Database, companyId: number, name: string, exceptId: number | null) =>
  isTaken(db, companyId, eq(sql`lower(${emailTemplates.name})`, name.toLowerCase()), exceptId);

export const isMailKeyTaken = (db: Database, companyId: number, mailKey: string, exceptId: number | null) => isTaken(db, companyId, eq(emailTemplates.mailKey, mailKey), exceptId);

export async function insertEmailTemplate(db: Database, companyId: number, values: EmailTemplateValues): Promise<EmailTemplateRecord> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ companyId, ...values })
    .returning();
  return row;
}

export async function updateEmailTemplate(db: Database, id: number, values: EmailTemplateValues): Promise<EmailTemplateRecord> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row;
}

export async function deleteEmailTemplate(db: Database, id: number): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
}
