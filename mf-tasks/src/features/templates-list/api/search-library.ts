// Find templates, collections and labels by name (POST library/items/search).
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type LibrarySearchResult } from 'shared-contract';

export async function searchLibrary(search: string, signal?: AbortSignal): Promise<LibrarySearchResult[]> {
  return (await callEndpoint(templateEndpoints.searchLibrary, { body: { search }, signal })).data;
}
