// The Documents tab: the project's additional documents and its scopes' attachments in one paged
// list from one request (GET project/documents), each downloadable, deletable where the server says
// the caller may change its owner (project or scope).
import useSWR from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import { projectSetupEndpoints, scopeEndpoints, type ProjectDocumentRow } from 'shared-contract';
import { fileNameOf, saveBlob, toListSearchParams, type ListParams } from 'shared-ui';

export type ProjectDocument = ProjectDocumentRow;

/** A row's key in the table: additional documents and attachments have ids of their own. */
export const documentKey = (document: ProjectDocument) => `${document.kind}-${document.id}`;

const endpoint = scopeEndpoints.listProjectDocuments;

export function findProjectDocuments(projectId: number, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('project_id', String(projectId));
  return callEndpoint(endpoint, { query });
}

export function useProjectDocuments(projectId: number, params: ListParams) {
  return useSWR([endpoint.path, projectId, toListSearchParams(params).toString()], () => findProjectDocuments(projectId, params), { keepPreviousData: true });
}

export async function downloadProjectDocument(document: ProjectDocument): Promise<void> {
  const response =
    document.kind === 'project'
      ? await endpointRequest(projectSetupEndpoints.downloadAdditionalDocument, { params: { id: document.id }, cache: 'no-store' })
      : await endpointRequest(scopeEndpoints.downloadScopeAttachment, { params: { id: document.id }, cache: 'no-store' });
  saveBlob(await response.blob(), fileNameOf(response, document.name));
}

export async function deleteProjectDocument(document: ProjectDocument): Promise<string> {
  if (document.kind === 'project') return (await callEndpoint(projectSetupEndpoints.deleteAdditionalDocument, { params: { id: document.id } })).data.message;
  return (await callEndpoint(scopeEndpoints.deleteScopeAttachment, { body: { id: document.id } })).data.message;
}
