// Settings > Account > Account Details (SettingAccountDetails).
import { PageHeader } from 'shared-ui';

export function AccountDetailsPage() {
  return <PageHeader title="Account Details" />;
}
