// Delete a collection; its templates are kept.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function deleteCollection(id: number): Promise<string> {
  return (await callEndpoint(templateEndpoints.deleteCollection, { params: { id } })).data.message;
}
