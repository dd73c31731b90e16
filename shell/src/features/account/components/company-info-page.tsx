// /company-info/:id (CompanyInfo): the signed-in user's company. Company details are edited in
// Settings > Company Details; this page shows what the account holds.
import { Paper, Stack, Typography } from '@mui/material';
import DomainDisabledOutlined from '@mui/icons-material/DomainDisabledOutlined';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { COMPANY_TYPE_LABELS, PLAN_LABELS } from 'shared-contract';
import { CompanyAvatar, EmptyState, PageHeader } from 'shared-ui';
import { DetailsList } from './details-list';

export function CompanyInfoPage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const company = user?.company;
  if (!company || String(company.id) !== id) {
    return (
      <>
        <PageHeader title="Company Info" />
        <EmptyState
          icon={<DomainDisabledOutlined fontSize="inherit" />}
          title="This company is not available"
          description="You can open your own company from the account menu."
        />
      </>
    );
  }
  const features = company.features.filter((feature) => feature.enabled).map((feature) => feature.feature_label);
  return (
    <>
      <PageHeader title="Company Info" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <CompanyAvatar name={company.name} src={company.logo} size={64} />
          <Typography component="h2" variant="h3">
            {company.name}
          </Typography>
        </Stack>
        <DetailsList
          rows={[
            ['Company type', COMPANY_TYPE_LABELS[company.type]],
            ['Plan', PLAN_LABELS[company.plan]],
            ['Features', features.length ? features.join(', ') : 'None'],
          ]}
        />
      </Paper>
    </>
  );
}
