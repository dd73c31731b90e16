// The executed contract (issue 16, DOMAIN.md 5): the seal job stamps every signature into its node,
// appends the certificate of the audit trail and seals the PDF (idempotent, and safe when a run is
// killed and the job reclaimed); the executed PDF, the audit trail and the record export for the
// parties; the public verification (genuine by hash and by file, modified for a changed copy, unknown
// otherwise). Rounds are built straight in the database so this file does not lean on the signing routes.
import net from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { CONTRACT_MESSAGES as C, CONTRACT_RECORD_MESSAGES as R, CONTRACT_VERIFY_MAX_BYTES, uploadSizeMessage } from 'shared-contract';
import { contractAuditEvents, contractRounds, contractSignatureNodes, contractSigners, jobs, notifications, users } from '../src/db/schema';
import { withTransaction } from '../src/db/transaction';
import { appendContractAudit } from '../src/lib/contract-audit';
import { chainAuditEvent, sha256Hex, verifySealedPdf } from '../src/lib/pdf-seal';
import { renderTemplatePdfInProcess } from '../src/lib/template-pdf/render-pdf';
import { readZip } from '../src/lib/zip';
import { CONTRACT_SEAL_JOB, contractDocumentKey, contractExecutedKey } from '../src/modules/contracts/keys';
import { readStoredFile, sealContractRound, sealingIdentityOf } from '../src/modules/contracts/seal';
import { OUTBOX_ATTACHED } from '../src/plugins/app/mail';
import { TestClient, findMailbox } from './helpers/client';
import { type CompanyFixture, createContractParties, createGuest, insertContractTasks, runDueJobs, v1 } from './helpers/contracts';
import { readPdf } from './helpers/pdf-reader';
import { signInFrom } from './helpers/sign-in';
import { longContract, pngDataUrl } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: CompanyFixture;
let vendor: CompanyFixture;
let owner: TestClient;
let vendorManager: TestClient;
let outsider: TestClient;
let guest: TestClient;
let taskNumber = 0;

const signIn = signInFrom(() => app, '10.76.0');
const compact = (value: string) => value.replace(/[\s\u200b]+/g, '');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';

beforeAll(async () => {
  app = await createTestApp();
  const parties = await createContractParties(app, 'Record');
  ({ home, vendor } = parties);
  await app.db.update(users).set({ firstName: 'Gina', lastName: 'Manager' }).where(eq(users.id, home.users.general_manager!.id));
  await app.db.update(users).set({ firstName: 'Vera', lastName: 'Vendor' }).where(eq(users.id, vendor.users.sub_manager!.id));
  owner = await signIn(home.email('general_owner'));
  vendorManager = await signIn(vendor.email('sub_manager'));
  outsider = await signIn(parties.other.email('general_owner'));
  guest = await createGuest(app, '10.76.1.1');
}, 120_000);
afterAll(async () => {
  await app.close();
});

/**
 * A contract whose round is as the signing routes leave it after the last signature: the frozen PDF
 * stored, both signers signed (the vendor drew, the manager typed), nodes placed (signatures, initials,
 * a date), the audit trail up to 'executed', the round 'sealing'.
 */
