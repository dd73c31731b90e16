// Settings > Project > Requirement Templates: GET settings/project/requirement-templates; POST create,
// edit/{id}, delete/{id} (taskEndpoints); the company's templates the requirement may name.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { taskEndpoints as endpoints, templateEndpoints, type RequirementTemplateInput } from 'shared-contract';

export function useRequirementTemplates() {
  return useSWR(endpoints.listRequirementTemplates.path, async () => (await callEndpoint(endpoints.listRequirementTemplates)).data);
}

/** The company's active templates (name order), to pick the one a requirement's tasks are made from. */
export function useTemplateChoices() {
  return useSWR([templateEndpoints.listTemplates.path, 'requirement-choices'], async () =>
    (await callEndpoint(templateEndpoints.listTemplates, { query: { per_page: 100, current_page: 1, sort_field: 'name', sort_direction: 'asc' } })).data.map((t) => ({ id: t.id, name: t.name, type: t.type })),
  );
}

export const createRequirementTemplate = (input: RequirementTemplateInput) => callEndpoint(endpoints.createRequirementTemplate, { body: input });
export const updateRequirementTemplate = (id: number, input: RequirementTemplateInput) => callEndpoint(endpoints.updateRequirementTemplate, { params: { id }, body: input });
export async function deleteRequirementTemplate(id: number): Promise<string> {
  return (await callEndpoint(endpoints.deleteRequirementTemplate, { params: { id } })).data.message;
}
