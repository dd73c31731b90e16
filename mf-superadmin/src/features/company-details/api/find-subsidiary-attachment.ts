// A subsidiary's attachment as a blob, with the file name its download names.
import { endpointRequest } from 'shared-auth';
import { settingsAccountEndpoints } from 'shared-contract';

export async function findSubsidiaryAttachment(subsidiaryId: number): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await endpointRequest(settingsAccountEndpoints.downloadSubsidiaryAttachment, { params: { id: subsidiaryId }, cache: 'no-cache' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match ? decodeURIComponent(match[1]) : null };
}
