// Settings > Account > Company Details (SettingCompanyDetails): general info with logo and tax ID,
// certifications, licenses, offices and the subsidiary manager.
import { Alert, Stack } from '@mui/material';
import { usePermissions } from 'shared-auth';
import { SETTINGS_ACCOUNT_ACCESS as ACCESS } from 'shared-contract';
import { LoadingState, PageHeader } from 'shared-ui';
import { useGeneralInfo } from '../api/general-info';
import { RECORD_SECTIONS } from '../types/record-fields';
import { GeneralInfoForm } from './general-info-form';
import { RecordSection } from './record-section';
import { SubsidiaryManager } from './subsidiary-manager';

export function CompanyDetailsPage() {
  const { canAll } = usePermissions();
  const { data: info, error, mutate } = useGeneralInfo();

  return (
    <>
      <PageHeader title="Company Details" subtitle="What your partners see about your company" />
      {error ? <Alert severity="error">{ERROR_TEXT}</Alert> : null}
      {!info && !error ? <LoadingState /> : null}
      {info ? (
        <Stack spacing={3}>
          <GeneralInfoForm info={info} canEdit={canAll(ACCESS.companyEdit)} onSaved={(next) => void mutate(next, { revalidate: false })} />
          {RECORD_SECTIONS.map((def) => (
            <RecordSection key={def.kind} def={def} />
          ))}
          <SubsidiaryManager isGeneralPlan={info.plan === 'general'} />
        </Stack>
      ) : null}
    </>
  );
}

const ERROR_TEXT = 'The company details could not be loaded. Please reload the page.';
