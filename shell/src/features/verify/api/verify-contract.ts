// POST contracts/verify (public): an executed contract PDF as multipart `file`, or its SHA-256 as
// JSON; the answer says genuine, modified or unknown, and for a genuine file when and by whom it was
// signed. sha256Of computes the fingerprint in the browser to show it next to the answer.
import { callEndpoint } from 'shared-auth';
import { contractEndpoints, type ContractVerification } from 'shared-contract';

export async function verifyContractFile(file: File): Promise<ContractVerification> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await callEndpoint(contractEndpoints.verifyContract, { body: form })).data as ContractVerification;
}

export async function verifyContractHash(sha256: string): Promise<ContractVerification> {
  return (await callEndpoint(contractEndpoints.verifyContract, { body: { sha256 } })).data as ContractVerification;
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** The file's SHA-256 as lowercase hex, or null where the browser cannot compute it (no secure context). */
export async function sha256Of(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await readBytes(file));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
