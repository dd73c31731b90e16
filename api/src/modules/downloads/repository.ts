// Downloads of one user: the row a one-time link names, and the claim that marks it fetched.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { downloads } from '../../db/schema';

export type DownloadRecord = typeof downloads.$inferSelect;

export const findOwnDownload = async (db: Database, id: number, userId: number): Promise<DownloadRecord | null> =>
  (await db.select().from(downloads).where(and(eq(downloads.id, id), eq(downloads.userId, userId))))[0] ?? null;

/** Marks the download fetched; only the request whose update matched gets the row back. */
export const claimDownload = async (db: Database, id: number, tokenHash: string): Promise<DownloadRecord | null> =>
  (
    await db
      .update(downloads)
      .set({ downloadedAt: new Date() })
      .where(and(eq(downloads.id, id), eq(downloads.tokenHash, tokenHash), isNull(downloads.downloadedAt)))
      .returning()
  )[0] ?? null;
