// Take a label off templates.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function detachLabel(labelId: number, templateIds: number[]): Promise<string> {
  return (await callEndpoint(templateEndpoints.detachLabel, { params: { id: labelId }, body: { template_ids: templateIds } })).data.message;
}
