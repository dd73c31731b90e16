// The contract API tests' common set-up: the sender with its vendors and a stranger company, a project,
// a contract template, contract tasks (through POST tasks as the screens do, or straight in the
// database), a contract prepared and sent, and the reads the tests check afterwards.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TemplateDocument } from 'shared-contract';
import { companyNetwork, notifications, projects, tasks, templates } from '../../src/db/schema';
import { TestClient } from './client';
import { createCompanyWithUsers } from './fixtures';

export type CompanyFixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
type NewProject = typeof projects.$inferInsert;
type NewTask = typeof tasks.$inferInsert;

export const v1 = (path: string) => `/api/v1/${path}`;

/** The date `days` from today as YYYY-MM-DD (a due date). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The id of the company's user of `role` (createCompanyWithUsers makes one per role of its type). */
export const userIdOf = (company: CompanyFixture, role: string) => (company.users as Record<string, { id: number }>)[role].id;

/** Runs every due job (notifications, mail, sealing) until none is left. */
export async function runDueJobs(app: FastifyInstance) {
  while ((await app.jobs.runDue()) > 0);
}

/**
 * `${name} Home` (a general contractor), its vendors (sub-contractors, `${name} Vendor` unless named;
 * partners both ways) and `${name} Other`, a company with nothing to do with them.
 */
export async function createContractParties(app: FastifyInstance, name: string, vendorNames = [`${name} Vendor`]) {
  const home = await createCompanyWithUsers(app, { name: `${name} Home` });
  const vendors: CompanyFixture[] = [];
  for (const vendorName of vendorNames) vendors.push(await createCompanyWithUsers(app, { name: vendorName, type: 'sub_contractor' }));
  const other = await createCompanyWithUsers(app, { name: `${name} Other` });
  await app.db.insert(companyNetwork).values(
    vendors.flatMap((vendor) => [
      { companyId: home.company.id, partnerCompanyId: vendor.company.id },
      { companyId: vendor.company.id, partnerCompanyId: home.company.id },
    ]),
  );
  return { home, vendor: vendors[0], vendors, other };
}

/** A client that has not signed in (it holds the XSRF cookie, as a browser on a public page would). */
export async function createGuest(app: FastifyInstance, ip: string) {
  const guest = new TestClient(app, ip);
  await guest.csrf();
  return guest;
}

export async function createProject(app: FastifyInstance, values: Pick<NewProject, 'companyId' | 'name'> & Partial<NewProject>) {
  const [project] = await app.db
    .insert(projects)
    .values({ stage: 'Bidding', ...values })
    .returning();
  return project;
}

export async function createContractTemplate(app: FastifyInstance, companyId: number, name: string, body: TemplateDocument) {
  const [template] = await app.db.insert(templates).values({ companyId, name, type: 'contract', body, html: '<p>x</p>' }).returning();
  return template;
}

let taskSequence = 0;
/** Contract task rows straight in the database (no route, no audit trail): a draft due 2030-01-31 unless `rows` say otherwise. */
export async function insertContractTasks(app: FastifyInstance, rows: (Pick<NewTask, 'companyId' | 'name'> & Partial<NewTask>)[]) {
  return app.db
    .insert(tasks)
    .values(rows.map((row) => ({ number: `T-C${String(++taskSequence).padStart(5, '0')}`, type: 'contract', status: 'draft', dueDate: '2030-01-31', ...row })))
    .returning();
}

/** POST tasks with one item, as the screens send it; answers the new task's id. */
export async function createTask(client: TestClient, item: Record<string, unknown>): Promise<number> {
  const response = await client.post(v1('tasks'), { items: [item] });
  if (response.statusCode !== 201) throw new Error(`POST tasks answered ${response.statusCode}: ${response.body}`);
  return response.json().data[0].id as number;
}

/** The signing set-up as PUT contracts/:id/signing-setup takes it. */
export type SigningSetup = { signers: { user_id: number; side: string; step: number }[]; nodes: Record<string, unknown>[]; copy_recipients?: unknown[] };

/** Freezes the contract's document (POST contracts/:id/prepare) and answers the round. */
export async function prepareContract(client: TestClient, taskId: number) {
  const response = await client.post(v1(`contracts/${taskId}/prepare`), {});
  if (response.statusCode !== 200) throw new Error(`prepare answered ${response.statusCode}: ${response.body}`);
  return response.json().data.round;
}

/** Saves `setup` when given (else the prepared defaults stand) and sends the prepared contract for signature. */
export async function sendContract(client: TestClient, taskId: number, setup?: SigningSetup) {
  if (setup) {
    const saved = await client.put(v1(`contracts/${taskId}/signing-setup`), setup);
    if (saved.statusCode !== 200) throw new Error(`signing-setup answered ${saved.statusCode}: ${saved.body}`);
  }
  const response = await client.post(v1(`contracts/${taskId}/send`), {});
  if (response.statusCode !== 200) throw new Error(`send answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

/** The user's notifications in the app, only those linking to `link` when given. */
export const notificationsOf = (app: FastifyInstance, userId: number, link?: string) =>
  app.db
    .select()
    .from(notifications)
    .where(link === undefined ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.link, link)));
