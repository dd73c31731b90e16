import { api } from 'shared-auth';
import { API } from 'shared-contract';

export type ContactMessageInput = { name: string; email: string; message: string };

export async function createContactMessage(input: ContactMessageInput): Promise<void> {
  await api.post(API.contactForm, { json: input });
}
