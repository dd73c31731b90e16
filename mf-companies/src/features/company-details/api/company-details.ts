// A network company: GET company/network/companies/{id} (card, offices, primary contact), its users
// (GET company/get-users, GET company/network/companies/{id}/users/{user_id}) and the caller's private
// notes about it (company/notes/*).
import useSWR, { useSWRConfig } from 'swr';
import { api } from 'shared-auth';
import { API, type CompanyNote, type NetworkCompanyDetails, type NetworkUserRow, type PagedResponse } from 'shared-contract';
import { toListSearchParams, type ListParams } from 'shared-ui';

export function useCompanyDetails(id: string) {
  return useSWR(API.network.company(id), () => api.get(API.network.company(id)).json<{ data: NetworkCompanyDetails }>().then((r) => r.data));
}

const notesKey = (companyId: string | number) => [API.companyNotes.list, String(companyId)];

export function useCompanyNotes(companyId: string) {
  return useSWR(notesKey(companyId), () =>
    api.get(API.companyNotes.list, { searchParams: { company_id: companyId } }).json<{ data: CompanyNote[] }>().then((r) => r.data),
  );
}

type Saved = { data: CompanyNote; message: string };

export function useNoteActions(companyId: string) {
  const { mutate } = useSWRConfig();
  const reload = () => void mutate(notesKey(companyId)).catch(() => undefined);
  return {
    create: async (body: string) => {
      const saved = await api.post(API.companyNotes.create, { json: { company_id: Number(companyId), body } }).json<Saved>();
      reload();
      return saved.message;
    },
    update: async (id: number, body: string) => {
      const saved = await api.put(API.companyNotes.update(id), { json: { body } }).json<Saved>();
      reload();
      return saved.message;
    },
    remove: async (id: number) => {
      const { data } = await api.delete(API.companyNotes.delete(id)).json<{ data: { message: string } }>();
      reload();
      return data.message;
    },
  };
}

export function useCompanyUsers(companyId: string, params: ListParams) {
  const query = toListSearchParams(params);
  query.set('company_id', companyId);
  return useSWR([API.network.companyUsers, query.toString()], () => api.get(API.network.companyUsers, { searchParams: query }).json<PagedResponse<NetworkUserRow>>(), {
    keepPreviousData: true,
  });
}

export function useCompanyUser(companyId: string, userId: string) {
  const path = API.network.companyUser(companyId, userId);
  return useSWR(path, () => api.get(path).json<{ data: NetworkUserRow }>().then((r) => r.data));
}