async function createSignedRound(options: { status?: 'sealing' | 'signing' } = {}) {
  taskNumber += 1;
  const copyEmail = `carl${taskNumber}@copy.test`;
  const manager = home.users.general_manager!;
  const vendorUser = vendor.users.sub_manager!;
  const [task] = await insertContractTasks(app, [
    {
      companyId: home.company.id,
      vendorCompanyId: vendor.company.id,
      number: `T-R${String(taskNumber).padStart(5, '0')}`,
      name: `Electrical subcontract ${taskNumber}`,
      status: options.status === 'signing' ? 'pending_external_signature' : 'completed',
      internalAssigneeId: manager.id,
      externalAssigneeId: vendorUser.id,
      internalSignerId: manager.id,
      externalSignerId: vendorUser.id,
      sentAt: new Date(),
    },
  ]);
  const rendered = await renderTemplatePdfInProcess(longContract(2), { title: task.name, values: { 'company.name': 'Record Home', 'vendor.name': 'Record Vendor' } });
  const internalField = rendered.signatureFields.find((f) => f.role === 'internal')!;
  const externalField = rendered.signatureFields.find((f) => f.role === 'external')!;
  const documentSha256 = sha256Hex(rendered.pdf);
  const [round] = await app.db
    .insert(contractRounds)
    .values({
      taskId: task.id,
      status: options.status ?? 'sealing',
      documentKey: 'pending',
      documentSha256,
      pageCount: rendered.pageCount,
      pageSizes: Array.from({ length: rendered.pageCount }, () => ({ width: 612, height: 792 })),
      copyRecipients: [{ name: 'Carl Copy', email: copyEmail }],
      createdBy: home.users.general_owner!.id,
      sentAt: new Date(),
    })
    .returning();
  const documentKey = contractDocumentKey(task.id, round.id);
  await app.storage.put(documentKey, Buffer.from(rendered.pdf));
  await app.db.update(contractRounds).set({ documentKey }).where(eq(contractRounds.id, round.id));
  const signedAt = new Date('2026-03-02T10:15:00.000Z');
  const signed = { status: 'signed', signedAt, consentText: C.consentRequired, consentedAt: signedAt, ip: '203.0.113.7', userAgent: UA, documentSha256 } as const;
  const [external, internal] = await app.db
    .insert(contractSigners)
    .values([
      { ...signed, roundId: round.id, taskId: task.id, userId: vendorUser.id, side: 'external', step: 1, signature: { type: 'drawn', png: pngDataUrl(400, 120) } },
      { ...signed, roundId: round.id, taskId: task.id, userId: manager.id, side: 'internal', step: 1, signature: { type: 'typed', text: 'Gina Manager' } },
    ])
    .returning();
  await app.db.insert(contractSignatureNodes).values([
    { roundId: round.id, signerId: external.id, kind: 'signature', page: externalField.page, x: externalField.x, y: externalField.y, width: externalField.width, height: externalField.height },
    { roundId: round.id, signerId: internal.id, kind: 'signature', page: internalField.page, x: internalField.x, y: internalField.y, width: internalField.width, height: internalField.height },
    { roundId: round.id, signerId: internal.id, kind: 'initials', page: 1, x: 480, y: 40, width: 60, height: 30 },
    { roundId: round.id, signerId: internal.id, kind: 'date', page: internalField.page, x: internalField.x, y: internalField.y + internalField.height + 4, width: 100, height: 20 },
  ]);
  const who = (u: typeof manager) => ({ id: u.id, name: `${u.id === manager.id ? 'Gina Manager' : 'Vera Vendor'}`, email: u.email });
  const origin = { ip: '203.0.113.7', userAgent: UA };
  await withTransaction(app.db, async (tx) => {
    await appendContractAudit(tx, { taskId: task.id, action: 'created', actor: who(manager), origin });
    await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'prepared', actor: who(manager), origin, documentSha256 });
    await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'sent', actor: who(manager), origin, documentSha256 });
    await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'viewed', actor: who(vendorUser), origin, documentSha256 });
    await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'consented', actor: who(vendorUser), origin, documentSha256 });
    await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'signed', actor: who(vendorUser), origin, documentSha256 });
    await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'signed', actor: who(manager), origin, documentSha256 });
    if (options.status !== 'signing') await appendContractAudit(tx, { taskId: task.id, roundId: round.id, action: 'executed', actor: null, documentSha256 });
  });
  return { task, round: { ...round, documentKey }, rendered, documentSha256, copyEmail };
}

const roundRow = async (id: number) => (await app.db.select().from(contractRounds).where(eq(contractRounds.id, id)))[0];
const sealedEvents = async (taskId: number) => app.db.select().from(contractAuditEvents).where(and(eq(contractAuditEvents.taskId, taskId), eq(contractAuditEvents.action, 'sealed')));
const runJobs = () => runDueJobs(app);
const multipart = (name: string, bytes: Buffer, field = 'file') => {
  const boundary = '----verify-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const verifyFile = (client: TestClient, bytes: Buffer, name = 'contract.pdf') => {
  const { body, headers } = multipart(name, bytes);
  return client.request('POST', v1('contracts/verify'), { body, headers });
};

