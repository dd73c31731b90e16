// A network company: its card (offices, primary contact), its users (one company's page, one user)
// and the caller's private notes about it.
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint } from 'shared-auth';
import { endpointUrl, networkEndpoints as endpoints } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export function useCompanyDetails(id: string) {
  return useSWR(endpointUrl(endpoints.findCompanyDetails, { id }), async () => (await callEndpoint(endpoints.findCompanyDetails, { params: { id } })).data);
}

const notesKey = (companyId: string | number) => [endpoints.listNotes.path, String(companyId)];

export function useCompanyNotes(companyId: string) {
  return useSWR(notesKey(companyId), async () => (await callEndpoint(endpoints.listNotes, { query: { company_id: companyId } })).data);
}

export function useNoteActions(companyId: string) {
  const { mutate } = useSWRConfig();
  const reload = () => void mutate(notesKey(companyId)).catch(() => undefined);
  return {
    create: async (body: string) => {
      const saved = await callEndpoint(endpoints.createNote, { body: { company_id: Number(companyId), body } });
      reload();
      return saved.message;
    },
    update: async (id: number, body: string) => {
      const saved = await callEndpoint(endpoints.updateNote, { params: { id }, body: { body } });
      reload();
      return saved.message;
    },
    remove: async (id: number) => {
      const { data } = await callEndpoint(endpoints.deleteNote, { params: { id } });
      reload();
      return data.message;
    },
  };
}

export function useCompanyUsers(companyId: string, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('company_id', companyId);
  return useSWR([endpoints.listCompanyUsers.path, query.toString()], () => callEndpoint(endpoints.listCompanyUsers, { query }), { keepPreviousData: true });
}

export function useCompanyUser(companyId: string, userId: string) {
  const params = { id: companyId, userId };
  return useSWR(endpointUrl(endpoints.findCompanyUser, params), async () => (await callEndpoint(endpoints.findCompanyUser, { params })).data);
}
