// Import of companies: the preview (multipart, the file) and the confirmation (sends the invitations
// of the new rows, all or nothing).
import { callEndpoint } from 'shared-auth';
import { networkEndpoints as endpoints, type ImportPreview } from 'shared-contract';

export async function previewImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return (await callEndpoint(endpoints.previewImport, { body })).data;
}

export async function confirmImport(id: number): Promise<{ message: string; count: number }> {
  return (await callEndpoint(endpoints.confirmImport, { params: { id } })).data;
}
