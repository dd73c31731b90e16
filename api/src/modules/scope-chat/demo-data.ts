// Demo chat history (DOMAIN.md 10): every scope of the company whose chat is still empty gets a short
// conversation between its members (the vendor's assignee answering when there is one), with an
// @mention, an edited and a deleted message, and a read mark part way, so unread counts show.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, scopes } from '../../db/schema';
import * as repo from './repository';

const LINES = [
  'Morning all, the drawings for this scope are uploaded. Please have a look before Thursday.',
  'Thanks. We will review them with our estimator and come back with questions.',
  'Could you confirm the work start date still holds?',
  'Yes, the start date holds. Site access is through gate B.',
  'Noted. One question on the spec sheet: is the finish schedule final?',
  'It is final except for the lobby; I will send the revision this week.',
];

export async function seedScopeChatDemoData(db: Database, companyId: number): Promise<void> {
  const owned = await db
    .select({ id: scopes.id, projectId: scopes.projectId, companyId: scopes.companyId, vendorCompanyId: scopes.vendorCompanyId, vendorAssigneeId: scopes.vendorAssigneeId, name: scopes.name })
    .from(scopes)
    .where(eq(scopes.companyId, companyId))
    .orderBy(scopes.id);
  if (owned.length === 0) return;
  const withChat = new Set(
    (await db.selectDistinct({ id: chatMessages.scopeId }).from(chatMessages).where(inArray(chatMessages.scopeId, owned.map((s) => s.id)))).map((r) => r.id),
  );
  const hour = 3_600_000;
  for (const [index, scope] of owned.entries()) {
    if (withChat.has(scope.id)) continue;
    const members = await repo.findMemberIds(db, scope);
    const insiders = members.filter((id) => id !== scope.vendorAssigneeId);
    if (insiders.length === 0) continue;
    const other = scope.vendorAssigneeId ?? insiders[1] ?? insiders[0];
    const speakers = [insiders[0], other];
    const start = Date.now() - (index + 2) * 24 * hour;
    const rows = await db
      .insert(chatMessages)
      .values(
        LINES.map((content, i) => ({
          scopeId: scope.id,
          companyId: scope.companyId,
          userId: speakers[i % 2],
          content,
          markedUserIds: i === 2 && other !== insiders[0] ? [other] : [],
          createdAt: new Date(start + i * hour),
          updatedAt: new Date(start + i * hour),
          editedAt: i === 3 ? new Date(start + i * hour + 600_000) : null,
        })),
      )
      .returning({ id: chatMessages.id });
    await db
      .insert(chatMessages)
      .values({ scopeId: scope.id, companyId: scope.companyId, userId: speakers[1], content: 'Sent to the wrong chat, sorry.', deletedAt: new Date(start + 7 * hour), createdAt: new Date(start + 6.5 * hour) });
    // The first insider read half; the other side read everything of theirs.
    await repo.advanceReadMark(db, scope.id, insiders[0], rows[2].id);
    await repo.advanceReadMark(db, scope.id, other, rows[rows.length - 1].id);
  }
}
