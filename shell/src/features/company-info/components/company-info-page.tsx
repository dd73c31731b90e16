// /company-info/:id (CompanyInfo): the read-only company card of the user's own company or of a
// company in its network: logo, names, website, tax ID, type, contacts and offices.
import type { ReactNode } from 'react';
import { Button, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DomainDisabledOutlined from '@mui/icons-material/DomainDisabledOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePermissions } from 'shared-auth';
import { SETTINGS_ACCOUNT_ACCESS, SETTINGS_ACCOUNT_MESSAGES as T, SETTINGS_GATES, SETTINGS_PATHS, UI_TEXT, toWebsiteHref, type CompanyInfo } from 'shared-contract';
import { CompanyAvatar, EmptyState, LoadingState, PageHeader } from 'shared-ui';
import { useCompanyInfo } from '../api/find-company-info';

const LOGO_PX = 170;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ width: { sm: 160 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children ?? UI_TEXT.notAvailable}
      </Typography>
    </Stack>
  );
}

function OfficesTable({ offices }: { offices: CompanyInfo['offices'] }) {
  if (!offices.length) return <Typography variant="body2">{UI_TEXT.noDataYet}</Typography>;
  return (
    <Table size="small" aria-label="Offices">
      <TableHead>
        <TableRow>
          <TableCell>Office or Subsidiary Name</TableCell>
          <TableCell>Address</TableCell>
          <TableCell>Phone</TableCell>
          <TableCell>Headquarters</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {offices.map((o) => (
          <TableRow key={o.id}>
            <TableCell>{o.name}</TableCell>
            <TableCell>{[o.address, o.city, [o.state, o.zip_code].filter(Boolean).join(' '), o.country].filter(Boolean).join(', ') || UI_TEXT.notAvailable}</TableCell>
            <TableCell>{o.phone || UI_TEXT.notAvailable}</TableCell>
            <TableCell>{o.is_headquarters ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CompanyInfoPage() {
  const { id } = useParams();
  const { canAll } = usePermissions();
  const { data: company, error, isLoading } = useCompanyInfo(id);

  if (isLoading) return <LoadingState />;
  if (!company || error) {
    return (
      <>
        <PageHeader title="Company Info" />
        <EmptyState icon={<DomainDisabledOutlined fontSize="inherit" />} title={error && error.status !== 404 ? error.message : T.companyInfoNotAvailable} description="You can open your own company from the account menu." />
      </>
    );
  }
  const contact = company.primary_contact;
  return (
    <>
      <PageHeader
        title="Company Info"
        actions={
          company.is_own && canAll(SETTINGS_GATES.companyDetails.all) ? (
            <Button component={RouterLink} to={SETTINGS_PATHS.companyDetails} variant="outlined">
              {/* Whoever may only view Company Details is not promised an editor. */}
              {canAll(SETTINGS_ACCOUNT_ACCESS.companyEdit) ? 'Edit company details' : 'Open company details'}
            </Button>
          ) : null
        }
      />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Paper variant="outlined" component="section" aria-label="Company" sx={{ p: 3 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <CompanyAvatar name={company.name} src={company.logo} size={LOGO_PX} />
            <Stack spacing={2} sx={{ flex: 1 }}>
              <Typography component="h2" variant="h4">
                {company.name}
              </Typography>
              <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                <Field label="DBA">{company.dba}</Field>
                <Field label="Website">
                  {company.website ? (
                    <Link href={toWebsiteHref(company.website)} target="_blank" rel="noreferrer">
                      {company.website}
                    </Link>
                  ) : null}
                </Field>
                <Field label="Company ID">{String(company.id)}</Field>
                <Field label="Tax ID / EIN">{company.tid}</Field>
                <Field label="Company Type">{company.type_title}</Field>
                <Field label="Primary contact">{contact ? [contact.full_name, contact.email, contact.phone].filter(Boolean).join(' · ') : null}</Field>
                {company.is_own && company.admins.length ? <Field label="Account admins">{company.admins.map((a) => a.full_name).join(', ')}</Field> : null}
              </Stack>
            </Stack>
          </Stack>
        </Paper>
        <Paper variant="outlined" component="section" aria-label="Office and Subsidiary Locations" sx={{ p: 3 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Office and Subsidiary Locations
          </Typography>
          <OfficesTable offices={company.offices} />
        </Paper>
      </Stack>
    </>
  );
}