describe('the seal job', () => {
  let fixture: Awaited<ReturnType<typeof createSignedRound>>;
  let executed: Buffer;

  beforeAll(async () => {
    fixture = await createSignedRound();
    await app.jobs.enqueue(CONTRACT_SEAL_JOB, { round_id: fixture.round.id });
    await runJobs();
    executed = (await readStoredFile(app, contractExecutedKey(fixture.task.id, fixture.round.id)))!;
  }, 120_000);

  test('the round is executed with the stored PDF’s SHA-256, and the audit trail ends with sealed', async () => {
    const round = await roundRow(fixture.round.id);
    expect(round.status).toBe('executed');
    expect(round.executedKey).toBe(contractExecutedKey(fixture.task.id, fixture.round.id));
    expect(round.executedSha256).toBe(sha256Hex(executed));
    expect(round.sealedAt).not.toBeNull();
    const trail = await owner.get(v1(`contracts/${fixture.task.id}/audit`));
    expect(trail.statusCode).toBe(200);
    const { events, chain_valid } = trail.json().data;
    expect(chain_valid).toBe(true);
    expect(events.map((e: { action: string }) => e.action)).toEqual(['created', 'prepared', 'sent', 'viewed', 'consented', 'signed', 'signed', 'executed', 'sealed']);
    expect(events.at(-1)).toMatchObject({ document_sha256: round.executedSha256, actor_name: null, label: 'Sealed' });
  });

  test('the executed PDF has the signatures stamped, the certificate of every event, and a valid seal', async () => {
    const pdf = await readPdf(executed);
    const contractPages = fixture.rendered.pageCount;
    expect(pdf.pageCount).toBeGreaterThan(contractPages);
    const contractText = pdf.pages.slice(0, contractPages).map((p) => p.text).join('\n');
    expect(contractText).toContain('Gina Manager'); // the typed signature
    expect(contractText).toContain('GM'); // initials derived from it
    expect(contractText).toContain('03/02/2026'); // the signing date
    expect(pdf.pages.slice(0, contractPages).reduce((n, p) => n + p.imageCount, 0)).toBeGreaterThan(0); // the drawn signature
    const certificate = compact(pdf.pages.slice(contractPages).map((p) => p.text).join('\n'));
    expect(certificate).toContain(compact('Certificate of completion'));
    expect(certificate).toContain(fixture.task.number);
    expect(certificate).toContain(fixture.documentSha256);
    for (const label of ['Contract created', 'Document frozen for signature', 'Sent for signature', 'Viewed', 'Consented to sign electronically', 'Signed', 'Fully executed']) expect(certificate).toContain(compact(label));
    expect(certificate).toContain('IP203.0.113.7');
    expect(certificate).toContain('VeraVendor');
    expect(certificate).toContain(compact(UA));
    const seal = verifySealedPdf(executed, await sealingIdentityOf(app));
    expect(seal).toMatchObject({ signed: true, unmodified: true, coversWholeFile: true });
  });

  test('signers are told in the app and by mail, the copy recipient by mail', async () => {
    await runJobs();
    for (const user of [home.users.general_manager!, vendor.users.sub_manager!]) {
      const notes = await app.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.type, 'contract_executed')));
      expect(notes.map((n) => [n.title, n.link])).toContainEqual([R.executedTitle, `/tasks/${fixture.task.id}/contract`]);
      const mail = await findMailbox(app, user.email);
      const text = mail.find((m) => m.subject === `${R.executedTitle}: ${fixture.task.name}`)?.text;
      expect(text).toContain(`/tasks/${fixture.task.id}/contract`);
      expect(text).toContain(`${OUTBOX_ATTACHED}${fixture.task.number} ${fixture.task.name} executed.pdf`);
    }
    const copy = await findMailbox(app, fixture.copyEmail);
    expect(copy).toHaveLength(1);
    expect(copy[0].text).toContain((await roundRow(fixture.round.id)).executedSha256!);
    expect(copy[0].text).toContain(`${OUTBOX_ATTACHED}${fixture.task.number} ${fixture.task.name} executed.pdf`);
  });

  test('running it again changes nothing: one sealed event, the same file', async () => {
    expect(await sealContractRound(app, fixture.round.id)).toMatchObject({ status: 'already_executed' });
    await app.jobs.enqueue(CONTRACT_SEAL_JOB, { round_id: fixture.round.id });
    await runJobs();
    expect(await sealedEvents(fixture.task.id)).toHaveLength(1);
    expect(sha256Hex((await readStoredFile(app, contractExecutedKey(fixture.task.id, fixture.round.id)))!)).toBe((await roundRow(fixture.round.id)).executedSha256);
  });

  test('two runs at once seal once', async () => {
    const again = await createSignedRound();
    const outcomes = await Promise.all([sealContractRound(app, again.round.id), sealContractRound(app, again.round.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['already_executed', 'sealed']);
    expect(await sealedEvents(again.task.id)).toHaveLength(1);
    const round = await roundRow(again.round.id);
    expect(sha256Hex((await readStoredFile(app, round.executedKey!))!)).toBe(round.executedSha256);
  });

  test('a job claimed by an instance killed mid-seal (half a file written) is reclaimed and seals once', async () => {
    const killed = await createSignedRound();
    // What kill -9 leaves: the job running under a process that is gone, a partial executed file.
    await app.storage.put(contractExecutedKey(killed.task.id, killed.round.id), Buffer.from('%PDF-1.7 cut off'));
    const [job] = await app.db
      .insert(jobs)
      .values({ kind: CONTRACT_SEAL_JOB, payload: { round_id: killed.round.id }, status: 'running', attempts: 1, maxAttempts: 5, lockedBy: `${os.hostname()}:999999:dead0000`, lockedAt: sql`now() - interval '5 seconds'` })
      .returning();
    expect(await app.jobs.runner.reclaimDeadInstances()).toBeGreaterThanOrEqual(1);
    await runJobs();
    expect((await app.jobs.find(job.id))?.status).toBe('done');
    const round = await roundRow(killed.round.id);
    expect(round.status).toBe('executed');
    expect(await sealedEvents(killed.task.id)).toHaveLength(1);
    const stored = (await readStoredFile(app, round.executedKey!))!;
    expect(sha256Hex(stored)).toBe(round.executedSha256);
    expect(verifySealedPdf(stored, await sealingIdentityOf(app)).unmodified).toBe(true);
  });

  test('a stale lock of another host is claimed again once it expires, and a revoked round is left alone', async () => {
    const stale = await createSignedRound();
    const [job] = await app.db
      .insert(jobs)
      .values({ kind: CONTRACT_SEAL_JOB, payload: { round_id: stale.round.id }, status: 'running', attempts: 1, maxAttempts: 5, lockedBy: 'other-host:1:abcd', lockedAt: sql`now() - interval '10 minutes'` })
      .returning();
    await runJobs();
    expect((await app.jobs.find(job.id))?.status).toBe('done');
    expect((await roundRow(stale.round.id)).status).toBe('executed');
    expect(await sealedEvents(stale.task.id)).toHaveLength(1);

    const revoked = await createSignedRound();
    await app.db.update(contractRounds).set({ status: 'revoked', endedAt: new Date() }).where(eq(contractRounds.id, revoked.round.id));
    expect(await sealContractRound(app, revoked.round.id)).toEqual({ status: 'not_sealing' });
    expect((await roundRow(revoked.round.id)).executedKey).toBeNull();
  });

  test('a frozen document that no longer matches its SHA-256 is not sealed', async () => {
    const tampered = await createSignedRound();
    await app.storage.put(tampered.round.documentKey, Buffer.concat([Buffer.from(tampered.rendered.pdf), Buffer.from('\n% changed')]));
    await expect(sealContractRound(app, tampered.round.id)).rejects.toThrow(C.documentTampered);
    expect((await roundRow(tampered.round.id)).status).toBe('sealing');
    // as a job, it gives up after its attempts and the sender's side is told
    const job = await app.jobs.enqueue(CONTRACT_SEAL_JOB, { round_id: tampered.round.id }, { maxAttempts: 1 });
    await runJobs();
    expect(await app.jobs.find(job.id)).toMatchObject({ status: 'failed', error: C.documentTampered });
    const notes = await app.db.select().from(notifications).where(and(eq(notifications.userId, home.users.general_manager!.id), eq(notifications.type, 'contract_seal_failed')));
    expect(notes.map((n) => [n.title, n.link])).toEqual([[R.sealFailedTitle, `/tasks/${tampered.task.id}/contract`]]);
    expect(await sealedEvents(tampered.task.id)).toHaveLength(0);
  });
});

