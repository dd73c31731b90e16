// Contracts: preparing, sending and signing (issue 16; 000 section 4; DOMAIN.md 4 and 5). The frozen
// PDF and its SHA-256, the default signers and nodes, the set-up's server checks, sending, the signing
// order (every external step, then every internal step, a step's signers in parallel), consent, a
// drawn signature, a tampered document, the work start date, the sealing job queued once, decline,
// resend as a new task, a revocation ending the round, the bulk send's defaults, the reminders, and
// the audit trail in order.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES as C, TASK_MESSAGES as T, selected } from 'shared-contract';
import { contractRounds, contractSigners, jobs, scopes, taskEvents, tasks } from '../src/db/schema';
import { withTransaction } from '../src/db/transaction';
import { readContractAudit } from '../src/lib/contract-audit';
import { sha256Hex } from '../src/lib/pdf-seal';
import { CONTRACT_SEAL_JOB, contractDocumentKey } from '../src/modules/contracts/keys';
import { sendContractWithDefaults } from '../src/modules/contracts/signing';
import { sweepReminders } from '../src/modules/task-schedules/reminders';
import type { TestClient } from './helpers/client';
import {
  type CompanyFixture,
  type SigningSetup as Setup,
  createContractParties,
  createContractTemplate,
  createProject,
  createTask,
  inDays,
  notificationsOf as notificationsIn,
  prepareContract,
  runDueJobs,
  sendContract,
  userIdOf as id,
  v1,
} from './helpers/contracts';
import { signInFrom } from './helpers/sign-in';
import { doc, mergeField, paragraph, pngDataUrl, signatureField, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: CompanyFixture;
let vendor: CompanyFixture;
let owner: TestClient;
let manager: TestClient;
let viewOnly: TestClient;
let vendorManager: TestClient;
let vendorOwner: TestClient;
let vendorCollaborator: TestClient;
let outsider: TestClient;
let projectId: number;
let scopeId: number;
let laterScopeId: number;
let fieldsTemplateId: number;
let plainTemplateId: number;

const signIn = signInFrom(() => app, '10.62.0');
const typed = (name: string) => ({ consent: true, signature: { type: 'typed', text: name } });

beforeAll(async () => {
  app = await createTestApp();
  const parties = await createContractParties(app, 'Signing');
  ({ home, vendor } = parties);
  projectId = (await createProject(app, { companyId: home.company.id, name: 'Signing Tower' })).id;
  const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Electrical', status: 'sent', amount: '250000' }).returning();
  scopeId = scope.id;
  const [later] = await app.db
    .insert(scopes)
    .values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Roofing', status: 'sent', amount: '1000', workStartDate: inDays(30) })
    .returning();
  laterScopeId = later.id;
  const body = doc(
    paragraph(text('Subcontract between '), mergeField('company.name'), text(' and '), mergeField('vendor.name')),
    paragraph(text('Vendor: '), signatureField('external', 'signature', 'Vendor')),
    paragraph(text('Contractor: '), signatureField('internal', 'signature', 'Contractor'), text(' '), signatureField('internal', 'date')),
  );
  fieldsTemplateId = (await createContractTemplate(app, home.company.id, 'Signed subcontract', body)).id;
  plainTemplateId = (await createContractTemplate(app, home.company.id, 'Plain subcontract', doc(paragraph(text('Work for '), mergeField('vendor.name'))))).id;
  owner = await signIn(home.email('general_owner'));
  manager = await signIn(home.email('general_manager'));
  viewOnly = await signIn(home.email('general_view_only'));
  vendorManager = await signIn(vendor.email('sub_manager'));
  vendorOwner = await signIn(vendor.email('sub_owner'));
  vendorCollaborator = await signIn(vendor.email('sub_collaborator'));
  outsider = await signIn(parties.other.email('general_owner'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** A draft contract sent by the manager to the vendor's manager (POST tasks, as the screens do). */
const createContract = (extra: Record<string, unknown> = {}) =>
  createTask(manager, {
    type: 'contract',
    name: 'Electrical subcontract',
    project_id: projectId,
    scope_id: scopeId,
    vendor_company_id: vendor.company.id,
    template_id: fieldsTemplateId,
    internal_assignee_id: id(home, 'general_manager'),
    external_assignee_id: id(vendor, 'sub_manager'),
    due_date: inDays(10),
    ...extra,
  });

const details = async (client: TestClient, taskId: number) => (await client.get(v1(`contracts/${taskId}`))).json().data;
const statusOf = async (taskId: number) => (await app.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId)))[0].status;
const auditOf = async (taskId: number) => (await readContractAudit(app.db, taskId)).events;
const sealJobsOf = async (roundId: number) => (await app.db.select().from(jobs).where(eq(jobs.kind, CONTRACT_SEAL_JOB))).filter((j) => (j.payload as { round_id?: number }).round_id === roundId);
const notificationsOf = (userId: number) => notificationsIn(app, userId);
/** Sends the notifications and mail waiting (the sealing job runs too; what it makes is contracts-record's part). */
const deliver = () => runDueJobs(app);

const sig = (userId: number, y: number, page = 1) => ({ user_id: userId, kind: 'signature', page, x: 72, y, width: 180, height: 40 });
/** A set-up of these signers ([user id, side, step]), each with one signature node, 60 points below the one before. */
const signingSetup = (...signers: [number, 'external' | 'internal', number][]): Setup => ({
  signers: signers.map(([user_id, side, step]) => ({ user_id, side, step })),
  nodes: signers.map(([userId], n) => sig(userId, 500 + 60 * n)),
});

async function prepared(extra: Record<string, unknown> = {}) {
  const taskId = await createContract(extra);
  return { taskId, round: await prepareContract(manager, taskId) };
}

/** A contract sent with `setup` (or its defaults). */
async function sent(setup?: Setup, extra: Record<string, unknown> = {}) {
  const { taskId, round } = await prepared(extra);
  await sendContract(manager, taskId, setup);
  return { taskId, roundId: round.id as number };
}

describe('prepare: the frozen PDF, its fingerprint and the default set-up', () => {
  test('renders, stores and hashes the document; signers and nodes from the template; idempotent while preparing', async () => {
    const taskId = await createContract();
    const res = await manager.post(v1(`contracts/${taskId}/prepare`), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(C.prepared);
    const data = res.json().data;
    expect(data.round).toMatchObject({ number: 1, status: 'preparing', page_count: 1, page_sizes: [{ width: 612, height: 792 }] });
    expect(data.round.signers.map((s: { user_id: number; side: string; step: number; status: string }) => [s.user_id, s.side, s.step, s.status])).toEqual([
      [id(vendor, 'sub_manager'), 'external', 1, 'waiting'],
      [id(home, 'general_manager'), 'internal', 1, 'waiting'],
    ]);
    // the template's three fields, each its side's signer
    const nodes = data.round.nodes.map((n: { user_id: number; kind: string; page: number }) => [n.user_id, n.kind, n.page]);
    expect(nodes).toHaveLength(3);
    expect(nodes).toEqual(
      expect.arrayContaining([
        [id(vendor, 'sub_manager'), 'signature', 1],
        [id(home, 'general_manager'), 'signature', 1],
        [id(home, 'general_manager'), 'date', 1],
      ]),
    );
    expect(data.can).toMatchObject({ prepare: false, send: true });

    // the stored file is the one hashed, and what GET document answers
    const pdf = await manager.get(v1(`contracts/${taskId}/rounds/${data.round.id}/document`));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(sha256Hex(pdf.rawPayload)).toBe(data.round.document_sha256);
    const [row] = await app.db.select().from(contractRounds).where(eq(contractRounds.id, data.round.id));
    expect(row.documentKey).toBe(contractDocumentKey(taskId, data.round.id));
    // the vendor sees nothing before it is sent; another company not at all
    expect((await vendorManager.get(v1(`contracts/${taskId}/rounds/${data.round.id}/document`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`contracts/${taskId}/rounds/${data.round.id}/document`))).statusCode).toBe(404);

    // preparing again is the sender's only
    expect((await viewOnly.post(v1(`contracts/${taskId}/prepare`), {})).statusCode).toBe(403);
    const again = await manager.post(v1(`contracts/${taskId}/prepare`), {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.round.id).toBe(data.round.id);
    expect(again.json().data.rounds_count).toBe(1);

    const audit = await auditOf(taskId);
    expect(audit.map((e) => e.action)).toEqual(['created', 'prepared']);
    expect(audit[1]).toMatchObject({ document_sha256: data.round.document_sha256, round_id: data.round.id, details: { template_id: fieldsTemplateId, page_count: 1 } });
    expect(audit[1].details.template_version).toEqual(expect.any(Number));
    expect(await statusOf(taskId)).toBe('draft');
  });

  test('a template without signature fields: one signature node per signer at the bottom of the last page', async () => {
    const { round } = await prepared({ template_id: plainTemplateId });
    expect(round.nodes).toHaveLength(2);
    for (const node of round.nodes) {
      expect(node).toMatchObject({ kind: 'signature', page: round.page_count });
      expect(node.y + node.height).toBeLessThanOrEqual(792);
      expect(node.y).toBeGreaterThan(792 - 72);
    }
    expect(new Set(round.nodes.map((n: { user_id: number }) => n.user_id))).toEqual(new Set([id(vendor, 'sub_manager'), id(home, 'general_manager')]));
  });

  test('who may prepare: the sender (403 for a view-only user, 404 for the vendor of a draft and another company); not twice once sent', async () => {
    const taskId = await createContract();
    expect((await vendorManager.post(v1(`contracts/${taskId}/prepare`), {})).statusCode).toBe(404);
    expect((await viewOnly.post(v1(`contracts/${taskId}/prepare`), {})).statusCode).toBe(403);
    expect((await outsider.post(v1(`contracts/${taskId}/prepare`), {})).statusCode).toBe(404);
    expect((await manager.post(v1(`contracts/${taskId}/send`), {})).json()).toMatchObject({ message: C.notPreparing });
    const { taskId: out } = await sent();
    const res = await manager.post(v1(`contracts/${out}/prepare`), {});
    expect(res.statusCode).toBe(422);
  });
});

describe('the signing set-up: the server checks', () => {
  test('pages, companies, permissions, duplicates, nodes of signers, two signers; then it is saved with the task signer columns', async () => {
    const { taskId } = await prepared();
    const vm = id(vendor, 'sub_manager');
    const hm = id(home, 'general_manager');
    const put = (setup: Setup, client = manager) => client.put(v1(`contracts/${taskId}/signing-setup`), setup);
    const base = { signers: [{ user_id: vm, side: 'external', step: 1 }, { user_id: hm, side: 'internal', step: 1 }], nodes: [sig(vm, 600), sig(hm, 660)] };

    const offPage = await put({ ...base, nodes: [sig(vm, 600, 2), { ...sig(hm, 660), x: 500 }] });
    expect(offPage.statusCode).toBe(422);
    expect(offPage.json().errors).toMatchObject({ 'nodes.0.page': [C.nodeOffPage], 'nodes.1.page': [C.nodeOffPage] });

    const wrongCompanies = await put({
      signers: [{ user_id: id(home, 'general_owner'), side: 'external', step: 1 }, { user_id: id(vendor, 'sub_owner'), side: 'internal', step: 1 }],
      nodes: [sig(id(home, 'general_owner'), 600), sig(id(vendor, 'sub_owner'), 660)],
    });
    expect(wrongCompanies.json().errors).toMatchObject({ 'signers.0.user_id': [C.externalSignerCompany], 'signers.1.user_id': [C.internalSignerCompany] });

    // the view-only role has no task_and_documents.sign
    const mayNotSign = await put({ signers: [base.signers[0], { user_id: id(home, 'general_view_only'), side: 'internal', step: 1 }], nodes: [sig(vm, 600), sig(id(home, 'general_view_only'), 660)] });
    expect(mayNotSign.json().errors).toMatchObject({ 'signers.1.user_id': [C.internalSignerCompany] });

    const duplicate = await put({ signers: [...base.signers, { user_id: vm, side: 'external', step: 2 }], nodes: base.nodes });
    expect(duplicate.json().errors['signers.2.user_id']).toEqual([C.duplicateSigner]);

    const stranger = await put({ ...base, nodes: [...base.nodes, { ...sig(id(vendor, 'sub_owner'), 700), kind: 'initials', width: 60, height: 30 }] });
    expect(stranger.json().errors['nodes.2.user_id']).toEqual([selected('signer')]);

    const oneSide = await put({ signers: [base.signers[0], { user_id: id(vendor, 'sub_owner'), side: 'external', step: 2 }], nodes: [sig(vm, 600), sig(id(vendor, 'sub_owner'), 660)] });
    expect(oneSide.json().errors.signers).toEqual([C.twoSigners]);

    const oneSignature = await put({ ...base, nodes: [sig(vm, 600)] });
    expect(oneSignature.statusCode).toBe(422);
    expect(oneSignature.json().errors.nodes).toContain(C.twoSigners);

    expect((await put(base, viewOnly)).statusCode).toBe(403);
    expect((await put(base, vendorManager)).statusCode).toBe(404);
    expect((await put(base, outsider)).statusCode).toBe(404);

    const setup = {
      signers: [{ user_id: id(vendor, 'sub_owner'), side: 'external', step: 1 }, { user_id: id(home, 'general_owner'), side: 'internal', step: 1 }],
      nodes: [sig(id(vendor, 'sub_owner'), 600), sig(id(home, 'general_owner'), 660), { user_id: id(home, 'general_owner'), kind: 'date', page: 1, x: 300, y: 660, width: 100, height: 20 }],
      copy_recipients: [{ name: 'Lee Lawyer', email: 'lee@example.test' }],
    };
    const saved = await put(setup);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(C.setupSaved);
    expect(saved.json().data.round).toMatchObject({ copy_recipients: [{ name: 'Lee Lawyer', email: 'lee@example.test' }] });
    expect(saved.json().data.round.nodes).toHaveLength(3);
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect([task.externalSignerId, task.internalSignerId]).toEqual([id(vendor, 'sub_owner'), id(home, 'general_owner')]);
  });
});

describe('signing in order: every external step, then every internal step', () => {
  test('steps, parallel signers, wrong turn, consent, a drawn signature, the execution and the record', async () => {
    const [vm, vo, vc, hm] = [id(vendor, 'sub_manager'), id(vendor, 'sub_owner'), id(vendor, 'sub_collaborator'), id(home, 'general_manager')];
    const { taskId, roundId } = await sent(signingSetup([vm, 'external', 1], [vo, 'external', 2], [vc, 'external', 2], [hm, 'internal', 1]));
    expect(await statusOf(taskId)).toBe('pending_external_signature');
    let data = await details(manager, taskId);
    expect(data.round.status).toBe('signing');
    expect(data.round.signers.map((s: { user_id: number; status: string }) => [s.user_id, s.status])).toEqual(
      expect.arrayContaining([
        [vm, 'pending'],
        [vo, 'waiting'],
        [vc, 'waiting'],
        [hm, 'waiting'],
      ]),
    );
    await deliver();
    const told = await notificationsOf(vm);
    expect(told.filter((n) => n.link === `/tasks/${taskId}/sign`).map((n) => n.title)).toEqual([T.signaturePendingTitle]);
    expect((await notificationsOf(vo)).filter((n) => n.link === `/tasks/${taskId}/sign`)).toEqual([]);
    // the vendor reads the frozen document now
    expect((await vendorManager.get(v1(`contracts/${taskId}/rounds/${roundId}/document`))).statusCode).toBe(200);

    // not their turn, not a signer
    expect((await vendorOwner.post(v1(`contracts/${taskId}/sign`), typed('Vera Owner'))).json()).toMatchObject({ message: C.notYourTurn });
    expect((await manager.post(v1(`contracts/${taskId}/sign`), typed('Max Manager'))).statusCode).toBe(403);
    expect((await owner.post(v1(`contracts/${taskId}/sign`), typed('Olga Owner'))).json()).toMatchObject({ message: C.notASigner });
    expect((await outsider.post(v1(`contracts/${taskId}/sign`), typed('X'))).statusCode).toBe(404);

    // consent and a signature are required
    const noConsent = await vendorManager.post(v1(`contracts/${taskId}/sign`), { consent: false, signature: { type: 'typed', text: 'Vic' } });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors.consent).toEqual([C.consentRequired]);
    const noSignature = await vendorManager.post(v1(`contracts/${taskId}/sign`), { consent: true });
    expect(noSignature.statusCode).toBe(422);
    // a drawn signature that is no real PNG
    const fake = await vendorManager.post(v1(`contracts/${taskId}/sign`), { consent: true, signature: { type: 'drawn', png: `data:image/png;base64,${Buffer.from('not a png at all, really not').toString('base64')}` } });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors['signature.png']).toEqual([C.drawnSignatureInvalid]);
    const tiny = await vendorManager.post(v1(`contracts/${taskId}/sign`), { consent: true, signature: { type: 'drawn', png: pngDataUrl(2, 2) } });
    expect(tiny.json().errors['signature.png']).toEqual([C.drawnSignatureInvalid]);

    // viewed once, with the origin
    expect((await vendorManager.post(v1(`contracts/${taskId}/viewed`), {})).statusCode).toBe(200);
    expect((await vendorManager.post(v1(`contracts/${taskId}/viewed`), {})).statusCode).toBe(200);
    expect((await owner.post(v1(`contracts/${taskId}/viewed`), {})).statusCode).toBe(200);
    // the sender's side may not change the set-up once sent; the vendor never may
    expect((await vendorManager.put(v1(`contracts/${taskId}/signing-setup`), { signers: [], nodes: [] })).statusCode).toBe(403);
    expect((await manager.put(v1(`contracts/${taskId}/signing-setup`), { signers: [], nodes: [] })).json()).toMatchObject({ message: C.notPreparing });
    expect((await manager.post(v1(`contracts/${taskId}/send`), {})).json()).toMatchObject({ message: C.notPreparing });

    const first = await vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic Manager'), { headers: { 'user-agent': 'signing-test' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(C.signed);
    data = first.json().data;
    expect(data.task.status).toBe('pending_external_signature');
    expect(data.round.signers.filter((s: { status: string }) => s.status === 'pending').map((s: { user_id: number }) => s.user_id).sort()).toEqual([vo, vc].sort());

    expect((await vendorOwner.post(v1(`contracts/${taskId}/sign`), { consent: true, signature: { type: 'drawn', png: pngDataUrl(240, 80) } })).statusCode).toBe(200);
    expect(await statusOf(taskId)).toBe('pending_external_signature');
    expect((await vendorCollaborator.post(v1(`contracts/${taskId}/sign`), typed('Cal Collaborator'))).statusCode).toBe(200);
    expect(await statusOf(taskId)).toBe('pending_internal_signature');
    expect(await sealJobsOf(roundId)).toEqual([]);

    const last = await manager.post(v1(`contracts/${taskId}/sign`), typed('Max Manager'));
    expect(last.statusCode).toBe(200);
    expect(last.json().data.task.status).toBe('fully_executed');
    expect(last.json().data.round.status).toBe('sealing');
    expect(await sealJobsOf(roundId)).toHaveLength(1);
    expect((await manager.post(v1(`contracts/${taskId}/sign`), typed('Max Manager'))).statusCode).toBe(403);

    const [signer] = await app.db.select().from(contractSigners).where(and(eq(contractSigners.roundId, roundId), eq(contractSigners.userId, vm)));
    const [round] = await app.db.select().from(contractRounds).where(eq(contractRounds.id, roundId));
    expect(signer).toMatchObject({ status: 'signed', consentText: expect.stringContaining('I agree to do business electronically'), userAgent: 'signing-test', documentSha256: round.documentSha256, signature: { type: 'typed', text: 'Vic Manager' }, initials: { type: 'typed', text: 'VM' } });
    expect(signer.viewedAt).not.toBeNull();
    const [drawn] = await app.db.select().from(contractSigners).where(and(eq(contractSigners.roundId, roundId), eq(contractSigners.userId, vo)));
    expect(drawn.signature).toMatchObject({ type: 'drawn', png: pngDataUrl(240, 80).replace('data:image/png;base64,', '') });

    const audit = await auditOf(taskId);
    expect(audit.map((e) => e.action)).toEqual(['created', 'prepared', 'sent', 'viewed', 'consented', 'signed', 'consented', 'signed', 'consented', 'signed', 'consented', 'signed', 'executed']);
    expect(audit[3]).toMatchObject({ actor_email: vendor.email('sub_manager'), ip: expect.any(String) });
    expect(audit[5]).toMatchObject({ actor_email: vendor.email('sub_manager'), document_sha256: round.documentSha256, user_agent: 'signing-test' });
    expect((await readContractAudit(app.db, taskId)).chainValid).toBe(true);
    const events = (await app.db.select({ action: taskEvents.action }).from(taskEvents).where(eq(taskEvents.taskId, taskId)).orderBy(asc(taskEvents.id))).map((e) => e.action);
    expect(events.filter((a) => a.startsWith('sign') || a === 'send_for_signature')).toEqual(['send_for_signature', 'sign_external', 'sign_internal']);
  });

  test('the signers of one step signing at once: one transition each side, one sealing job', async () => {
    const [vm, vo, hm, ho] = [id(vendor, 'sub_manager'), id(vendor, 'sub_owner'), id(home, 'general_manager'), id(home, 'general_owner')];
    const { taskId, roundId } = await sent(signingSetup([vm, 'external', 1], [vo, 'external', 1], [hm, 'internal', 1], [ho, 'internal', 1]));
    const external = await Promise.all([vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic')), vendorOwner.post(v1(`contracts/${taskId}/sign`), typed('Vera'))]);
    expect(external.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf(taskId)).toBe('pending_internal_signature');
    const internal = await Promise.all([manager.post(v1(`contracts/${taskId}/sign`), typed('Max')), owner.post(v1(`contracts/${taskId}/sign`), typed('Olga'))]);
    expect(internal.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await statusOf(taskId)).toBe('fully_executed');
    expect(await sealJobsOf(roundId)).toHaveLength(1);
    const actions = (await app.db.select({ action: taskEvents.action }).from(taskEvents).where(eq(taskEvents.taskId, taskId))).map((e) => e.action);
    expect(actions.filter((a) => a === 'sign_external')).toHaveLength(1);
    expect(actions.filter((a) => a === 'sign_internal')).toHaveLength(1);
    expect((await auditOf(taskId)).filter((e) => e.action === 'executed')).toHaveLength(1);
  });

  test("the scope's work start date still ahead: the last signature leaves it pending_work_start_date", async () => {
    const { taskId, roundId } = await sent(undefined, { scope_id: laterScopeId });
    expect((await vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic'))).statusCode).toBe(200);
    expect((await manager.post(v1(`contracts/${taskId}/sign`), typed('Max'))).statusCode).toBe(200);
    expect(await statusOf(taskId)).toBe('pending_work_start_date');
    expect(await sealJobsOf(roundId)).toHaveLength(1);
  });

  test('a frozen document changed in storage is refused, nothing signed', async () => {
    const { taskId, roundId } = await sent();
    await app.storage.put(contractDocumentKey(taskId, roundId), Buffer.from('%PDF-1.4 tampered'));
    const res = await vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(C.documentTampered);
    const [signer] = await app.db.select().from(contractSigners).where(and(eq(contractSigners.roundId, roundId), eq(contractSigners.userId, id(vendor, 'sub_manager'))));
    expect(signer.status).toBe('pending');
    expect(await statusOf(taskId)).toBe('pending_external_signature');
  });
});

describe('decline, resend, revoke', () => {
  test('a signer declines: the round ends, the task is revoked with the reason, the sender is told', async () => {
    const { taskId, roundId } = await sent();
    expect((await manager.post(v1(`contracts/${taskId}/decline`), { reason: 'x' })).json()).toMatchObject({ message: C.notYourTurn });
    expect((await vendorOwner.post(v1(`contracts/${taskId}/decline`), { reason: 'x' })).json()).toMatchObject({ message: C.notASigner });
    expect((await vendorManager.post(v1(`contracts/${taskId}/decline`), { reason: '' })).statusCode).toBe(422);
    const res = await vendorManager.post(v1(`contracts/${taskId}/decline`), { reason: 'The retainage is wrong.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: C.declined, data: { task: { status: 'revoked' }, round: { status: 'declined', decline_reason: 'The retainage is wrong.' } } });
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.revokeReason).toBe('The retainage is wrong.');
    const [round] = await app.db.select().from(contractRounds).where(eq(contractRounds.id, roundId));
    expect(round).toMatchObject({ status: 'declined', declinedBy: id(vendor, 'sub_manager') });
    expect(round.endedAt).not.toBeNull();
    const audit = await auditOf(taskId);
    expect(audit.at(-1)).toMatchObject({ action: 'declined', details: { reason: 'The retainage is wrong.' }, actor_email: vendor.email('sub_manager') });
    await deliver();
    expect((await notificationsOf(id(home, 'general_manager'))).some((n) => n.title === T.revokedTitle && n.body.includes('The retainage is wrong.'))).toBe(true);
    expect((await vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic'))).statusCode).toBe(403);
  });

  test('resend: a new task copying the revoked one, naming it; once only; the sender only', async () => {
    const { taskId } = await sent();
    expect((await manager.post(v1(`contracts/${taskId}/resend`), {})).json()).toMatchObject({ message: C.notResendable });
    expect((await vendorManager.post(v1(`contracts/${taskId}/decline`), { reason: 'Wrong amount' })).statusCode).toBe(200);
    expect((await vendorManager.post(v1(`contracts/${taskId}/resend`), {})).statusCode).toBe(403);
    expect((await outsider.post(v1(`contracts/${taskId}/resend`), {})).statusCode).toBe(404);
    const res = await manager.post(v1(`contracts/${taskId}/resend`), {});
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(C.resent);
    const { id: newId, task_id: number } = res.json().data;
    const [old] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    const [copy] = await app.db.select().from(tasks).where(eq(tasks.id, newId));
    expect(number).toBe(copy.number);
    expect(copy).toMatchObject({
      supersedesTaskId: taskId,
      status: 'draft',
      type: 'contract',
      name: old.name,
      projectId: old.projectId,
      scopeId: old.scopeId,
      vendorCompanyId: old.vendorCompanyId,
      templateId: old.templateId,
      mergeValues: old.mergeValues,
      internalAssigneeId: old.internalAssigneeId,
      externalAssigneeId: old.externalAssigneeId,
      externalSignerId: old.externalSignerId,
      dueDate: old.dueDate,
    });
    expect(copy.number).not.toBe(old.number);
    expect((await auditOf(taskId)).at(-1)).toMatchObject({ action: 'resent', details: { new_task_id: newId, new_task_number: copy.number } });
    expect((await auditOf(newId))[0]).toMatchObject({ action: 'created', seq: 1, details: { supersedes_task_id: taskId } });
    const oldDetails = await details(manager, taskId);
    expect(oldDetails).toMatchObject({ superseded_by_task_id: newId, can: { resend: false } });
    expect((await manager.post(v1(`contracts/${taskId}/resend`), {})).json()).toMatchObject({ message: C.notResendable });
    // the corrected contract goes the whole way again
    expect((await manager.post(v1(`contracts/${newId}/prepare`), {})).statusCode).toBe(200);
  });

  test('revoking a contract out for signature ends its round on the record', async () => {
    const { taskId, roundId } = await sent();
    const res = await manager.post(v1(`task/revoke/${taskId}`), { reason: 'Scope cancelled' });
    expect(res.statusCode).toBe(200);
    const [round] = await app.db.select().from(contractRounds).where(eq(contractRounds.id, roundId));
    expect(round.status).toBe('revoked');
    expect(round.endedAt).not.toBeNull();
    expect((await auditOf(taskId)).at(-1)).toMatchObject({ action: 'revoked', round_id: roundId, details: { reason: 'Scope cancelled' } });
    expect((await vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic'))).statusCode).toBe(403);
    expect((await details(manager, taskId)).can.resend).toBe(true);
  });
});

describe('the bulk send and the reminders', () => {
  test('sendContractWithDefaults: a draft is frozen with the defaults and sent in the caller transaction', async () => {
    const taskId = await createContract({ template_id: plainTemplateId });
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    const result = await withTransaction(app.db, (tx) => sendContractWithDefaults(app, tx, task, id(home, 'general_manager'), { bulk_send_id: 7 }));
    expect(result.status).toBe('pending_external_signature');
    const data = await details(manager, taskId);
    expect(data.round).toMatchObject({ status: 'signing', page_count: 1 });
    expect(data.round.signers).toHaveLength(2);
    expect(data.round.nodes).toHaveLength(2);
    const pdf = await manager.get(v1(`contracts/${taskId}/rounds/${data.round.id}/document`));
    expect(sha256Hex(pdf.rawPayload)).toBe(data.round.document_sha256);
    expect((await auditOf(taskId)).map((e) => e.action)).toEqual(['created', 'prepared', 'sent']);
    expect((await auditOf(taskId))[2].details).toMatchObject({ bulk_send_id: 7 });
  });

  test("a reminder of a contract out for signature goes to the current step's signers, linking to the sign page", async () => {
    const [vm, vo, hm] = [id(vendor, 'sub_manager'), id(vendor, 'sub_owner'), id(home, 'general_manager')];
    const { taskId } = await sent(signingSetup([vm, 'external', 1], [vo, 'external', 2], [hm, 'internal', 1]));
    expect((await vendorManager.post(v1(`contracts/${taskId}/sign`), typed('Vic'))).statusCode).toBe(200);
    const now = new Date();
    await app.db.update(tasks).set({ remindersEvery: 1, remindersPeriod: 'day', nextReminderAt: new Date(now.getTime() - 60_000) }).where(eq(tasks.id, taskId));
    await deliver();
    const before = (await notificationsOf(vo)).length;
    expect(await sweepReminders(app, now)).toBeGreaterThanOrEqual(1);
    await deliver();
    const reminders = (await notificationsOf(vo)).slice(before).filter((n) => n.title === T.reminderTitle);
    expect(reminders.map((n) => n.link)).toEqual([`/tasks/${taskId}/sign`]);
    // the task's external signer column names the first step's signer, who already signed: not reminded
    expect((await notificationsOf(vm)).filter((n) => n.title === T.reminderTitle && n.link === `/tasks/${taskId}/sign`)).toEqual([]);
  });
});

