// Take templates out of a collection (the templates themselves are kept).
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function removeCollectionTemplates(collectionId: number, templateIds: number[]): Promise<string> {
  return (await callEndpoint(templateEndpoints.removeCollectionTemplates, { params: { id: collectionId }, body: { template_ids: templateIds } })).message;
}
