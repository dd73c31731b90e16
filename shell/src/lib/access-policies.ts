// Who may open which area of the shell: one map read by the route guards and the sidebar, so a
// link is only shown where its route lets the user in (000 section 6, 001 section 6).
import { PERMISSIONS } from 'shared-contract';
import type { PermissionCheck } from 'shared-auth';

export const ACCESS_POLICIES = {
  projectsView: { permission: PERMISSIONS.PROJECTS_VIEW },
  tasksView: { permission: PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW },
  companiesView: { permission: PERMISSIONS.COMPANIES_VIEW },
  usersView: { permission: PERMISSIONS.USERS_VIEW },
  templatesView: { permission: PERMISSIONS.TEMPLATES_VIEW },
  /** The spec's "dashboard view" ability: the dashboard shows insights and reports. */
  dashboardView: { permission: PERMISSIONS.INSIGHTS_N_REPORTS_VIEW },
  /** The spec's "setting view" ability: Settings is the account setup and configuration area. */
  settingsView: { permission: PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW },
} as const satisfies Record<string, PermissionCheck>;

export type AccessPolicy = keyof typeof ACCESS_POLICIES;

