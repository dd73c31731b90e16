// Search indexes (migration 0004): every list search's ilike '%text%' has a pg_trgm GIN index on
// exactly the expression it matches, and the planner reads them for the employees search. (bench/search
// shows the companies name index at 100,000 rows.)
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../src/db/schema';
import type { Database } from '../src/db/client';
import { findEmployeePage } from '../src/modules/employees/repository';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each search index and the expression it covers, as PostgreSQL prints it back. */
const TRIGRAM_INDEXES: [table: string, index: string, expression: string][] = [
  ['users', 'users_full_name_trgm_idx', `((((first_name)::text || ' '::text) || (last_name)::text))`],
  ['users', 'users_email_trgm_idx', 'email'],
  ['users', 'users_phone_trgm_idx', `COALESCE(phone, ''::character varying)`],
  ['companies', 'companies_name_trgm_idx', 'name'],
  ['companies', 'companies_tid_trgm_idx', `COALESCE(tid, ''::character varying)`],
  ['invitations', 'invitations_email_trgm_idx', 'email'],
  ['company_invitations', 'company_invitations_company_name_trgm_idx', 'company_name'],
  ['company_invitations', 'company_invitations_contact_name_trgm_idx', `COALESCE(contact_name, ''::character varying)`],
  ['email_templates', 'email_templates_name_trgm_idx', 'name'],
  ['email_templates', 'email_templates_subject_trgm_idx', 'subject'],
  ['merge_fields', 'merge_fields_name_trgm_idx', 'name'],
  ['merge_fields', 'merge_fields_description_trgm_idx', 'description'],
  ['projects', 'projects_name_trgm_idx', 'name'],
  ['projects', 'projects_internal_number_trgm_idx', `COALESCE(internal_number, ''::character varying)`],
  ['scopes', 'scopes_name_trgm_idx', 'name'],
  ['templates', 'templates_name_trgm_idx', 'name'],
  ['templates', 'templates_description_trgm_idx', 'description'],
  ['template_collections', 'template_collections_name_trgm_idx', 'name'],
  ['template_labels', 'template_labels_name_trgm_idx', 'name'],
  ['tasks', 'tasks_name_trgm_idx', 'name'],
  ['task_files', 'task_files_name_trgm_idx', 'name'],
];

describe('search indexes', () => {
  it('creates pg_trgm and a trigram GIN index on every searched column or expression', async () => {
    const [extension] = rowsOf<{ schema: string }>(await app.db.execute(sql`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`));
    expect(extension).toEqual({ schema: 'public' });
    const found = rowsOf<{ tablename: string; indexname: string; indexdef: string }>(
      await app.db.execute(sql`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() and indexname like '%_trgm_idx' order by indexname`),
    );
    expect(found.map((r) => r.indexname)).toEqual(TRIGRAM_INDEXES.map(([, index]) => index).sort());
    for (const [table, index, expression] of TRIGRAM_INDEXES) {
      const row = found.find((r) => r.indexname === index)!;
      // The operator class prints qualified where public is not on the search path (PostgreSQL test schemas).
      const def = row.indexdef.replace(/^.* USING /, 'USING ').replace(' public.gin_trgm_ops', ' gin_trgm_ops');
      expect({ index, table: row.tablename, def }).toEqual({ index, table, def: `USING gin (${expression} gin_trgm_ops)` });
    }
  });

  it('the employees search reads the users trigram indexes (name, e-mail and phone)', async () => {
    const [company] = rowsOf<{ id: number }>(await app.db.execute(sql`insert into companies (name, type, plan) values ('Trigram Builders', 'general_contractor', 'basic') returning id`));
    // One company's many users: the company index alone would not narrow the search.
    await app.db.execute(sql`
      insert into users (company_id, first_name, last_name, email, phone, role)
      select ${company.id}, 'Person', md5(i::text), 'user' || i || '@trigram.test', '+1 206 555 ' || lpad(i::text, 4, '0'), 'general_collaborator'
      from generate_series(1, 500) i`);
    await app.db.execute(sql`analyze users`);
    // The query exactly as the repository sends it.
    const queries: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => queries.push({ query, params }) };
    const client = (app.db as unknown as { $client: never }).$client;
    const db = (process.env.TEST_DATABASE_URL ? drizzlePg(client, { schema, logger }) : drizzlePglite({ client, schema, logger })) as unknown as Database;
    const search = (await import('node:crypto')).createHash('md5').update('321').digest('hex').slice(0, 10);
    const page = await findEmployeePage(db, company.id, { search }, { field: 'name', direction: 'asc' }, { perPage: 10, offset: 0 });
    expect(page.rows.map((r) => r.email)).toEqual(['user321@trigram.test']);
    const { query, params } = queries[queries.length - 1];
    // 500 rows are read faster in full, or through the company's btree index: with those out
    // of the way (the index dropped in a transaction rolled back), the plan shows that the query's
    // expressions are the indexed ones, else it could not use the trigram indexes at all.
    type Runner = { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
    const explain = async (session: Runner) => {
      await session.query('begin');
      try {
        await session.query('drop index users_company_idx');
        await session.query('set local enable_seqscan = off');
        await session.query('set local enable_indexscan = off');
        return (await session.query(`explain ${query}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await session.query('rollback');
      }
    };
    let plan: string;
    if (process.env.TEST_DATABASE_URL) {
      const connection = await (client as unknown as { connect: () => Promise<Runner & { release: () => void }> }).connect();
      plan = await explain(connection).finally(() => connection.release());
    } else {
      plan = await explain(client as Runner);
    }
    for (const index of ['users_full_name_trgm_idx', 'users_email_trgm_idx', 'users_phone_trgm_idx']) expect({ index, plan: plan.includes(`Bitmap Index Scan on ${index}`) }).toEqual({ index, plan: true });
  });
});
