// A scope's attachments: check a file before sending it, add, delete, download.
import { callEndpoint, endpointRequest } from 'shared-auth';
import { scopeEndpoints } from 'shared-contract';
import { fileNameOf, saveBlob } from 'shared-ui';

/** Whether the server takes this file (extension, 10 MB): resolves, or rejects with the 422 on `file`. */
export function checkScopeAttachment(file: { name: string; size: number }) {
  return callEndpoint(scopeEndpoints.checkScopeAttachment, { body: { name: file.name, size: file.size } });
}

/** Multipart: scope_id and the files as attachments[]; the bulk upload sends one file per request. */
export function addScopeAttachments(scopeId: number, files: readonly File[]) {
  const form = new FormData();
  form.append('scope_id', String(scopeId));
  for (const file of files) form.append('attachments[]', file, file.name);
  return callEndpoint(scopeEndpoints.addScopeAttachments, { body: form });
}

export async function deleteScopeAttachment(id: number): Promise<string> {
  return (await callEndpoint(scopeEndpoints.deleteScopeAttachment, { body: { id } })).data.message;
}

export async function downloadScopeAttachment(id: number, fallbackName: string) {
  const response = await endpointRequest(scopeEndpoints.downloadScopeAttachment, { params: { id } });
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}
