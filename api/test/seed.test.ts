// The demo data of DOMAIN.md section 10: seeded once on an empty database, never again.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { CONTRACT_MESSAGES, DEFAULT_PROJECT_STAGES, DOCUMENT_TYPES, ESIGN_CONSENT_TEXT, FINISHED_TASK_STATUSES, SCOPE_STATUSES, TASK_TRANSITIONS, initialTaskStatus, type DocumentType, type TaskStatus } from 'shared-contract';
import { chatMessages, companies, contractApprovals, contractRounds, contractSignatureNodes, contractSigners, insuranceCertificates, projects, scopeApprovals, scopeAttachments, scopes, tasks, users } from '../src/db/schema';
import { readContractAudit } from '../src/lib/contract-audit';
import { sha256Hex } from '../src/lib/pdf-seal';
import { DEMO_CONTRACT_PLANS, DEMO_DECLINE_REASON } from '../src/modules/contracts/demo-data';
import { readStoredFile } from '../src/modules/contracts/signing';
import { runTaskSchedules } from '../src/modules/task-schedules';
import { seedDemoData, seedDemoFiles } from '../src/db/seed';
import { TestClient } from './helpers/client';
import { PASSWORD } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

const DEMO_COMPANY_SIGN_INS = [
  'owner@northwind.test',
  'admin@northwind.test',
  'manager@northwind.test',
  'collaborator@northwind.test',
  'viewer@northwind.test',
  'owner@ridge.test',
  'owner@bayside.test',
  'owner@summit.test',
];

