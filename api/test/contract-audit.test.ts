// The contract audit trail (DOMAIN.md 5, issue 16): append-only in the database (UPDATE and DELETE
// refused by migration 0016's trigger), hash-chained per task, so a changed event is detected.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contractAuditEvents } from '../src/db/schema';
import { withTransaction } from '../src/db/transaction';
import { appendContractAudit, readContractAudit } from '../src/lib/contract-audit';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const actor = { id: 1, name: 'Ada Approver', email: 'ada@example.test' };

test('events chain per task: each names the hash before it, and the whole chain verifies', async () => {
  const taskId = 900_001;
  for (const action of ['created', 'submitted_for_approval', 'approved'] as const) {
    await withTransaction(app.db, (tx) => appendContractAudit(tx, { taskId, action, actor, origin: { ip: '10.0.0.1', userAgent: 'jest' }, details: { note: action } }));
  }
  // another task's chain starts on its own
  await withTransaction(app.db, (tx) => appendContractAudit(tx, { taskId: 900_002, action: 'created', actor: null }));
  const { events, chainValid } = await readContractAudit(app.db, taskId);
  expect(events.map((e) => [e.seq, e.action, e.label])).toEqual([
    [1, 'created', 'Contract created'],
    [2, 'submitted_for_approval', 'Sent for approval'],
    [3, 'approved', 'Approved'],
  ]);
  expect(events[0].prev_hash).toBeNull();
  expect(events[1].prev_hash).toBe(events[0].hash);
  expect(events[2].prev_hash).toBe(events[1].hash);
  expect(chainValid).toBe(true);
  expect((await readContractAudit(app.db, 900_002)).events[0].seq).toBe(1);
});

test('concurrent writers on one task never fork the chain', async () => {
  const taskId = 900_003;
  await Promise.all(Array.from({ length: 8 }, (_, i) => withTransaction(app.db, (tx) => appendContractAudit(tx, { taskId, action: 'viewed', actor, details: { i } }))));
  const { events, chainValid } = await readContractAudit(app.db, taskId);
  expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(chainValid).toBe(true);
});

test('the table refuses UPDATE and DELETE; a row changed behind the trigger breaks the chain', async () => {
  const taskId = 900_004;
  for (const action of ['created', 'sent', 'signed'] as const) await withTransaction(app.db, (tx) => appendContractAudit(tx, { taskId, action, actor }));
  // drizzle wraps the database's error: its cause carries the trigger's message
  const refusal = (query: Promise<unknown>) => query.then(() => 'done', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
  expect(await refusal(app.db.update(contractAuditEvents).set({ actorName: 'Mallory' }).where(eq(contractAuditEvents.taskId, taskId)))).toMatch(/append-only/);
  expect(await refusal(app.db.delete(contractAuditEvents).where(eq(contractAuditEvents.taskId, taskId)))).toMatch(/append-only/);
  // someone with the database owner's rights disables the trigger and edits an event: the chain says so
  await withTransaction(app.db, async (tx) => {
    await tx.execute(sql`alter table contract_audit_events disable trigger contract_audit_events_append_only`);
    await tx.update(contractAuditEvents).set({ actorName: 'Mallory' }).where(sql`${contractAuditEvents.taskId} = ${taskId} and ${contractAuditEvents.seq} = 2`);
    await tx.execute(sql`alter table contract_audit_events enable trigger contract_audit_events_append_only`);
  });
  const check = await readContractAudit(app.db, taskId);
  expect(check.chainValid).toBe(false);
  expect(check.brokenAt).toBe(1);
});