describe('the executed PDF, the audit trail and the record', () => {
  let fixture: Awaited<ReturnType<typeof createSignedRound>>;
  let executedSha256: string;

  beforeAll(async () => {
    fixture = await createSignedRound();
    await sealContractRound(app, fixture.round.id);
    executedSha256 = (await roundRow(fixture.round.id)).executedSha256!;
  }, 120_000);

  test('both parties download the executed PDF; another company gets 404 and a guest 401', async () => {
    for (const client of [owner, vendorManager]) {
      const response = await client.get(v1(`contracts/${fixture.task.id}/executed`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('executed.pdf');
      expect(sha256Hex(response.rawPayload)).toBe(executedSha256);
    }
    expect((await outsider.get(v1(`contracts/${fixture.task.id}/executed`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`contracts/${fixture.task.id}/audit`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`contracts/${fixture.task.id}/record`))).statusCode).toBe(404);
    expect((await guest.get(v1(`contracts/${fixture.task.id}/executed`))).statusCode).toBe(401);
  });

  test('before it is executed there is no executed PDF (404 with its message), but the record exports', async () => {
    const signing = await createSignedRound({ status: 'signing' });
    const response = await owner.get(v1(`contracts/${signing.task.id}/executed`));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(C.notExecuted);
    const record = await owner.get(v1(`contracts/${signing.task.id}/record`));
    expect(record.statusCode).toBe(200);
    expect(readZip(record.rawPayload).map((f) => f.name)).toEqual(['certificate.pdf', 'audit-trail.json']);
  });

  test('the record ZIP holds the certificate, the executed PDF and the audit chain with the rule to check it', async () => {
    const response = await vendorManager.get(v1(`contracts/${fixture.task.id}/record`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('record.zip');
    const files = Object.fromEntries(readZip(response.rawPayload).map((f) => [f.name, f.bytes]));
    expect(Object.keys(files)).toEqual(['certificate.pdf', 'executed.pdf', 'audit-trail.json']);
    expect(sha256Hex(files['executed.pdf'])).toBe(executedSha256);

    const certificate = await readPdf(files['certificate.pdf']);
    const text = compact(certificate.text);
    expect(text).toContain(compact(fixture.task.name));
    expect(text).toContain(fixture.task.number);
    expect(text).toContain(fixture.documentSha256);
    expect(text).toContain(executedSha256);
    expect(text).toContain(compact('Certificate of completion'));
    expect(text).toContain(compact('Consented to sign electronically'));
    expect(text).toContain('Sealed');

    const chain = JSON.parse(files['audit-trail.json'].toString('utf8'));
    expect(chain.chain_valid).toBe(true);
    expect(chain.verification.rule).toBe(R.chainRule);
    expect(chain.events.map((e: { action: string }) => e.action)).toEqual(['created', 'prepared', 'sent', 'viewed', 'consented', 'signed', 'signed', 'executed', 'sealed']);
    // The rule as written checks out: recomputed from the JSON alone, every hash matches and links.
    let previous: string | null = null;
    for (const event of chain.events) {
      expect(event.prev_hash).toBe(previous);
      expect(chainAuditEvent(previous, event.event)).toBe(event.hash);
      previous = event.hash;
    }
  });

  test('an event changed after it was written breaks the chain: the trail names the first broken event', async () => {
    const before = (await owner.get(v1(`contracts/${fixture.task.id}/audit`))).json().data;
    expect(before).toMatchObject({ chain_valid: true, broken_seq: null });
    const target = before.events[3];
    const where = and(eq(contractAuditEvents.taskId, fixture.task.id), eq(contractAuditEvents.seq, target.seq));
    // the table refuses UPDATE (a trigger): someone with the owner's rights turns it off to change a row
    const tamper = async (ip: string | null) => {
      await app.db.execute(sql`ALTER TABLE contract_audit_events DISABLE TRIGGER contract_audit_events_append_only`);
      await app.db.update(contractAuditEvents).set({ ip }).where(where);
      await app.db.execute(sql`ALTER TABLE contract_audit_events ENABLE TRIGGER contract_audit_events_append_only`);
    };
    await tamper('203.0.113.99');
    try {
      const after = (await owner.get(v1(`contracts/${fixture.task.id}/audit`))).json().data;
      expect(after).toMatchObject({ chain_valid: false, broken_seq: target.seq });
    } finally {
      await tamper(target.ip);
    }
    expect((await owner.get(v1(`contracts/${fixture.task.id}/audit`))).json().data).toMatchObject({ chain_valid: true, broken_seq: null });
  });
});

describe('POST contracts/verify (public)', () => {
  let fixture: Awaited<ReturnType<typeof createSignedRound>>;
  let executed: Buffer;
  let executedSha256: string;
  let guests = 0;
  /** A guest of its own address each: the verify form is rate-limited per address. */
  const newGuest = () => createGuest(app, `10.76.2.${++guests}`);

  beforeAll(async () => {
    fixture = await createSignedRound();
    await sealContractRound(app, fixture.round.id);
    const round = await roundRow(fixture.round.id);
    executedSha256 = round.executedSha256!;
    executed = (await readStoredFile(app, round.executedKey!))!;
  }, 120_000);

  const expectGenuine = (data: Record<string, unknown>) => {
    expect(data).toMatchObject({ result: 'genuine', message: C.verifyGenuine, sha256: executedSha256, sealed_at: expect.any(String) });
    expect(data.signers).toEqual(
      expect.arrayContaining([
        { full_name: 'Vera Vendor', company_name: 'Record Vendor', signed_at: '2026-03-02T10:15:00.000Z' },
        { full_name: 'Gina Manager', company_name: 'Record Home', signed_at: '2026-03-02T10:15:00.000Z' },
      ]),
    );
    // nothing of the content
    expect(JSON.stringify(data)).not.toMatch(/Subcontract|Section|task|Electrical/i);
  };

  test('a guest verifies by SHA-256 (upper case and spaces allowed): genuine, when and by whom', async () => {
    const visitor = await newGuest();
    const response = await visitor.post(v1('contracts/verify'), { sha256: ` ${executedSha256.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expectGenuine(response.json().data);
    expect(response.json().data.pdf_signature_valid).toBeNull();
  });

  test('a guest verifies by file: genuine with a valid PDF signature', async () => {
    const visitor = await newGuest();
    const response = await verifyFile(visitor, executed);
    expect(response.statusCode).toBe(200);
    expectGenuine(response.json().data);
    expect(response.json().data.pdf_signature_valid).toBe(true);
  });

  test('a copy with one byte changed is modified, whether the byte is in the signed content or in the signature', async () => {
    const visitor = await newGuest();
    const text = executed.toString('latin1');
    const range = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1)!.slice(1).map(Number);
    const flip = (at: number) => {
      const copy = Buffer.from(executed);
      copy[at] = copy[at] === 0x41 ? 0x42 : 0x41;
      return copy;
    };
    for (const at of [Math.floor(range[1] / 2), range[1] + 200]) {
      const response = await verifyFile(visitor, flip(at));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ result: 'modified', message: C.verifyModified, sealed_at: null, signers: [], pdf_signature_valid: false });
    }
    // bytes added after the seal
    const appended = await verifyFile(visitor, Buffer.concat([executed, Buffer.from('\n%%EOF\n')]));
    expect(appended.json().data).toMatchObject({ result: 'modified', pdf_signature_valid: false });
  });

  test('an unknown hash and a PDF we never sealed are unknown', async () => {
    const visitor = await newGuest();
    const random = await visitor.post(v1('contracts/verify'), { sha256: sha256Hex('not a contract') });
    expect(random.json().data).toMatchObject({ result: 'unknown', message: C.verifyUnknown, signers: [], sealed_at: null, pdf_signature_valid: null });
    const frozen = await verifyFile(visitor, Buffer.from(fixture.rendered.pdf));
    expect(frozen.json().data).toMatchObject({ result: 'unknown', message: C.verifyUnknown, pdf_signature_valid: false });
  });

  test('bad input is a 422 on its field', async () => {
    const visitor = await newGuest();
    const short = await visitor.post(v1('contracts/verify'), { sha256: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.sha256).toEqual([C.verifyHash]);
    const empty = await visitor.post(v1('contracts/verify'), {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.sha256).toEqual([C.verifyInput]);
    const notPdf = await verifyFile(visitor, Buffer.from('hello, this is text'), 'contract.pdf');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.file).toEqual([C.verifyFileType]);
    const tooLarge = await verifyFile(visitor, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors.file).toEqual([uploadSizeMessage(CONTRACT_VERIFY_MAX_BYTES)]);
  });

  test('a broken multipart body is a 400 or 422 with a message, never a 500', async () => {
    const visitor = await newGuest();
    const part = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`;
    for (const [contentType, body] of [
      ['multipart/form-data', `${part('b0undary')}\r\n--b0undary--\r\n`],
      ['multipart/form-data; boundary=expected', `${part('other')}\r\n--other--\r\n`],
      ['multipart/form-data; boundary=b0undary', part('b0undary')],
    ]) {
      const response = await visitor.request('POST', v1('contracts/verify'), { rawBody: body, headers: { 'content-type': contentType } });
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  test('signed-in users verify too; without the XSRF token it is refused like every form', async () => {
    expect((await outsider.post(v1('contracts/verify'), { sha256: executedSha256 })).json().data.result).toBe('genuine');
    const bare = new TestClient(app, '10.76.1.2');
    expect((await bare.post(v1('contracts/verify'), { sha256: executedSha256 })).statusCode).toBe(419);
  });

  test('it is rate-limited like the other public forms', async () => {
    const visitor = await newGuest();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await visitor.post(v1('contracts/verify'), { sha256: executedSha256 })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('mail attachments over SMTP', () => {
  /** A bare SMTP server that keeps each message's DATA. */
  function startSmtp(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
    const messages: string[] = [];
    const server = net.createServer((socket) => {
      let data: string | null = null;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('latin1');
        for (;;) {
          if (data !== null) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            messages.push(data + buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            data = null;
            socket.write('250 queued\r\n');
            continue;
          }
          const line = buffer.indexOf('\r\n');
          if (line < 0) return;
          const command = buffer.slice(0, line).toUpperCase();
          buffer = buffer.slice(line + 2);
          if (command.startsWith('EHLO')) socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (command.startsWith('DATA')) {
            data = '';
            socket.write('354 go\r\n');
          } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => new Promise((done) => server.close(() => done())) })),
    );
  }

  test('a mail naming a stored file goes out with the file attached', async () => {
    const smtp = await startSmtp();
    const smtpApp = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const bytes = Buffer.from('%PDF-1.7 executed contract bytes');
      await smtpApp.storage.put('contracts/1/1/executed.pdf', bytes);
      await smtpApp.mailer.send({ to: 'carl@copy.test', subject: 'Executed', text: 'Here it is.', attachments: [{ filename: 'T-1 executed.pdf', storageKey: 'contracts/1/1/executed.pdf', contentType: 'application/pdf' }] });
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0];
      expect(message).toMatch(/Content-Disposition: attachment;\s+filename="T-1 executed.pdf"/);
      expect(message.replace(/\r\n/g, '')).toContain(bytes.toString('base64'));
      await expect(smtpApp.mailer.send({ to: 'carl@copy.test', subject: 'x', text: 'y', attachments: [{ filename: 'gone.pdf', storageKey: 'contracts/none.pdf' }] })).rejects.toThrow(/missing/);
    } finally {
      await smtpApp.close();
      await smtp.close();
    }
  });
});
