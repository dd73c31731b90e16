// GET /api/v2/subsidiary-companies/{id}/download-attachment: the subsidiary's file as a blob.
import { apiV2 } from 'shared-auth';

export async function findSubsidiaryAttachment(subsidiaryId: number): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiV2.get(`subsidiary-companies/${subsidiaryId}/download-attachment`, { cache: 'no-cache' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match ? decodeURIComponent(match[1]) : null };
}
