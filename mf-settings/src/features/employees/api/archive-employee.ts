// POST users/{user_id}/archive and users/{user_id}/restore: each answers with its message.
import { api } from 'shared-auth';
import { API } from 'shared-contract';

export async function archiveEmployee(id: number): Promise<string> {
  return (await api.post(API.employees.archive(id)).json<{ data: { message: string } }>()).data.message;
}

export async function restoreEmployee(id: number): Promise<string> {
  return (await api.post(API.employees.restore(id)).json<{ data: { message: string } }>()).data.message;
}
