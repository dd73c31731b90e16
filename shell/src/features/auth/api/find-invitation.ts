import { api } from 'shared-auth';
import { API } from 'shared-contract';
import type { Invitation } from '../types/invitation';

/** The invitation behind a sign-up link; 410 when the link has expired. */
export async function findInvitation(token: string): Promise<Invitation> {
  const { data } = await api.get(API.signUpInvitation, { searchParams: { token } }).json<{ data: Invitation }>();
  return data;
}
