import { callEndpoint } from 'shared-auth';
import { authEndpoints } from 'shared-contract';

export type ContactMessageInput = { name: string; email: string; message: string };

export async function createContactMessage(input: ContactMessageInput): Promise<void> {
  await callEndpoint(authEndpoints.sendContactMessage, { body: input });
}
