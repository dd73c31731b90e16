// The lists the project details form chooses from (wizard step 1 and Info > Details): the company's
// stages and owner types with their "add new", the location calls, the address search and the
// company's active employees (the project manager).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { ADDRESS_SEARCH_MIN_CHARS, projectEndpoints, projectSetupEndpoints, type Project, type ProjectInput } from 'shared-contract';

export type ProjectListKind = 'stage' | 'ownerType';

const listEndpoints = {
  stage: { list: projectEndpoints.listProjectStages, create: projectEndpoints.createProjectStage },
  ownerType: { list: projectEndpoints.listProjectOwnerTypes, create: projectEndpoints.createProjectOwnerType },
} as const;

export const projectListKey = (kind: ProjectListKind) => listEndpoints[kind].list.path;

export function useProjectList(kind: ProjectListKind) {
  return useSWR(projectListKey(kind), async () => (await callEndpoint(listEndpoints[kind].list)).data);
}

/** Adds a stage or owner type to the company's list; answers the new entry and the message. */
export async function createProjectListItem(kind: ProjectListKind, name: string) {
  return callEndpoint(listEndpoints[kind].create, { body: { name } });
}

export function useCountries() {
  return useSWR(projectEndpoints.listCountries.path, async () => (await callEndpoint(projectEndpoints.listCountries)).data);
}

export function useStates(countryId: string | null | undefined) {
  return useSWR(countryId ? [projectEndpoints.listStates.path, countryId] : null, async () => (await callEndpoint(projectEndpoints.listStates, { query: { country_id: countryId } })).data);
}

export function useCities(stateId: string | null | undefined) {
  return useSWR(stateId ? [projectEndpoints.listCities.path, stateId] : null, async () => (await callEndpoint(projectEndpoints.listCities, { query: { state_id: stateId } })).data);
}

/** Matches for the address search; nothing under the minimum length. */
export function useAddressMatches(search: string) {
  const text = search.trim();
  return useSWR(text.length >= ADDRESS_SEARCH_MIN_CHARS ? [projectEndpoints.searchAddresses.path, text] : null, async () => (await callEndpoint(projectEndpoints.searchAddresses, { query: { search: text } })).data);
}

export async function findPlaceData(placeId: string) {
  return (await callEndpoint(projectEndpoints.findPlaceData, { query: { place_id: placeId } })).data;
}

/** The company's active employees (at most 200, searched): the project manager's choices. */
export function useCompanyEmployees(search: string) {
  return useSWR([projectSetupEndpoints.listUsersForWorkflowField.path, search], async () => (await callEndpoint(projectSetupEndpoints.listUsersForWorkflowField, { query: { search } })).data, { keepPreviousData: true });
}

export async function createProject(input: ProjectInput) {
  return callEndpoint(projectEndpoints.createProject, { body: input });
}

export async function updateProject(id: number, input: ProjectInput): Promise<{ data: Project; message: string }> {
  return callEndpoint(projectEndpoints.updateProject, { params: { id }, body: input });
}
