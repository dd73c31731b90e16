// Breadcrumbs derived from the current path: one crumb per segment, named after the screen it opens, or
// after the record it shows when the page gave that name (useBreadcrumbLabel in shared-ui).
import { ROUTES } from 'shared-contract';

export type Breadcrumb = { label: string; to?: string };

/** Names of known paths; other segments are written out from the path itself. */
const PATH_LABELS: Record<string, string> = {
  [ROUTES.dashboard]: 'My Dashboard',
  [ROUTES.projects]: 'Projects',
  [ROUTES.tasks]: 'Tasks',
  [ROUTES.templates]: 'Templates',
  [ROUTES.companies]: 'Companies',
  [ROUTES.users]: 'Network Users',
  [ROUTES.settings]: 'Settings',
  [ROUTES.quickAccess]: 'Quick Access',
  [ROUTES.notifications]: 'Notifications',
  '/downloads': 'Downloads',
  '/profile': 'My Profile',
  '/company-info': 'Company Info',
  [ROUTES.permissionsError]: 'Permission error',
  [ROUTES.forbidden]: 'Permission error',
  [ROUTES.superadminHome]: 'Admin panel',
  [ROUTES.superadminCompanies]: 'Companies',
};

/** Paths that open nothing by themselves: their crumb is text, and the id after them is not shown. */
const ID_PARENTS = new Set(['/profile', '/company-info', '/downloads']);

const isId = (segment: string) => /^\d+$/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment);

function humanize(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `labels`: names given by the open pages, by path (e.g. '/companies/7' → 'Ridge Electric'); they win over the rest. */
export function buildBreadcrumbs(pathname: string, labels: Readonly<Record<string, string>> = {}): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Breadcrumb[] = [];
  let path = '';
  for (const segment of segments) {
    const parent = path;
    path = `${path}/${segment}`;
    if (isId(segment) && ID_PARENTS.has(parent)) continue;
    const label = labels[path] || PATH_LABELS[path] || (isId(segment) ? `#${decodeURIComponent(segment)}` : humanize(segment));
    crumbs.push({ label, to: ID_PARENTS.has(path) ? undefined : path });
  }
  // The last crumb is the page itself, not a link.
  if (crumbs.length > 0) crumbs[crumbs.length - 1] = { label: crumbs[crumbs.length - 1].label };
  return crumbs;
}
