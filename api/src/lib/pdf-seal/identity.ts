// The sealing identity: the key and X.509 certificate that seal executed PDFs (DOMAIN.md 5). A P12
// given by configuration (SEAL_P12_PATH + SEAL_P12_PASSWORD) or, without one, a self-signed RSA 2048
// certificate generated on first start and kept under DATA_DIR/sealing/identity.p12. Several API
// instances may start at once on the same DATA_DIR: each writes its own candidate to a temporary
// file and links it into place exclusively (link fails when the file exists), then every instance
// reads the one file that won, so all of them seal with the same identity.
import { createHash, generateKeyPair as generateKeyPairCb, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { PRODUCT_NAME } from 'shared-contract';

const generateKeyPair = promisify(generateKeyPairCb);

export const SEALING_KEY_BITS = 2048;
export const SEALING_CERTIFICATE_YEARS = 10;
export const SEALING_COMMON_NAME = `${PRODUCT_NAME} Document Sealing`;
/** Where a generated identity lives, relative to DATA_DIR. */
export const SEALING_IDENTITY_FILE = join('sealing', 'identity.p12');

export type SealingConfig = { dataDir: string; sealP12Path: string | null; sealP12Password: string };

export type SealingIdentity = {
  /** The PKCS#12 file's bytes and its password, as @signpdf/signer-p12 takes them. */
  p12: Buffer;
  passphrase: string;
  certificate: forge.pki.Certificate;
  certificatePem: string;
  /** SHA-256 of the certificate's DER, hex. */
  fingerprint: string;
  /** The certificate subject's common name. */
  commonName: string;
  source: 'configured' | 'generated';
  path: string;
};

export function certificateFingerprint(certificate: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

/** Reads a P12: its certificate that matches its private key. Throws a readable error for a wrong password or a file without a key. */
export function readP12(p12: Buffer, passphrase: string, path: string, source: SealingIdentity['source']): SealingIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  } catch (error) {
    throw new Error(`pdf-seal: cannot read the sealing P12 ${path} (wrong SEAL_P12_PASSWORD or not a PKCS#12 file): ${(error as Error).message}`);
  }
  const keyBag = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error(`pdf-seal: the sealing P12 ${path} holds no (shrouded) private key`);
  const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((bag) => bag.cert).filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const certificate = certs.find((cert) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
  });
  if (!certificate) throw new Error(`pdf-seal: the sealing P12 ${path} has no certificate for its private key`);
  const cn = certificate.subject.getField('CN') as { value?: string } | null;
  return {
    p12,
    passphrase,
    certificate,
    certificatePem: forge.pki.certificateToPem(certificate),
    fingerprint: certificateFingerprint(certificate),
    commonName: cn?.value ?? '',
    source,
    path,
  };
}

/** A new self-signed identity as P12 bytes (empty password: the file is protected by DATA_DIR's permissions). */
export async function generateSealingP12(now = new Date()): Promise<Buffer> {
  const { publicKey, privateKey } = await generateKeyPair('rsa', {
    modulusLength: SEALING_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: 16 random bytes behind a 01 byte.
  cert.serialNumber = `01${randomBytes(16).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SEALING_CERTIFICATE_YEARS);
  cert.validity.notAfter = notAfter;
  const attrs = [
    { name: 'commonName', value: SEALING_COMMON_NAME },
    { name: 'organizationName', value: PRODUCT_NAME },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], '', { algorithm: '3des', friendlyName: SEALING_COMMON_NAME });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * The identity that seals PDFs: the configured P12, else the generated one under DATA_DIR (made on
 * the first call, once, whatever the number of concurrent callers and instances).
 */
export async function loadSealingIdentity(config: SealingConfig): Promise<SealingIdentity> {
  if (config.sealP12Path) {
    const bytes = await fs.readFile(config.sealP12Path);
    return readP12(bytes, config.sealP12Password, config.sealP12Path, 'configured');
  }
  const path = join(config.dataDir, SEALING_IDENTITY_FILE);
  const existing = await fs.readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing) return readP12(existing, '', path, 'generated');

  await fs.mkdir(join(config.dataDir, 'sealing'), { recursive: true, mode: 0o700 });
  const candidate = await generateSealingP12();
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, candidate, { mode: 0o600, flag: 'wx' });
  try {
    // link() is atomic and refuses an existing target: exactly one candidate becomes the identity.
    await fs.link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(temp).catch(() => undefined);
  }
  return readP12(await fs.readFile(path), '', path, 'generated');
}
