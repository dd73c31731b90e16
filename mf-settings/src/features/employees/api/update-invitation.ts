// Resend or cancel an employee invitation.
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints } from 'shared-contract';

export async function resendInvitation(id: number): Promise<string> {
  return (await callEndpoint(employeeEndpoints.resendInvitation, { params: { id } })).data.message;
}

export async function cancelInvitation(id: number): Promise<string> {
  return (await callEndpoint(employeeEndpoints.cancelInvitation, { params: { id } })).data.message;
}
