// The scope screens' addresses inside a project (000 section 2: scopes list, new, {scopeId} edit,
// {scopeId}/upload, {scopeId}/tasks).
import { ROUTES } from 'shared-contract';

const base = (projectId: number | string) => `${ROUTES.projects}/${projectId}/scopes`;

export const SCOPE_PATHS = {
  list: base,
  create: (projectId: number | string) => `${base(projectId)}/new`,
  edit: (projectId: number | string, scopeId: number | string) => `${base(projectId)}/${scopeId}`,
  upload: (projectId: number | string, scopeId: number | string) => `${base(projectId)}/${scopeId}/upload`,
  tasks: (projectId: number | string, scopeId: number | string) => `${base(projectId)}/${scopeId}/tasks`,
};
