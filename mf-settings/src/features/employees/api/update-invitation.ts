// POST employees/invitations/{id}/resend and .../cancel.
import { api } from 'shared-auth';
import { API } from 'shared-contract';

export async function resendInvitation(id: number): Promise<string> {
  return (await api.post(API.employees.resendInvitation(id)).json<{ data: { message: string } }>()).data.message;
}

export async function cancelInvitation(id: number): Promise<string> {
  return (await api.post(API.employees.cancelInvitation(id)).json<{ data: { message: string } }>()).data.message;
}
