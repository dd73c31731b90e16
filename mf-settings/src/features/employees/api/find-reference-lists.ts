// The lists the employee screens choose from: the company's roles, the professions reference
// list, and the invitation statuses of the reference book (key and title).
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type Profession, type RoleOption } from 'shared-contract';

const STATUS_BOOK = `${API.referenceBook}?only=invite_employee_statuses`;

export function useRoles() {
  return useSWR(API.employees.roles, async () => (await api.get(API.employees.roles).json<{ data: RoleOption[] }>()).data);
}

export function useProfessions() {
  return useSWR(API.employees.professions, async () => (await api.get(API.employees.professions).json<{ data: Profession[] }>()).data);
}

export function useInviteStatuses() {
  return useSWR(STATUS_BOOK, async () => {
    const { data } = await api.get(API.referenceBook, { searchParams: { only: 'invite_employee_statuses' } }).json<{ data: { invite_employee_statuses: { key: string; title: string }[] } }>();
    return data.invite_employee_statuses;
  });
}
