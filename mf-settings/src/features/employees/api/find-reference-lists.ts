// The lists the employee screens choose from: the company's roles, the professions reference
// list, and the invitation statuses of the reference book (key and title).
import useSWR from 'swr';
import { api, callEndpoint } from 'shared-auth';
import { API, employeeEndpoints } from 'shared-contract';

const STATUS_BOOK = `${API.referenceBook}?only=invite_employee_statuses`;

export function useRoles() {
  return useSWR(employeeEndpoints.listCompanyRoles.path, async () => (await callEndpoint(employeeEndpoints.listCompanyRoles)).data);
}

export function useProfessions() {
  return useSWR(employeeEndpoints.listProfessions.path, async () => (await callEndpoint(employeeEndpoints.listProfessions)).data);
}

export function useInviteStatuses() {
  return useSWR(STATUS_BOOK, async () => {
    const { data } = await api.get(API.referenceBook, { searchParams: { only: 'invite_employee_statuses' } }).json<{ data: { invite_employee_statuses: { key: string; title: string }[] } }>();
    return data.invite_employee_statuses;
  });
}
