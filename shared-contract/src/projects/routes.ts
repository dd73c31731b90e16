// Paths of the project screens (the remote is mounted at /projects/*): list links, notification
// links and the global search's rows share them.
export const PROJECT_ROUTES = {
  list: '/projects',
  /** The creation wizard; with a draft's id it resumes the draft at its step (DOMAIN 3). */
  create: '/projects/new',
  resumeDraft: (id: number | string) => `/projects/new?project_id=${id}`,
  project: (id: number | string) => `/projects/${id}`,
  details: (id: number | string) => `/projects/${id}/info/details`,
  scopes: (id: number | string) => `/projects/${id}/scopes`,
  scope: (id: number | string, scopeId: number | string) => `/projects/${id}/scopes/${scopeId}`,
} as const;
