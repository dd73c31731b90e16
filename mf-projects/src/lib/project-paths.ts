// The project area's URLs (000 section 2: /projects, new, {id} with its tabs), written once for
// links, tabs and breadcrumbs.
import { ROUTES } from 'shared-contract';

type Id = number | string;
const project = (id: Id) => `${ROUTES.projects}/${id}`;

export const PROJECT_PATHS = {
  list: ROUTES.projects,
  create: `${ROUTES.projects}/new`,
  project,
  dashboard: (id: Id) => `${project(id)}/dashboard`,
  tasks: (id: Id) => `${project(id)}/tasks`,
  scopes: (id: Id) => `${project(id)}/scopes`,
  scope: (id: Id, scopeId: Id) => `${project(id)}/scopes/${scopeId}`,
  documents: (id: Id) => `${project(id)}/documents`,
  activity: (id: Id) => `${project(id)}/activity`,
  info: (id: Id) => `${project(id)}/info`,
  infoDetails: (id: Id) => `${project(id)}/info/details`,
  infoDetailsEdit: (id: Id) => `${project(id)}/info/details/edit`,
  infoTeams: (id: Id) => `${project(id)}/info/teams`,
  infoScopeWorkflow: (id: Id) => `${project(id)}/info/scope-workflow`,
  infoContractWorkflow: (id: Id) => `${project(id)}/info/contract-workflow`,
  infoTemplateCollection: (id: Id) => `${project(id)}/info/template-collection`,
} as const;
