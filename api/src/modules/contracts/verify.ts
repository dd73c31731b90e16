// The public verification of an executed contract (issue 16: "a public verify page takes an executed
// PDF or its hash and says whether it is genuine, unmodified, and when and by whom it was signed,
// without revealing its content"). Genuine: the SHA-256 is an executed round's. Modified: a file that
// is not, yet carries our seal (its digest no longer matches, or bytes were added after it), or names
// in its Info the frozen document of an executed round. Unknown: anything else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES, CONTRACT_VERIFY_MAX_BYTES, uploadSizeMessage, type ContractVerification } from 'shared-contract';
import { contractRounds } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { readSealedDocumentSha256, sha256Hex, verifySealedPdf } from '../../lib/pdf-seal';
import { findRoundSigners, sealingIdentityOf, signerName } from './seal';


/** The uploaded PDF of a multipart request (field `file`): 422 on `file` when it is missing, too large or not a PDF. */
export async function readVerifyUpload(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: CONTRACT_VERIFY_MAX_BYTES, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fieldError('file', CONTRACT_MESSAGES.verifyInput);
    throw error;
  }
  if (!part || part.fieldname !== 'file') throw fieldError('file', CONTRACT_MESSAGES.verifyInput);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', uploadSizeMessage(CONTRACT_VERIFY_MAX_BYTES));
    throw error;
  }
  // What the file is, not what it is called: a PDF starts with %PDF- (within its first KB).
  if (bytes.length === 0 || !bytes.subarray(0, 1024).includes('%PDF-')) throw fieldError('file', CONTRACT_MESSAGES.verifyFileType);
  return bytes;
}

/** The executed round whose sealed PDF has this SHA-256, if any. */
async function findExecutedRound(app: FastifyInstance, column: 'executed' | 'document', sha256: string) {
  const [round] = await app.db
    .select()
    .from(contractRounds)
    .where(and(eq(column === 'executed' ? contractRounds.executedSha256 : contractRounds.documentSha256, sha256), eq(contractRounds.status, 'executed')))
    .orderBy(desc(contractRounds.id))
    .limit(1);
  return round ?? null;
}

async function verdict(app: FastifyInstance, sha256: string, pdfSignatureValid: boolean | null, traced: boolean): Promise<ContractVerification> {
  const round = await findExecutedRound(app, 'executed', sha256);
  if (round) {
    const signers = (await findRoundSigners(app.db, round.id)).filter((s) => s.signedAt);
    return {
      result: 'genuine',
      message: CONTRACT_MESSAGES.verifyGenuine,
      sha256,
      sealed_at: round.sealedAt?.toISOString() ?? null,
      signers: signers.map((s) => ({ full_name: signerName(s), company_name: s.companyName, signed_at: s.signedAt!.toISOString() })),
      pdf_signature_valid: pdfSignatureValid,
    };
  }
  const result = traced ? 'modified' : 'unknown';
  return { result, message: result === 'modified' ? CONTRACT_MESSAGES.verifyModified : CONTRACT_MESSAGES.verifyUnknown, sha256, sealed_at: null, signers: [], pdf_signature_valid: pdfSignatureValid };
}

/** A SHA-256 alone: genuine or unknown (without the file nothing says it was changed). */
export function verifyContractHash(app: FastifyInstance, sha256: string): Promise<ContractVerification> {
  return verdict(app, sha256, null, false);
}

/** A file: its hash, its PDF signature against our sealing identity, and the document it names. */
export async function verifyContractFile(app: FastifyInstance, bytes: Buffer): Promise<ContractVerification> {
  const identity = await sealingIdentityOf(app);
  const seal = verifySealedPdf(bytes, identity);
  const pdfSignatureValid = seal.signed && seal.unmodified && seal.coversWholeFile;
  // Our seal on it (any change shows as a digest that no longer matches or bytes after the signature),
  // or, when the change broke the signature itself, the frozen document it names is one we executed.
  let traced = seal.signed;
  if (!traced) {
    const named = readSealedDocumentSha256(bytes);
    traced = named !== null && (await findExecutedRound(app, 'document', named)) !== null;
  }
  return verdict(app, sha256Hex(bytes), pdfSignatureValid, traced);
}
