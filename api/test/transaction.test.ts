// withTransaction, the one way the API runs work in a transaction: all of the work lands, or none of it.
import { asc, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../src/db/transaction';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
const probe = pgTable('transaction_probe', { id: integer('id').primaryKey() });
const probeIds = async () => (await app.db.select().from(probe).orderBy(asc(probe.id))).map((row) => row.id);

beforeAll(async () => {
  app = await createTestApp();
  await app.db.execute(sql`create table transaction_probe (id integer primary key)`);
});
beforeEach(() => app.db.execute(sql`delete from transaction_probe`));
afterAll(() => app.close());

test('work that finishes is committed and its result returned', async () => {
  const result = await withTransaction(app.db, async (tx) => {
    await tx.execute(sql`insert into transaction_probe values (1), (2)`);
    return 'done';
  });
  expect(result).toBe('done');
  expect(await probeIds()).toEqual([1, 2]);
});

test('work that throws leaves nothing behind and the error reaches the caller', async () => {
  const failure = withTransaction(app.db, async (tx) => {
    await tx.execute(sql`insert into transaction_probe values (1)`);
    throw new Error('second step refused');
  });
  await expect(failure).rejects.toThrow('second step refused');
  expect(await probeIds()).toEqual([]);
});

test('a transaction inside a transaction undoes only its own work when it throws', async () => {
  await withTransaction(app.db, async (tx) => {
    await tx.execute(sql`insert into transaction_probe values (1)`);
    await expect(
      withTransaction(tx, async (inner) => {
        await inner.execute(sql`insert into transaction_probe values (2)`);
        throw new Error('inner refused');
      }),
    ).rejects.toThrow('inner refused');
  });
  expect(await probeIds()).toEqual([1]);
});
