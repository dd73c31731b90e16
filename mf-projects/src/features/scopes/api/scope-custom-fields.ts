// The scope's custom field values (entity/custom-fields with entity scope) and the company's form
// they fill (project/creation-form/section/all).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { projectSetupEndpoints } from 'shared-contract';

export function useCustomFieldSections(isEnabled: boolean) {
  return useSWR(isEnabled ? projectSetupEndpoints.listCreationFormSections.path : null, async () => (await callEndpoint(projectSetupEndpoints.listCreationFormSections)).data);
}

export function createScopeFieldValue(scopeId: number, customFieldId: number, value: string) {
  return callEndpoint(projectSetupEndpoints.createEntityValue, { body: { entity: 'scope', entity_id: scopeId, custom_field_id: customFieldId, value } });
}

export function updateScopeFieldValue(valueId: number, value: string) {
  return callEndpoint(projectSetupEndpoints.updateEntityValue, { params: { id: valueId }, body: { value } });
}

export function deleteScopeFieldValue(valueId: number) {
  return callEndpoint(projectSetupEndpoints.deleteEntityValue, { params: { id: valueId } });
}
