// The PDF digital signature that seals an executed contract (DOMAIN.md 5), and its verification.
// A detached CMS (PKCS#7) signature with SHA-256 over the bytes /ByteRange names, SubFilter
// adbe.pkcs7.detached: @signpdf's P12 signer writes the signing-time attribute and no ESS
// signing-certificate-v2, which ETSI.CAdES.detached (PAdES) requires, so adbe.pkcs7.detached is the
// honest SubFilter for what it produces; Adobe Reader validates it the same way.
import { createHash, createPublicKey, verify as cryptoVerify } from 'node:crypto';
import forge from 'node-forge';
import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { certificateFingerprint, type SealingIdentity } from './identity';

/** The SubFilter sealPdf writes. */
export const SEAL_SUBFILTER = SUBFILTER_ADOBE_PKCS7_DETACHED;
/** Bytes reserved for the CMS in /Contents (hex doubles it): one 2048-bit certificate and signature need about 1.6 KB. */
export const SEAL_SIGNATURE_LENGTH = 8192;

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type SealOptions = {
  reason: string;
  name: string;
  location?: string;
  contactInfo?: string;
  signingTime?: Date;
  /** The SHA-256 of the document that was signed (before stamping), kept in the file's Info so a changed copy can still be traced to it. */
  documentSha256?: string;
};

/** The Info key that holds SealOptions.documentSha256, as a plain literal string (sealPdf writes no object streams). */
export const SEALED_DOCUMENT_INFO_KEY = 'ContractDocumentSHA256';

/** The document SHA-256 a sealed PDF names in its Info (see SealOptions.documentSha256), read from the raw bytes: it survives a change elsewhere in the file. */
export function readSealedDocumentSha256(input: Uint8Array): string | null {
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
  const found = [...text.matchAll(new RegExp(`/${SEALED_DOCUMENT_INFO_KEY}\\s*\\(([0-9a-f]{64})\\)`, 'g'))].at(-1);
  return found ? found[1] : null;
}

/** Signs the whole PDF with the sealing identity; returns the sealed bytes (an invisible signature field on page 1). */
export async function sealPdf(pdf: Uint8Array, identity: SealingIdentity, options: SealOptions): Promise<Buffer> {
  const signingTime = options.signingTime ?? new Date();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  if (options.documentSha256) {
    if (!/^[0-9a-f]{64}$/.test(options.documentSha256)) throw new Error('pdf-seal: documentSha256 must be 64 lowercase hex characters');
    // setProducer makes sure the Info dictionary exists; the key itself is not one pdf-lib has a setter for.
    doc.setProducer(doc.getProducer() ?? identity.commonName);
    const info = doc.context.lookup(doc.context.trailerInfo.Info) as PDFDict;
    info.set(PDFName.of(SEALED_DOCUMENT_INFO_KEY), PDFString.of(options.documentSha256));
  }
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: options.reason,
    name: options.name,
    location: options.location ?? '',
    contactInfo: options.contactInfo ?? '',
    signingTime,
    signatureLength: SEAL_SIGNATURE_LENGTH,
    subFilter: SEAL_SUBFILTER,
    appName: identity.commonName,
  });
  // No object streams: the signature dictionary must stay plain text for /ByteRange to be filled in.
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase });
  return signpdf.sign(withPlaceholder, signer, signingTime);
}

export type SealVerification = {
  /** A signature from a trusted certificate whose CMS signature is valid. */
  signed: boolean;
  /** The signed bytes are unchanged (their SHA-256 is the CMS message digest). Bytes outside /ByteRange are not judged here: see coversWholeFile. */
  unmodified: boolean;
  /** The last signature's /ByteRange covers the whole file but its /Contents: nothing was appended after sealing. */
  coversWholeFile: boolean;
  signedAt?: string;
  signerName?: string;
  /** SHA-256 of the whole file as given, hex. */
  documentHash: string;
};

type Trust = SealingIdentity | Array<string | forge.pki.Certificate>;

const OID_MESSAGE_DIGEST = forge.pki.oids.messageDigest;
const OID_SIGNING_TIME = forge.pki.oids.signingTime;
const DIGESTS: Record<string, string> = { [forge.pki.oids.sha256]: 'sha256', [forge.pki.oids.sha384]: 'sha384', [forge.pki.oids.sha512]: 'sha512', [forge.pki.oids.sha1]: 'sha1' };

function trustedFingerprints(trust: Trust): Set<string> {
  const list = Array.isArray(trust) ? trust : [trust.certificate];
  return new Set(list.map((cert) => certificateFingerprint(typeof cert === 'string' ? forge.pki.certificateFromPem(cert) : cert)));
}

