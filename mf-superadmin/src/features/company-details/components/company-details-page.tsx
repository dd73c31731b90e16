// The operator's view of one company (/superadmin/company/:id): five accordion sections and "Log in as an admin".
// The header's breadcrumb names the company (the page has no trail of its own); an unknown id is the 404 page.
import { useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LoginIcon from '@mui/icons-material/Login';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { LoadErrorState, LoadingState, NotFoundState, PageHeader, statusOfError, useBreadcrumbLabel } from 'shared-ui';
import { useCompanyDetails } from '../api/find-company-details';
import { useLoginAsCompany } from '../hooks/use-login-as-company';
import { CompanyAccountControls } from './company-account-controls';
import { CompanyFeaturesTable } from './company-features-table';
import { CertificationsTable, LicensesTable, OfficesTable } from './company-records-tables';
import { CompanySummary } from './company-summary';
import { SubsidiariesTable } from './subsidiaries-table';
import { UserActivityTable } from './user-activity-table';
import { UpgradeRequestAlert } from './upgrade-request-alert';

const SECTIONS = ['details', 'certifications', 'licence', 'subsidiaries', 'offices'] as const;
type SectionKey = (typeof SECTIONS)[number];

function Section({ id, title, isExpanded, onToggle, children }: { id: SectionKey; title: string; isExpanded: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <Accordion expanded={isExpanded} onChange={onToggle} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}

export function CompanyDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: details, error, isLoading, mutate } = useCompanyDetails(id);
  const loginAsCompany = useLoginAsCompany();
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  const [expanded, setExpanded] = useState<SectionKey[]>(['details']);
  const toggle = (key: SectionKey) => setExpanded((open) => (open.includes(key) ? open.filter((k) => k !== key) : [...open, key]));
  useBreadcrumbLabel(ROUTES.superadminCompany(id), details?.company.name);

  const logIn = async () => {
    setIsLoggingIn(true);
    try {
      await loginAsCompany(id);
    } finally {
      setIsLoggingIn(false);
    }
  };

  if (!/^\d+$/.test(id) || (statusOfError(error) === 404 && !details)) return <NotFoundState linkComponent={RouterLink} />;

  return (
    <Box>
      <PageHeader
        title="Company Details"
        actions={
          <Button variant="contained" startIcon={<LoginIcon />} loading={isLoggingIn} disabled={!details} onClick={() => void logIn()}>
            Log in as an admin
          </Button>
        }
      />
      {error && !details ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {details ? (
        <Box>
          <UpgradeRequestAlert request={details.upgrade_request} />
          <Section id="details" title="Company Details" isExpanded={expanded.includes('details')} onToggle={() => toggle('details')}>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 280px) minmax(0, 1fr)' } }}>
              <CompanySummary details={details} />
              <Box sx={{ display: 'grid', gap: 3, minWidth: 0, alignContent: 'start' }}>
                <CompanyAccountControls company={details.company} />
                <UserActivityTable companyId={id} />
                <CompanyFeaturesTable companyId={id} features={details.features} />
              </Box>
            </Box>
          </Section>
          <Section id="certifications" title="Certifications" isExpanded={expanded.includes('certifications')} onToggle={() => toggle('certifications')}>
            <CertificationsTable rows={details.certifications} />
          </Section>
          <Section id="licence" title="Licence" isExpanded={expanded.includes('licence')} onToggle={() => toggle('licence')}>
            <LicensesTable rows={details.licenses} />
          </Section>
          <Section id="subsidiaries" title="Subsidiary Companies" isExpanded={expanded.includes('subsidiaries')} onToggle={() => toggle('subsidiaries')}>
            <SubsidiariesTable rows={details.subsidiary_companies} />
          </Section>
          <Section id="offices" title="Office and Subsidiary Locations" isExpanded={expanded.includes('offices')} onToggle={() => toggle('offices')}>
            <OfficesTable rows={details.offices} />
          </Section>
        </Box>
      ) : null}
    </Box>
  );
}
