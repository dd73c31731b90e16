// The signed-in part of the shell, loaded by the router after sign-in (see router.tsx): the layout
// with its header, sidebar and Arya slot, the shell's own pages and the remote areas.
import { RequirePermissions } from 'shared-auth';
import type { RemoteName } from 'shared-contract';
import { GlobalSearchBox } from '../features/global-search/components/global-search-box';
import { AppLayout } from '../features/layout/components/app-layout';
import { WelcomeTour } from '../features/layout/components/welcome-tour';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';
import { RemoteRoutes } from '../features/remotes';
import { ACCESS_POLICIES, type AccessPolicy } from '../lib/access-policies';
import { AryaDrawerSlot } from './arya-drawer-slot';

export { CompanyInfoPage } from '../features/company-info/components/company-info-page';
export { DownloadPage } from '../features/downloads/components/download-page';
export { MyProfilePage } from '../features/account/components/my-profile-page';
export { NotificationsPage } from '../features/notifications/components/notifications-page';
export { QuickAccessPage } from '../features/quick-access/components/quick-access-page';
export { RemoteRoutes } from '../features/remotes';

/** The company staff's layout, with the global search, the Arya drawer and the bell in its header, and the sub contractor's welcome tour. */
export function CompanyLayout() {
  return (
    <>
      <AppLayout search={<GlobalSearchBox />} assistant={<AryaDrawerSlot />} notifications={<NotificationsBell />} />
      <WelcomeTour />
    </>
  );
}

/** The platform operator's layout (001 section 2), with the operator's sidebar. */
export function OperatorLayout() {
  return <AppLayout variant="operator" />;
}

/** A remote's area, entered only with the view permission its sidebar link asks for. */
export function RemoteArea({ remote, policy }: { remote: RemoteName; policy: AccessPolicy }) {
  return (
    <RequirePermissions {...ACCESS_POLICIES[policy]}>
      <RemoteRoutes remote={remote} />
    </RequirePermissions>
  );
}
