// Data access of the document naming pattern: one row per company, absent until it is first saved.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentNameSettings } from '../../db/schema';

export async function findSavedPattern(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db.select().from(documentNameSettings).where(eq(documentNameSettings.companyId, companyId)).limit(1);
  return row?.pattern ?? null;
}

export async function savePattern(db: Database, companyId: number, pattern: string): Promise<void> {
  await db
    .insert(documentNameSettings)
    .values({ companyId, pattern })
    .onConflictDoUpdate({ target: documentNameSettings.companyId, set: { pattern, updatedAt: new Date() } });
}
