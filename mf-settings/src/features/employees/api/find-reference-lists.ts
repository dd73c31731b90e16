// The lists the employee screens choose from: the company's roles, the professions reference
// list, and the invitation statuses of the reference book (key and title).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints, referenceBookEndpoints } from 'shared-contract';

const STATUS_BOOK = `${referenceBookEndpoints.listReferenceBooks.path}?only=invite_employee_statuses`;

export function useRoles() {
  return useSWR(employeeEndpoints.listCompanyRoles.path, async () => (await callEndpoint(employeeEndpoints.listCompanyRoles)).data);
}

export function useProfessions() {
  return useSWR(employeeEndpoints.listProfessions.path, async () => (await callEndpoint(employeeEndpoints.listProfessions)).data);
}

export function useInviteStatuses() {
  return useSWR(STATUS_BOOK, async () => {
    const { data } = await callEndpoint(referenceBookEndpoints.listReferenceBooks, { query: { only: 'invite_employee_statuses' } });
    return data.invite_employee_statuses ?? [];
  });
}
