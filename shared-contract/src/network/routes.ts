// Paths of the network screens (the sign-in page's failed redirection, notification links, the
// invitation page): plain strings, apart from the network's schemas.
/** Paths of the network screens (the remote is mounted at /companies/* and /users/*). */
export const NETWORK_ROUTES = {
  existing: '/companies',
  invited: '/companies/invited',
  /** Requests from other companies to join their network (accept or decline). */
  requests: '/companies/requests',
  invite: '/companies/invite',
  import: '/companies/import',
  company: (id: number | string) => `/companies/${id}`,
  companyInfo: (id: number | string) => `/companies/${id}/info`,
  companyNotes: (id: number | string) => `/companies/${id}/notes`,
  companyUsers: (id: number | string) => `/companies/${id}/users`,
  companyUser: (id: number | string, userId: number | string) => `/companies/${id}/users/${userId}`,
  users: '/users',
  sendCommunication: '/users/send-communication',
  /** The server-rendered page a network invitation mail links to (accept or decline). */
  invitationPage: '/company-invitation',
} as const;
