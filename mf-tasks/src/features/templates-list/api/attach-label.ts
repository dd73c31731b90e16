// Put a label on templates.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function attachLabel(labelId: number, templateIds: number[]): Promise<string> {
  return (await callEndpoint(templateEndpoints.attachLabel, { params: { id: labelId }, body: { template_ids: templateIds } })).data.message;
}
