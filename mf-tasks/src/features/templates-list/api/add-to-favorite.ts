// The favorite star (library/items/add-to-favorite): sets the user's favorite on or off.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';

export async function setFavorite(templateId: number, favorite: boolean) {
  return (await callEndpoint(templateEndpoints.addToFavorite, { body: { template_id: templateId, favorite } })).data;
}
