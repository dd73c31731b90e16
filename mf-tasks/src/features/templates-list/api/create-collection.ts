// Create a collection (library/collection/create), optionally with templates in it.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function createCollection(name: string, templateIds: number[] = []) {
  return callEndpoint(templateEndpoints.createCollection, { body: { name, template_ids: templateIds } });
}
