// Rename a template, a collection or a label (PUT library/items/rename with entity, entity_id, name).
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type LibraryEntity } from 'shared-contract';

export async function renameLibraryItem(entity: LibraryEntity, id: number, name: string): Promise<string> {
  return (await callEndpoint(templateEndpoints.renameLibraryItem, { body: { entity, entity_id: id, name } })).data.message;
}
