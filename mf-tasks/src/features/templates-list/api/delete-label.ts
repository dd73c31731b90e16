// Delete a label (it comes off its templates).
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function deleteLabel(id: number): Promise<string> {
  return (await callEndpoint(templateEndpoints.deleteLabel, { params: { id } })).data.message;
}