describe('demo data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const totals = async () => ({
    companies: (await app.db.select({ n: count() }).from(companies))[0].n,
    users: (await app.db.select({ n: count() }).from(users))[0].n,
  });

  test('an empty database is seeded; a second start keeps the data and does not reseed', async () => {
    expect(await seedDemoData(app.db)).toBe(true);
    const first = await totals();
    expect(first.companies).toBeGreaterThanOrEqual(4);
    expect(await seedDemoData(app.db)).toBe(false);
    expect(await totals()).toEqual(first);
  });

  test('projects in every stage (one archived, one draft), scopes in every status with attachments, approvals and chat, an external project for each sub contractor', async () => {
    await seedDemoFiles(app);
    const [northwind] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Northwind Builders'));
    const own = await app.db.select().from(projects).where(eq(projects.companyId, northwind.id));
    expect(new Set(own.map((p) => p.stage))).toEqual(new Set(DEFAULT_PROJECT_STAGES));
    expect(own.filter((p) => p.status === 'archived')).toHaveLength(1);
    expect(own.filter((p) => p.isDraft)).toHaveLength(1);
    const owned = await app.db.select().from(scopes).where(eq(scopes.companyId, northwind.id));
    expect(new Set(owned.map((s) => s.status))).toEqual(new Set(Object.keys(SCOPE_STATUSES)));
    const approvals = await app.db.select().from(scopeApprovals);
    expect(approvals.some((a) => a.approved)).toBe(true);
    expect(approvals.some((a) => a.rejected && a.reason)).toBe(true);
    const attached = new Set((await app.db.select({ id: scopeAttachments.scopeId }).from(scopeAttachments)).map((r) => r.id));
    const chatted = new Set((await app.db.select({ id: chatMessages.scopeId }).from(chatMessages)).map((r) => r.id));
    for (const scope of owned) {
      expect(attached.has(scope.id)).toBe(true);
      expect(chatted.has(scope.id)).toBe(true);
    }
    // A stored attachment downloads; every sub contractor sees an external project and its scope's chat.
    const [file] = await app.db.select().from(scopeAttachments).where(eq(scopeAttachments.scopeId, owned[0].id));
    const manager = new TestClient(app, '10.0.3.1');
    await manager.csrf();
    await manager.request('POST', '/api/v1/auth/login', { body: { email: 'owner@northwind.test', password: PASSWORD } });
    expect((await manager.request('GET', `/api/v1/scope/attachment/${file.id}/download`)).statusCode).toBe(200);
    for (const [i, email] of ['owner@ridge.test', 'owner@bayside.test', 'owner@summit.test'].entries()) {
      const vendor = new TestClient(app, `10.0.3.${i + 2}`);
      await vendor.csrf();
      await vendor.request('POST', '/api/v1/auth/login', { body: { email, password: PASSWORD } });
      const [me] = await app.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
      const external = (await vendor.request('GET', '/api/v1/projects?ownership=external')).json();
      expect(external.total).toBeGreaterThanOrEqual(1);
      const [theirs] = await app.db
        .select({ id: scopes.id })
        .from(scopes)
        .where(and(eq(scopes.companyId, northwind.id), eq(scopes.vendorCompanyId, me.companyId!)));
      const chat = await vendor.request('GET', `/api/v1/message/show?scope_id=${theirs.id}`);
      expect(chat.statusCode).toBe(200);
      expect(chat.json().data.messages.length).toBeGreaterThan(0);
    }
  });

  test.each(DEMO_COMPANY_SIGN_INS)('%s signs in with the demo password', async (email) => {
    const client = new TestClient(app, `10.0.1.${DEMO_COMPANY_SIGN_INS.indexOf(email) + 1}`);
    await client.csrf();
    const response = await client.request('POST', '/api/v1/auth/login', { body: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(email);
  });

  test('templates of every type with bodies that pass the save rules, a subcontract with merge and signature fields and a history, collections, labels, favorites', async () => {
    const owner = new TestClient(app, '10.0.3.1');
    await owner.signIn('owner@northwind.test', PASSWORD);
    const list = (await owner.get('/api/v2/templates', { query: { per_page: 100 } })).json().data as { id: number; type: string; name: string; labels: unknown[]; collections: unknown[] }[];
    expect(new Set(list.map((t) => t.type))).toEqual(new Set(Object.keys(DOCUMENT_TYPES)));
    for (const row of list) {
      const template = (await owner.get(`/api/v1/templates/${row.id}`)).json().data;
      // Saved again as it is: the body passes every rule a user's save passes (document, merge fields, signature fields).
      const saved = await owner.put(`/api/v1/templates/${row.id}`, { name: template.name, type: template.type, description: template.description, body: template.body });
      expect({ name: row.name, status: saved.statusCode }).toEqual({ name: row.name, status: 200 });
    }
    const subcontract = list.find((t) => t.name === 'Standard Subcontract Agreement')!;
    const detail = (await owner.get(`/api/v1/templates/${subcontract.id}`)).json().data;
    expect(detail.merge_fields).toEqual(expect.arrayContaining(['company.name', 'vendor.name', 'scope.amount', 'contract.retainage_percent']));
    expect(new Set(detail.signature_fields.filter((f: { kind: string }) => f.kind === 'signature').map((f: { role: string }) => f.role))).toEqual(new Set(['internal', 'external']));
    expect((await owner.get(`/api/v1/templates/${subcontract.id}/versions`)).json().total).toBeGreaterThanOrEqual(4);
    expect(subcontract.labels.length).toBeGreaterThan(0);
    expect(subcontract.collections.length).toBeGreaterThan(0);
    expect((await owner.get('/api/v2/templates', { query: { view: 'favorites' } })).json().total).toBeGreaterThan(0);
    expect((await owner.get('/api/v2/templates', { query: { view: 'archived' } })).json().total).toBeGreaterThan(0);
    expect(((await owner.get('/api/v1/library/collections')).json().data as { templates_count: number }[]).every((c) => c.templates_count > 0)).toBe(true);
    expect((await owner.get('/api/v1/library/labels')).json().data.length).toBeGreaterThanOrEqual(3);
    const pdf = await owner.get(`/api/v1/templates/${subcontract.id}/preview`);
    expect({ status: pdf.statusCode, type: pdf.headers['content-type'], body: pdf.headers['content-type'] === 'application/pdf' ? '' : pdf.body }).toEqual({ status: 200, type: 'application/pdf', body: '' });
  });

  test('contracts made by the contract services: a draft, one in a two-step approval with step 1 approved, one pending each signature, one signed and one executed with their sealed PDFs, one declined by the vendor; every audit chain holds; a second run adds none', async () => {
    const [northwind] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Northwind Builders'));
    const contracts = await app.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.companyId, northwind.id), eq(tasks.type, 'contract')))
      .orderBy(asc(tasks.id));
    const byName = (name: string) => contracts.find((t) => t.name === name)!;
    const expected: Record<string, TaskStatus> = {
      draft: 'draft',
      in_approval: 'pending_approval',
      external: 'pending_external_signature',
      internal: 'pending_internal_signature',
      work_start: 'pending_work_start_date',
      executed: 'fully_executed',
      declined: 'revoked',
    };
    // Every demo contract is one of the plans, in its plan's status (no contract in a status without its record).
    expect(contracts.map((t) => ({ name: t.name, status: t.status }))).toEqual(DEMO_CONTRACT_PLANS.map((p) => ({ name: p.name, status: expected[p.stage] })));
    const stageOf = (stage: string) => byName(DEMO_CONTRACT_PLANS.find((p) => p.stage === stage)!.name);
    const roundOf = async (taskId: number) => (await app.db.select().from(contractRounds).where(eq(contractRounds.taskId, taskId)))[0];
    const signersOf = async (roundId: number) => app.db.select().from(contractSigners).where(eq(contractSigners.roundId, roundId)).orderBy(asc(contractSigners.id));

    for (const task of contracts) {
      const audit = await readContractAudit(app.db, task.id);
      expect({ name: task.name, chainValid: audit.chainValid, first: audit.events[0]?.action }).toEqual({ name: task.name, chainValid: true, first: 'created' });
    }

    const draft = stageOf('draft');
    expect(await roundOf(draft.id)).toBeUndefined();
    expect(await app.db.select().from(contractApprovals).where(eq(contractApprovals.taskId, draft.id))).toEqual([]);

    const inApproval = stageOf('in_approval');
    const approvals = await app.db.select().from(contractApprovals).where(eq(contractApprovals.taskId, inApproval.id));
    expect(new Set(approvals.map((a) => a.step))).toEqual(new Set([1, 2]));
    expect(approvals.filter((a) => a.step === 1).every((a) => a.approved && a.actedAt)).toBe(true);
    expect(approvals.filter((a) => a.step === 2).every((a) => !a.approved && !a.rejected)).toBe(true);
    expect((await readContractAudit(app.db, inApproval.id)).events.map((e) => e.action)).toEqual(['created', 'submitted_for_approval', ...approvals.filter((a) => a.step === 1).map(() => 'approved')]);
    expect(await roundOf(inApproval.id)).toBeUndefined();

    // Out for signature: every approver approved, the frozen PDF stored as hashed, signers and their nodes.
    for (const stage of ['external', 'internal', 'work_start', 'executed', 'declined']) {
      const task = stageOf(stage);
      const all = await app.db.select().from(contractApprovals).where(eq(contractApprovals.taskId, task.id));
      expect({ stage, approved: all.length > 0 && all.every((a) => a.approved) }).toEqual({ stage, approved: true });
      const round = await roundOf(task.id);
      const frozen = await readStoredFile(app, round.documentKey);
      expect({ stage, sha: frozen && sha256Hex(frozen) }).toEqual({ stage, sha: round.documentSha256 });
      const signers = await signersOf(round.id);
      expect(signers.map((s) => s.side).sort()).toEqual(['external', 'internal']);
      const nodes = await app.db.select().from(contractSignatureNodes).where(eq(contractSignatureNodes.roundId, round.id));
      for (const signer of signers) expect(nodes.some((n) => n.signerId === signer.id && n.kind === 'signature')).toBe(true);
    }
    const statusesOf = async (stage: string) => {
      const round = await roundOf(stageOf(stage).id);
      const signers = await signersOf(round.id);
      return { round: round.status, external: signers.find((s) => s.side === 'external')!.status, internal: signers.find((s) => s.side === 'internal')!.status };
    };
    expect(await statusesOf('external')).toEqual({ round: 'signing', external: 'pending', internal: 'waiting' });
    expect(await statusesOf('internal')).toEqual({ round: 'signing', external: 'signed', internal: 'pending' });
    expect(await statusesOf('declined')).toEqual({ round: 'declined', external: 'declined', internal: 'waiting' });
    const internalRound = await roundOf(stageOf('internal').id);
    const vendorSigner = (await signersOf(internalRound.id)).find((s) => s.side === 'external')!;
    expect(vendorSigner).toMatchObject({ consentText: ESIGN_CONSENT_TEXT, documentSha256: internalRound.documentSha256, signature: { type: 'typed', text: expect.any(String) } });
    const declined = stageOf('declined');
    expect(declined.revokeReason).toBe(DEMO_DECLINE_REASON);
    expect((await signersOf((await roundOf(declined.id)).id)).find((s) => s.side === 'external')!.declineReason).toBe(DEMO_DECLINE_REASON);

    // Executed (and signed, waiting for the work start date): sealed, the stored PDF hashes to executed_sha256, and the public verification calls it genuine.
    const guest = new TestClient(app, '10.0.4.1');
    await guest.csrf();
    for (const stage of ['work_start', 'executed']) {
      const task = stageOf(stage);
      expect(await statusesOf(stage)).toEqual({ round: 'executed', external: 'signed', internal: 'signed' });
      const round = await roundOf(task.id);
      expect(round.executedSha256).toMatch(/^[0-9a-f]{64}$/);
      const executed = await readStoredFile(app, round.executedKey!);
      expect(executed && sha256Hex(executed)).toBe(round.executedSha256);
      expect((await readContractAudit(app.db, task.id)).events.map((e) => e.action).slice(-3)).toEqual(['signed', 'executed', 'sealed']);
      const verified = await guest.request('POST', '/api/v1/contracts/verify', { body: { sha256: round.executedSha256 } });
      expect(verified.json().data).toMatchObject({ result: 'genuine', message: CONTRACT_MESSAGES.verifyGenuine });
    }
    const [workStart] = await app.db.select({ date: scopes.workStartDate }).from(scopes).where(eq(scopes.id, stageOf('work_start').scopeId!));
    expect(workStart.date! > new Date().toISOString().slice(0, 10)).toBe(true);

    // The contract screens open each of them for the sender's side.
    const manager = new TestClient(app, '10.0.4.2');
    await manager.signIn('manager@northwind.test', PASSWORD);
    for (const task of contracts) expect({ name: task.name, status: (await manager.get(`/api/v1/contracts/${task.id}`)).statusCode }).toEqual({ name: task.name, status: 200 });

    // Seeding again (the seed's second half runs on every start that seeded) adds no contract.
    await seedDemoFiles(app);
    expect((await app.db.select({ n: count() }).from(tasks).where(and(eq(tasks.companyId, northwind.id), eq(tasks.type, 'contract'))))[0].n).toBe(contracts.length);
  });

  test('tasks of every type in every status its type reaches, some overdue, a recurring series, a COI near expiry and one lapsed; a sweep runs on them', async () => {
    const [northwind] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Northwind Builders'));
    const demo = await app.db.select().from(tasks).where(and(eq(tasks.companyId, northwind.id), isNotNull(tasks.scopeId)));
    const statusesOf = (type: string) => new Set(demo.filter((t) => t.type === type).map((t) => t.status));
    // Every status DOMAIN.md 4 lets each type reach (the initial one, every transition's target, revoked).
    for (const type of Object.keys(DOCUMENT_TYPES) as DocumentType[]) {
      const reachable = new Set<string>([initialTaskStatus(type), ...(type === 'contract' ? ['pending_approval'] : []), 'revoked']);
      for (const byAction of Object.values(TASK_TRANSITIONS[type])) for (const targets of Object.values(byAction ?? {})) for (const to of targets ?? []) reachable.add(to);
      expect({ type, statuses: statusesOf(type) }).toEqual({ type, statuses: reachable });
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(demo.filter((t) => t.dueDate! < today && !FINISHED_TASK_STATUSES.includes(t.status as TaskStatus)).length).toBeGreaterThanOrEqual(3);
    expect(demo.some((t) => t.recurrenceParentId !== null && t.recurrenceIndex === 2)).toBe(true);
    expect(demo.filter((t) => t.nextReminderAt !== null).length).toBeGreaterThanOrEqual(3);
    const numbers = demo.map((t) => t.number);
    expect(numbers.every((n) => /^T-\d{6}$/.test(n)) && new Set(numbers).size === numbers.length).toBe(true);
    // The documents were filled from the demo templates.
    expect(demo.filter((t) => t.type === 'contract').every((t) => t.html && !t.html.includes('{{'))).toBe(true);

    const certificates = await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.companyId, northwind.id));
    const nearExpiry = certificates.find((c) => c.expiryDate >= today && c.expiryDate <= new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    const lapsed = certificates.find((c) => c.expiryDate < today && !c.supersededAt);
    expect(nearExpiry).toBeDefined();
    expect(lapsed).toBeDefined();
    const owner = new TestClient(app, '10.0.3.9');
    await owner.signIn('owner@northwind.test', PASSWORD);
    const [blocked] = await app.db.select({ id: scopes.id }).from(scopes).where(and(eq(scopes.companyId, northwind.id), eq(scopes.vendorCompanyId, lapsed!.vendorCompanyId)));
    expect((await owner.get(`/api/v1/scopes/${blocked.id}`)).json().data.coi_lapsed).toBe(true);

    // The next sweep sends the near-expiry reminder with its renewal request and the lapse notice.
    await runTaskSchedules(app);
    const after = await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.companyId, northwind.id));
    expect(after.find((c) => c.id === nearExpiry!.id)).toMatchObject({ remindersSent: [30], renewalTaskId: expect.any(Number) });
    expect(after.find((c) => c.id === lapsed!.id)!.remindersSent).toEqual([0]);
  });

  test('the operator passes the first step of the operator sign-in', async () => {
    const client = new TestClient(app, '10.0.2.1');
    await client.csrf();
    const response = await client.request('POST', '/api/v1/auth/superadmin/login', { body: { email: 'operator@demo.test', password: PASSWORD } });
    expect(response.statusCode).toBe(200);
  });
});
