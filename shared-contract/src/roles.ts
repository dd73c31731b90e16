// Roles and their default permission groups (DOMAIN.md section 2).
import { ALL_PERMISSION_KEYS, PERMISSION_AREAS, withRequiredPermissions, type PermissionArea, type PermissionKey } from './permissions';

export const COMPANY_TYPES = ['general_contractor', 'sub_contractor'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  general_contractor: 'General Contractor',
  sub_contractor: 'Sub Contractor',
};
export const DEFAULT_NEW_COMPANY_TYPE: CompanyType = 'sub_contractor';

export const PLANS = ['general', 'sub'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = { general: 'General plan', sub: 'Sub plan' };
export function defaultPlanFor(type: CompanyType): Plan {
  return type === 'general_contractor' ? 'general' : 'sub';
}

export const ROLES = {
  general_owner: { type: 'general_contractor', show_name: 'Owner' },
  general_admin: { type: 'general_contractor', show_name: 'Admin' },
  general_manager: { type: 'general_contractor', show_name: 'Manager' },
  general_collaborator: { type: 'general_contractor', show_name: 'Collaborator' },
  general_view_only: { type: 'general_contractor', show_name: 'View Only' },
  sub_owner: { type: 'sub_contractor', show_name: 'Owner' },
  sub_admin: { type: 'sub_contractor', show_name: 'Admin' },
  sub_manager: { type: 'sub_contractor', show_name: 'Manager' },
  sub_collaborator: { type: 'sub_contractor', show_name: 'Collaborator' },
} as const satisfies Record<string, { type: CompanyType; show_name: string }>;
export type RoleName = keyof typeof ROLES;
export const SUPERADMIN_ROLE = { name: 'superadmin', show_name: 'Super Administrator' } as const;

export function rolesFor(type: CompanyType): RoleName[] {
  return (Object.keys(ROLES) as RoleName[]).filter((r) => ROLES[r].type === type);
}
export function ownerRoleFor(type: CompanyType): RoleName {
  return type === 'general_contractor' ? 'general_owner' : 'sub_owner';
}

const keysOfActions = (actions: string[]): PermissionKey[] =>
  (Object.keys(PERMISSION_AREAS) as PermissionArea[]).flatMap((area) =>
    (PERMISSION_AREAS[area] as readonly string[]).filter((a) => actions.includes(a)).map((a) => `${area}.${a}` as PermissionKey),
  );

const MANAGER_EXCLUDED: PermissionKey[] = ['billing_account.edit', 'billing_account.delete', 'account_configuration.delete'];
// DOMAIN.md 2 lists projects assign for the collaborator; assign needs edit and delete (000
// section 4), so the collaborator gets those too rather than a default the grid would refuse.
const COLLABORATOR: PermissionKey[] = [
  ...keysOfActions(['view', 'communication']),
  'task_and_documents.create',
  'task_and_documents.edit',
  'task_and_documents.sign',
  'projects.assign',
];

// Every default goes through the dependency rules: no role starts with a right whose needs are off.
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, PermissionKey[]> = {
  general_owner: withRequiredPermissions(ALL_PERMISSION_KEYS),
  general_admin: withRequiredPermissions(ALL_PERMISSION_KEYS),
  sub_owner: withRequiredPermissions(ALL_PERMISSION_KEYS),
  sub_admin: withRequiredPermissions(ALL_PERMISSION_KEYS),
  general_manager: withRequiredPermissions(ALL_PERMISSION_KEYS.filter((k) => !MANAGER_EXCLUDED.includes(k))),
  sub_manager: withRequiredPermissions(ALL_PERMISSION_KEYS.filter((k) => !MANAGER_EXCLUDED.includes(k))),
  general_collaborator: withRequiredPermissions(COLLABORATOR),
  sub_collaborator: withRequiredPermissions(COLLABORATOR),
  general_view_only: withRequiredPermissions(keysOfActions(['view'])),
};

export const FEATURES = {
  artificial_intelligence: 'Artificial Intelligence (Arya)',
  bulk_send: 'Bulk send',
  chat: 'Chat',
  insights: 'Insights',
} as const;
export type FeatureKey = keyof typeof FEATURES;
export const FEATURES_ON_BY_DEFAULT: FeatureKey[] = ['bulk_send', 'chat', 'insights'];
