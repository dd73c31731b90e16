// Import of companies: POST company/network/import/preview (multipart, the file) and
// POST company/network/import/{id}/confirm (sends the invitations of the new rows, all or nothing).
import { api } from 'shared-auth';
import { API, type ImportPreview } from 'shared-contract';

export async function previewImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post(API.network.importPreview, { body }).json<{ data: ImportPreview }>();
  return data;
}

export async function confirmImport(id: number): Promise<{ message: string; count: number }> {
  const { data } = await api.post(API.network.importConfirm(id)).json<{ data: { message: string; count: number } }>();
  return data;
}
