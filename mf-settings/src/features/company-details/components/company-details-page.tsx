// Settings > Account > Company Details (SettingCompanyDetails).
import { PageHeader } from 'shared-ui';

export function CompanyDetailsPage() {
  return <PageHeader title="Company Details" />;
}
