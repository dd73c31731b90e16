// Put templates into a collection (a drop on the side panel, or the row's "Add to collection").
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function addCollectionTemplates(collectionId: number, templateIds: number[]): Promise<string> {
  return (await callEndpoint(templateEndpoints.addCollectionTemplates, { params: { id: collectionId }, body: { template_ids: templateIds } })).message;
}
