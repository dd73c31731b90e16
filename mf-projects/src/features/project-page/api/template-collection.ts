// The project's template collection (Info > Template collection): the chosen collection and its
// templates, the company's collections to choose from (company/templates-collection/list), the
// company's templates for a project's own collection, and the two changes (choose, create).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type ProjectTemplateCollection } from 'shared-contract';

const { findProjectCollection, listCompanyTemplateCollections, listTemplates, saveProjectCollection, createTemporaryCollection } = templateEndpoints;
/** The templates offered for a project's own collection: one page, searched. */
const TEMPLATE_CHOICES = 50;

export const projectCollectionKey = (projectId: number) => [findProjectCollection.path, projectId] as const;

/** isEnabled false asks nothing (a user without templates view). */
export function useProjectCollection(projectId: number, isEnabled = true) {
  return useSWR(isEnabled ? projectCollectionKey(projectId) : null, async () => (await callEndpoint(findProjectCollection, { params: { id: projectId } })).data);
}

export function useCompanyTemplateCollections(isEnabled: boolean) {
  return useSWR(isEnabled ? listCompanyTemplateCollections.path : null, async () => (await callEndpoint(listCompanyTemplateCollections)).data);
}

export function useTemplateChoices(search: string, isEnabled: boolean) {
  const query = { per_page: TEMPLATE_CHOICES, current_page: 1, sort_field: 'name', sort_direction: 'asc', ...(search.trim() ? { search: search.trim() } : {}) };
  return useSWR(isEnabled ? [listTemplates.path, 'project-choices', search.trim()] : null, async () => (await callEndpoint(listTemplates, { query })).data, { keepPreviousData: true });
}

export async function chooseProjectCollection(projectId: number, collectionId: number | null): Promise<{ data: ProjectTemplateCollection; message: string }> {
  return callEndpoint(saveProjectCollection, { params: { id: projectId }, body: { collection_id: collectionId } });
}

export async function createProjectCollection(projectId: number, name: string, templateIds: number[]): Promise<{ data: ProjectTemplateCollection; message: string }> {
  return callEndpoint(createTemporaryCollection, { body: { project_id: projectId, name, template_ids: templateIds } });
}
