// Archive ("delete" archives, DOMAIN 3) and restore a project: each answers with its message.
import { callEndpoint } from 'shared-auth';
import { projectEndpoints } from 'shared-contract';

export async function archiveProject(id: number): Promise<string> {
  return (await callEndpoint(projectEndpoints.archiveProject, { params: { id } })).message;
}

export async function restoreProject(id: number): Promise<string> {
  return (await callEndpoint(projectEndpoints.restoreProject, { params: { id } })).message;
}
