// The PDF sealing library (api/src/lib/pdf-seal, DOMAIN.md 5): signatures stamped into a rendered
// contract's nodes, the certificate page, the PDF digital signature and its verification, the
// sealing identity, and the audit trail's hash chain. What the PDF shows is read back from the PDF.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { renderTemplatePdfInProcess } from '../src/lib/template-pdf/render-pdf';
import {
  appendCertificatePage,
  canonicalJson,
  chainAuditEvent,
  loadSealingIdentity,
  SEAL_SUBFILTER,
  SEALING_COMMON_NAME,
  SEALING_IDENTITY_FILE,
  sealPdf,
  sha256Hex,
  stampSignatures,
  verifyAuditChain,
  verifySealedPdf,
  type SealingIdentity,
  type SignatureNode,
} from '../src/lib/pdf-seal';
import { readPdf } from './helpers/pdf-reader';
import { longContract, pngDataUrl } from './helpers/template-documents';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-seal-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const config = (dataDir: string) => ({ dataDir, sealP12Path: null, sealP12Password: '' });
const pngBytes = (width: number, height: number) => Buffer.from(pngDataUrl(width, height).split(',')[1], 'base64');
const compact = (value: string) => value.replace(/[\s\u200b]+/g, '');

/** A P12 with its own key and a password, as an operator would configure. */
function operatorP12(commonName: string, password: string): Buffer {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = '0a1b2c3d';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  cert.setIssuer([{ name: 'commonName', value: commonName }]);
  cert.sign(key, forge.md.sha256.create());
  return Buffer.from(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' })).getBytes(), 'binary');
}

let identity: SealingIdentity;
let sealed: Buffer;
let contractPages: number;
const signingTime = new Date('2026-03-02T10:15:30.000Z');
const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86';

beforeAll(async () => {
  identity = await loadSealingIdentity(config(tempDir()));
  const rendered = await renderTemplatePdfInProcess(longContract(6), { title: 'Subcontract for Bolt Electric', values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' } });
  contractPages = rendered.pageCount;
  const [internal, external] = rendered.signatureFields;
  const nodes: SignatureNode[] = [
    { ...internal, kind: 'signature', value: { type: 'typed', text: 'Alice Manager' } },
    { ...external, kind: 'signature', value: { type: 'drawn', png: pngBytes(400, 120) } },
    { page: 1, x: 400, y: 40, width: 60, height: 30, kind: 'initials', value: { type: 'typed', text: 'AM' } },
    { page: external.page, x: external.x, y: external.y + external.height + 4, width: 120, height: 20, kind: 'date', value: { type: 'date', text: '2026-03-02' } },
  ];
  const stamped = await stampSignatures(rendered.pdf, nodes);
  const documentHash = sha256Hex(rendered.pdf);
  // Enough events for the audit trail to run over more than one certificate page.
  const events = Array.from({ length: 40 }, (_, index) => ({
    action: index === 0 ? 'created' : index === 39 ? 'signed' : `viewed ${index}`,
    actor: index % 2 ? 'Bob Vendor (Bolt Electric)' : 'Alice Manager (Acme Builders)',
    email: index % 2 ? 'bob@bolt.example' : 'alice@acme.example',
    at: new Date(Date.UTC(2026, 2, 1, 9, index)).toISOString(),
    ip: '203.0.113.7',
    userAgent,
    hash: sha256Hex(`event ${index}`),
  }));
  const withCertificate = await appendCertificatePage(stamped, { title: 'Subcontract for Bolt Electric', documentHash, events });
  sealed = await sealPdf(withCertificate, identity, { reason: 'Executed contract', name: SEALING_COMMON_NAME, location: 'Contract Hub', signingTime });
}, 60_000);

describe('stamp, certificate page, seal and verify', () => {
  it('reads back as signed, unmodified and covering the whole file, by the sealing certificate at the signing time', () => {
    expect(verifySealedPdf(sealed, identity)).toEqual({
      signed: true,
      unmodified: true,
      coversWholeFile: true,
      signedAt: signingTime.toISOString(),
      signerName: SEALING_COMMON_NAME,
      documentHash: sha256Hex(sealed),
    });
    // Trust given as certificates (PEM) reads the same.
    expect(verifySealedPdf(sealed, [identity.certificatePem]).signed).toBe(true);
    // The signature dictionary names the SubFilter and a SHA-256 CMS.
    expect(sealed.toString('latin1')).toContain(`/SubFilter /${SEAL_SUBFILTER}`);
  });

  it('re-opens in pdf-lib with the contract, the stamped nodes and the certificate pages', async () => {
    const doc = await PDFDocument.load(sealed);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(contractPages + 2);
    const read = await readPdf(sealed);
    // The typed signature and initials are drawn in Times Italic; the drawn one as an image.
    const signaturePage = read.pages.find((page) => page.fonts.some((font) => font.includes('Times-Italic')) && page.imageCount > 0);
    expect(signaturePage).toBeDefined();
    expect(read.pages[0].fonts.join(' ')).toContain('Times-Italic');
    // The contract's own text is still there.
    expect(read.pages[0].text.replace(/\s+/g, ' ')).toContain('Subcontract Agreement');
  });

  it('stamps a typed name the standard font cannot draw in Roboto Italic, and refuses a node off the pages', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    const stamped = await stampSignatures(await blank.save(), [
      { page: 1, x: 72, y: 600, width: 180, height: 50, kind: 'signature', value: { type: 'typed', text: 'Łukasz Żółć' } },
      { page: 1, x: 300, y: 600, width: 180, height: 50, kind: 'signature', value: { type: 'typed', text: 'Zoë Müller' } },
    ]);
    const latin1 = Buffer.from(stamped).toString('latin1');
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Italic/);
    expect(latin1).toContain('/BaseFont /Times-Italic');
    expect((await readPdf(stamped)).pages[0].imageCount).toBe(1);
    await expect(stampSignatures(await blank.save(), [{ page: 2, x: 0, y: 0, width: 10, height: 10, kind: 'date', value: { type: 'date', text: '2026-03-02' } }])).rejects.toThrow(/page 2, the PDF has 1/);
  });

  it('lists every audit event on the certificate pages with the document hash, wrapping long values', async () => {
    const read = await readPdf(sealed);
    const certificate = read.pages.slice(contractPages);
    expect(certificate.length).toBeGreaterThanOrEqual(2);
    const text = certificate.map((page) => page.text).join('\n');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Certificate page 1 / ');
    const flat = compact(text);
    expect(flat).toContain(compact(sha256Hex((await renderTemplatePdfInProcess(longContract(6), { title: 'Subcontract for Bolt Electric', values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' } })).pdf)));
    for (let index = 0; index < 40; index += 1) expect(flat).toContain(sha256Hex(`event ${index}`));
    expect(flat).toContain('created');
    expect(flat).toContain('viewed38');
    expect(flat).toContain('bob@bolt.example');
    expect(flat).toContain('IP203.0.113.7');
    expect(flat).toContain(compact(userAgent));
  });

  it('reads a copy with one byte changed as modified', () => {
    const copy = Buffer.from(sealed);
    // A byte of the first page's content, well inside the signed range.
    const at = Math.floor(copy.toString('latin1').indexOf('/ByteRange') / 2);
    copy[at] = copy[at] ^ 0x01;
    const result = verifySealedPdf(copy, identity);
    expect(result.unmodified).toBe(false);
    expect(result.documentHash).not.toBe(sha256Hex(sealed));
  });

  it('reads bytes appended after the signature as not covering the whole file', () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% appended after sealing\n1 0 obj\n<< /Evil true >>\nendobj\n', 'latin1')]);
    const result = verifySealedPdf(appended, identity);
    expect(result.coversWholeFile).toBe(false);
    // The signed bytes themselves are intact.
    expect(result.signed).toBe(true);
    expect(result.unmodified).toBe(true);
  });

  it('does not trust another certificate, and reads a file without a signature as not signed', async () => {
    const other = await loadSealingIdentity(config(tempDir()));
    expect(other.fingerprint).not.toBe(identity.fingerprint);
    expect(verifySealedPdf(sealed, other)).toMatchObject({ signed: false, unmodified: false });
    const plain = await PDFDocument.create();
    plain.addPage();
    const bytes = await plain.save();
    expect(verifySealedPdf(bytes, identity)).toEqual({ signed: false, unmodified: false, coversWholeFile: false, documentHash: sha256Hex(bytes) });
    expect(verifySealedPdf(Buffer.from('not a pdf /ByteRange [0 5 10 2]'), identity).signed).toBe(false);
  });
});

describe('loadSealingIdentity', () => {
  it('generates one self-signed RSA 2048 identity for 10 years under DATA_DIR, once under concurrent calls', async () => {
    const dataDir = tempDir();
    const all = await Promise.all(Array.from({ length: 6 }, () => loadSealingIdentity(config(dataDir))));
    expect(new Set(all.map((one) => one.fingerprint)).size).toBe(1);
    const [first] = all;
    expect(first.source).toBe('generated');
    expect(first.path).toBe(join(dataDir, SEALING_IDENTITY_FILE));
    expect(first.commonName).toBe('Contract Hub Document Sealing');
    expect((first.certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    const { notBefore, notAfter } = first.certificate.validity;
    expect((notAfter.getTime() - notBefore.getTime()) / (365.25 * 86_400_000)).toBeCloseTo(10, 1);
    // No candidate file is left behind, and a later start reads the same identity.
    expect(readdirSync(join(dataDir, 'sealing'))).toEqual(['identity.p12']);
    expect((await loadSealingIdentity(config(dataDir))).fingerprint).toBe(first.fingerprint);
  }, 60_000);

  it('uses the configured P12 with its password, and says so when the password is wrong', async () => {
    const dataDir = tempDir();
    const path = join(dataDir, 'operator.p12');
    writeFileSync(path, operatorP12('Acme Builders Legal', 's3cret!'));
    const configured = await loadSealingIdentity({ dataDir, sealP12Path: path, sealP12Password: 's3cret!' });
    expect(configured).toMatchObject({ source: 'configured', path, commonName: 'Acme Builders Legal' });
    // Nothing is generated when a P12 is configured.
    expect(readdirSync(dataDir)).toEqual(['operator.p12']);
    const one = await sealPdf(await PDFDocument.create().then(async (doc) => { doc.addPage(); return doc.save(); }), configured, { reason: 'Executed contract', name: 'Acme Builders Legal' });
    expect(verifySealedPdf(one, configured)).toMatchObject({ signed: true, unmodified: true, coversWholeFile: true, signerName: 'Acme Builders Legal' });
    expect(verifySealedPdf(one, identity).signed).toBe(false);
    await expect(loadSealingIdentity({ dataDir, sealP12Path: path, sealP12Password: 'wrong' })).rejects.toThrow(/wrong SEAL_P12_PASSWORD/);
  }, 60_000);
});

describe('audit hash chain', () => {
  const events = [
    { action: 'created', actor: 'u1', at: '2026-03-01T09:00:00.000Z' },
    { action: 'approved', actor: 'u2', at: '2026-03-01T10:00:00.000Z', comment: 'ok' },
    { action: 'sent', actor: 'u1', at: '2026-03-01T11:00:00.000Z', signers: ['u3', 'u4'] },
    { action: 'signed', actor: 'u3', at: '2026-03-02T09:00:00.000Z', ip: '203.0.113.7', documentHash: sha256Hex('doc') },
  ];
  const chain = () => {
    let previous: string | null = null;
    return events.map((event) => {
      const hash = chainAuditEvent(previous, event);
      previous = hash;
      return { event: { ...event }, hash };
    });
  };

  it('hashes canonical JSON: key order does not matter, the previous hash does', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: undefined, x: null }], c: 'é' } })).toBe('{"a":{"c":"é","d":[2,{"x":null,"z":1}]},"b":1}');
    expect(chainAuditEvent(null, { a: 1, b: 2 })).toBe(chainAuditEvent(null, { b: 2, a: 1 }));
    expect(chainAuditEvent('0'.repeat(64), { a: 1 })).not.toBe(chainAuditEvent(null, { a: 1 }));
    expect(chainAuditEvent(null, { a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies an intact chain and finds the first tampered, removed or reordered event', () => {
    expect(verifyAuditChain(chain())).toEqual({ valid: true, brokenAt: null });
    expect(verifyAuditChain([])).toEqual({ valid: true, brokenAt: null });

    const edited = chain();
    (edited[1].event as { comment: string }).comment = 'changed later';
    expect(verifyAuditChain(edited)).toEqual({ valid: false, brokenAt: 1 });

    const removed = chain();
    removed.splice(2, 1);
    expect(verifyAuditChain(removed)).toEqual({ valid: false, brokenAt: 2 });

    const reordered = chain();
    [reordered[2], reordered[3]] = [reordered[3], reordered[2]];
    expect(verifyAuditChain(reordered)).toEqual({ valid: false, brokenAt: 2 });

    // Rehashing the edited event alone does not help: the next one breaks.
    const rehashed = chain();
    (rehashed[1].event as { comment: string }).comment = 'changed later';
    rehashed[1].hash = chainAuditEvent(rehashed[0].hash, rehashed[1].event);
    expect(verifyAuditChain(rehashed)).toEqual({ valid: false, brokenAt: 2 });
  });
});
