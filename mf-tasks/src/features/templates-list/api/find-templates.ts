// The templates list (GET /api/v2/templates): paged (per_page, current_page), searched, filtered
// (type, date modified), sorted, in the library view the side panel chose.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';
import type { LibraryView } from '../types/library-view';

const endpoint = templateEndpoints.listTemplates;

/** The list's query: v2 names the page current_page; the view adds view, collection_id or label_id. */
export function templateListQuery(params: ListParams, view: LibraryView): URLSearchParams {
  const query = toListSearchParams(params);
  query.set('current_page', query.get('page') ?? '1');
  query.delete('page');
  if (view.kind === 'favorites' || view.kind === 'archived') query.set('view', view.kind);
  if (view.kind === 'collection') query.set('collection_id', String(view.id));
  if (view.kind === 'label') query.set('label_id', String(view.id));
  return query;
}

export const findTemplates = (params: ListParams, view: LibraryView) => callEndpoint(endpoint, { query: templateListQuery(params, view) });

/** Keys start with the path, so a change can revalidate every page, filter and view at once. */
export const isTemplateListKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useTemplates(params: ListParams, view: LibraryView) {
  return useSWR([endpoint.path, templateListQuery(params, view).toString()], () => findTemplates(params, view), { keepPreviousData: true });
}
