// The sidebar's entries (000 section 2): each shown only with its view permission; Quick Access
// needs none. The operator's variant lists the companies of the platform only.
import type { ElementType } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { ROUTES } from 'shared-contract';
import type { AccessPolicy } from '../../../lib/access-policies';

export type SidebarItem = { label: string; to: string; icon: ElementType; policy?: AccessPolicy };

export const COMPANY_SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'My Dashboard', to: ROUTES.dashboard, icon: DashboardOutlined, policy: 'dashboardView' },
  { label: 'Projects', to: ROUTES.projects, icon: FolderOutlined, policy: 'projectsView' },
  { label: 'Companies', to: ROUTES.companies, icon: ApartmentOutlined, policy: 'companiesView' },
  { label: 'Network Users', to: ROUTES.users, icon: PeopleAltOutlined, policy: 'usersView' },
  { label: 'Templates', to: ROUTES.templates, icon: DescriptionOutlined, policy: 'templatesView' },
  { label: 'Quick Access', to: ROUTES.quickAccess, icon: BoltOutlined },
];

export const OPERATOR_SIDEBAR_ITEMS: SidebarItem[] = [{ label: 'Companies', to: ROUTES.superadminCompanies, icon: ApartmentOutlined }];
