// The Documents tab: the project's additional documents and its scopes' attachments in one list,
// each downloadable, deletable where the caller may change its owner (project or scope).
import useSWR from 'swr';
import { callEndpoint, endpointRequest, normalizeError } from 'shared-auth';
import { projectSetupEndpoints, scopeEndpoints, type AdditionalDocument, type ScopeAttachment, type ScopeRow } from 'shared-contract';
import { fileNameOf, saveBlob } from 'shared-ui';

/** One row of the tab: where it comes from, and what the caller may do with it. */
export type ProjectDocument = {
  key: string;
  kind: 'project' | 'scope';
  id: number;
  name: string;
  size: number;
  /** "Project" or the scope's name. */
  source: string;
  scopeId: number | null;
  uploadedBy: string | null;
  createdAt: string;
  canDelete: boolean;
};

/** Scopes read per request (the list endpoint's page); a project has far fewer. */
const SCOPES_PAGE = 100;

async function findAdditionalDocuments(projectId: number): Promise<AdditionalDocument[]> {
  try {
    return (await callEndpoint(projectSetupEndpoints.listAdditionalDocuments, { query: { project_id: projectId } })).data;
  } catch (error) {
    // The additional documents are the owner's: a vendor of an external project gets 404 and sees the scope files only.
    if ((await normalizeError(error)).status === 404) return [];
    throw error;
  }
}

async function findScopes(projectId: number): Promise<ScopeRow[]> {
  const scopes: ScopeRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callEndpoint(scopeEndpoints.listScopes, { query: { project_id: projectId, page, per_page: SCOPES_PAGE } });
    scopes.push(...answer.data);
    if (scopes.length >= answer.total || answer.data.length === 0) return scopes;
  }
}

async function findScopeAttachments(scope: ScopeRow): Promise<ScopeAttachment[]> {
  return (await callEndpoint(scopeEndpoints.listScopeAttachments, { query: { scope_id: scope.id } })).data;
}

export async function findProjectDocuments(projectId: number, canUpdateProject: boolean): Promise<ProjectDocument[]> {
  const [documents, scopes] = await Promise.all([findAdditionalDocuments(projectId), findScopes(projectId)]);
  const attachments = await Promise.all(scopes.map(async (scope) => ({ scope, files: await findScopeAttachments(scope) })));
  const rows: ProjectDocument[] = [
    ...documents.map((d) => ({
      key: `project-${d.id}`,
      kind: 'project' as const,
      id: d.id,
      name: d.name,
      size: d.size,
      source: 'Project',
      scopeId: null,
      uploadedBy: d.uploaded_by?.full_name ?? null,
      createdAt: d.created_at,
      canDelete: canUpdateProject,
    })),
    ...attachments.flatMap(({ scope, files }) =>
      files.map((f) => ({
        key: `scope-${f.id}`,
        kind: 'scope' as const,
        id: f.id,
        name: f.name,
        size: f.size,
        source: scope.name,
        scopeId: scope.id,
        uploadedBy: f.uploaded_by,
        createdAt: f.created_at,
        canDelete: scope.can.update,
      })),
    ),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const projectDocumentsKey = (projectId: number) => ['project-documents', projectId] as const;

export function useProjectDocuments(projectId: number, canUpdateProject: boolean) {
  return useSWR([...projectDocumentsKey(projectId), canUpdateProject], () => findProjectDocuments(projectId, canUpdateProject));
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
