// My Profile calls (000 section 7): users/profile/show, save, upload-photo, check-password,
// change-password, change-email; and the professions reference list the form offers.
import useSWR from 'swr';
import { api, callEndpoint } from 'shared-auth';
import { API, employeeEndpoints, type CurrentUser, type Profession, type Profile, type ProfileSaveInput } from 'shared-contract';

export const PROFILE_KEY = API.profile.show;

export function useProfile() {
  return useSWR(PROFILE_KEY, async () => (await api.get(API.profile.show).json<{ data: Profile }>()).data);
}

export function useProfessions() {
  return useSWR(employeeEndpoints.listProfessions.path, async () => (await callEndpoint(employeeEndpoints.listProfessions)).data);
}

export async function saveProfile(input: ProfileSaveInput): Promise<{ data: Profile; message: string }> {
  return api.post(API.profile.save, { json: input }).json<{ data: Profile; message: string }>();
}

export async function uploadPhoto(file: File): Promise<{ data: { photo: string }; message: string }> {
  const body = new FormData();
  body.append('photo', file);
  return api.post(API.profile.uploadPhoto, { body }).json<{ data: { photo: string }; message: string }>();
}

export async function checkPassword(currentPassword: string): Promise<void> {
  await api.post(API.profile.checkPassword, { json: { current_password: currentPassword } });
}

export async function changePassword(input: { current_password: string; password: string; password_confirmation: string }): Promise<string> {
  return (await api.post(API.profile.changePassword, { json: input }).json<{ data: { message: string } }>()).data.message;
}

export async function changeEmail(input: { email: string; current_password: string }): Promise<CurrentUser> {
  return (await api.post(API.profile.changeEmail, { json: input }).json<{ data: CurrentUser }>()).data;
}
