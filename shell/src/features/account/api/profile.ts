// My Profile calls (000 section 7): users/profile/show, save, upload-photo, check-password,
// change-password, change-email; and the professions reference list the form offers.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { employeeEndpoints, profileEndpoints, type CurrentUser, type ProfileSaveInput } from 'shared-contract';

export const PROFILE_KEY = profileEndpoints.findProfile.path;

export function useProfile() {
  return useSWR(PROFILE_KEY, async () => (await callEndpoint(profileEndpoints.findProfile)).data);
}

export function useProfessions() {
  return useSWR(employeeEndpoints.listProfessions.path, async () => (await callEndpoint(employeeEndpoints.listProfessions)).data);
}

export function saveProfile(input: ProfileSaveInput) {
  return callEndpoint(profileEndpoints.saveProfile, { body: input });
}

export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return callEndpoint(profileEndpoints.uploadProfilePhoto, { body });
}

export async function checkPassword(currentPassword: string): Promise<void> {
  await callEndpoint(profileEndpoints.checkPassword, { body: { current_password: currentPassword } });
}

export async function changePassword(input: { current_password: string; password: string; password_confirmation: string }): Promise<string> {
  return (await callEndpoint(profileEndpoints.changePassword, { body: input })).data.message;
}

export async function changeEmail(input: { email: string; current_password: string }): Promise<CurrentUser> {
  return (await callEndpoint(profileEndpoints.changeEmail, { body: input })).data;
}