/** The last /ByteRange [a b c d] in the file and the hex /Contents between b and c. */
function lastSignature(bytes: Buffer): { range: [number, number, number, number]; contents: Buffer } | null {
  const text = bytes.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return null;
  const range = [Number(last[1]), Number(last[2]), Number(last[3]), Number(last[4])] as [number, number, number, number];
  const [start, length, next, nextLength] = range;
  if (start !== 0 || length <= 0 || next <= length || nextLength < 0 || next + nextLength > bytes.length) return null;
  const hole = text.slice(length, next);
  const hex = /^<([0-9a-fA-F]*)>$/.exec(hole);
  if (!hex) return null;
  // The CMS is padded with zeros to the reserved length: keep the DER SEQUENCE's own length.
  const padded = Buffer.from(hex[1].length % 2 ? `${hex[1]}0` : hex[1], 'hex');
  const derLength = sequenceLength(padded);
  if (derLength === null) return null;
  return { range, contents: padded.subarray(0, derLength) };
}

/** The total length of the DER SEQUENCE at the start of bytes (tag, length, content), or null. */
function sequenceLength(bytes: Buffer): number | null {
  if (bytes.length < 2 || bytes[0] !== 0x30) return null;
  const first = bytes[1];
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || bytes.length < 2 + count) return null;
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + bytes[2 + i];
  const total = 2 + count + length;
  return total <= bytes.length ? total : null;
}

type Attribute = { oid: string; values: forge.asn1.Asn1[] };

function readAttributes(node: forge.asn1.Asn1): Attribute[] {
  return (node.value as forge.asn1.Asn1[]).map((attr) => {
    const [oid, set] = attr.value as forge.asn1.Asn1[];
    return { oid: forge.asn1.derToOid(oid.value as string), values: set.value as forge.asn1.Asn1[] };
  });
}

/**
 * Checks a sealed PDF: the last signature's CMS message digest against the bytes /ByteRange covers,
 * the CMS signature against the signer's certificate, and that certificate against the trusted ones.
 * Never throws for a malformed file: it reads as not signed.
 */
export function verifySealedPdf(input: Uint8Array, trust: Trust): SealVerification {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const documentHash = sha256Hex(bytes);
  const none: SealVerification = { signed: false, unmodified: false, coversWholeFile: false, documentHash };
  const found = lastSignature(bytes);
  if (!found) return none;
  const [, length, next, nextLength] = found.range;
  const coversWholeFile = next + nextLength === bytes.length;
  try {
    const cms = forge.asn1.fromDer(forge.util.createBuffer(found.contents.toString('binary')), false);
    const message = forge.pkcs7.messageFromAsn1(cms) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos?: forge.asn1.Asn1[] } };
    // rawCapture.signerInfos holds the SignerInfos SET's content; its first SignerInfo is the seal's.
    const signerInfo = message.rawCapture.signerInfos?.[0];
    if (!signerInfo) return { ...none, coversWholeFile };
    const parts = signerInfo.value as forge.asn1.Asn1[];
    const sid = parts[1].value as forge.asn1.Asn1[];
    const serial = forge.util.bytesToHex(sid[1].value as string).replace(/^0+/, '');
    const digestOid = forge.asn1.derToOid((parts[2].value as forge.asn1.Asn1[])[0].value as string);
    const signedAttrs = parts.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0);
    const signature = parts.find((part) => part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING);
    const digest = DIGESTS[digestOid];
    if (!signedAttrs || !signature || !digest) return { ...none, coversWholeFile };
    const certificate = message.certificates.find((cert) => cert.serialNumber.replace(/^0+/, '') === serial);
    if (!certificate) return { ...none, coversWholeFile };

    const attributes = readAttributes(signedAttrs);
    const messageDigest = attributes.find((attr) => attr.oid === OID_MESSAGE_DIGEST)?.values[0]?.value as string | undefined;
    const covered = createHash(digest).update(bytes.subarray(0, length)).update(bytes.subarray(next, next + nextLength)).digest();
    const unmodified = messageDigest !== undefined && Buffer.from(messageDigest, 'binary').equals(covered);

    // The signature is over the DER of the signed attributes as a SET OF (RFC 5652 5.4).
    const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, signedAttrs.value as forge.asn1.Asn1[]);
    const signedBytes = Buffer.from(forge.asn1.toDer(asSet).getBytes(), 'binary');
    const publicKey = createPublicKey(forge.pki.publicKeyToPem(certificate.publicKey));
    const validSignature = cryptoVerify(digest, signedBytes, publicKey, Buffer.from(signature.value as string, 'binary'));
    const trusted = trustedFingerprints(trust).has(certificateFingerprint(certificate));

    const time = attributes.find((attr) => attr.oid === OID_SIGNING_TIME)?.values[0];
    let signedAt: string | undefined;
    if (time) {
      const date = time.type === forge.asn1.Type.UTCTIME ? forge.asn1.utcTimeToDate(time.value as string) : forge.asn1.generalizedTimeToDate(time.value as string);
      signedAt = date.toISOString();
    }
    const cn = certificate.subject.getField('CN') as { value?: string } | null;
    const signed = validSignature && trusted;
    return { signed, unmodified: signed && unmodified, coversWholeFile, signedAt, signerName: cn?.value, documentHash };
  } catch {
    return { ...none, coversWholeFile };
  }
}
