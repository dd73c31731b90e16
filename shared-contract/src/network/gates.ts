// Who may do what in Companies and Users (000 section 6), one map for the API guards (plugins/app/
// network-gates.ts) and mf-companies (useNetworkGates): seeing needs the view permission; acting on
// other companies needs the action's permission and never the general_view_only role, which only looks.
import { PERMISSIONS as P, hasAllPermissions } from '../permissions';

/** The role that only looks: refused every action on other companies. */
export const NETWORK_VIEW_ONLY_ROLE = 'general_view_only';

/** Every permission of `all`, and, for an action, a role other than general_view_only. */
export type NetworkGate = { readonly all: readonly string[]; readonly act: boolean };

export const NETWORK_GATES = {
  /** Companies: the network, invitations, a company's card and notes. */
  view: { all: [P.COMPANIES_VIEW], act: false },
  /** A network company's users. */
  seeUsers: { all: [P.COMPANIES_VIEW, P.USERS_VIEW], act: false },
  /** Adding companies: find, request, invite, import, answer requests. */
  add: { all: [P.COMPANIES_CREATE], act: true },
  /** Writing notes about a network company. */
  edit: { all: [P.COMPANIES_EDIT], act: true },
  remove: { all: [P.COMPANIES_DELETE], act: true },
  /** Users: the network users and their export. */
  usersView: { all: [P.USERS_VIEW], act: false },
  /** Send communication: its recipients and sent messages (reading). */
  communicationView: { all: [P.USERS_COMMUNICATION], act: false },
  /** Sending a communication. */
  communicate: { all: [P.USERS_COMMUNICATION], act: true },
} as const satisfies Record<string, NetworkGate>;

export type NetworkGateName = keyof typeof NETWORK_GATES;

/** Whether a user with these permissions and this (effective) role passes the gate. */
export function passesNetworkGate(gate: NetworkGate, who: { permissions: readonly string[]; role: string | null } | null | undefined): boolean {
  if (!who) return false;
  if (gate.act && who.role === NETWORK_VIEW_ONLY_ROLE) return false;
  return hasAllPermissions(who.permissions, gate.all);
}
