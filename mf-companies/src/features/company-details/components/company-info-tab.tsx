// Companies > {id} > Info: the company card, its primary contact and its offices.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { useOutletContext } from 'react-router-dom';
import { UI_TEXT, type NetworkCompanyDetails, type Office } from 'shared-contract';
import { EmptyState, formatDate, formatPhone } from 'shared-ui';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? UI_TEXT.notAvailable : children}
      </Typography>
    </Box>
  );
}

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

function officeAddress(office: Office) {
  return [office.address, office.city, [office.state, office.zip_code].filter(Boolean).join(' '), office.country].filter(Boolean).join(', ');
}

export function CompanyInfoTab() {
  const company = useOutletContext<NetworkCompanyDetails>();
  const contact = company.primary_contact;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" component="section" aria-label="Company card">
            <CardContent>
              <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                Company
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
                <Field label="Company name">{company.name}</Field>
                <Field label="DBA">{company.dba}</Field>
                <Field label="Tax ID / EIN">{company.tid}</Field>
                <Field label="Type">{company.type_title}</Field>
                <Field label="Website">
                  {company.website ? (
                    <Link href={websiteHref(company.website)} target="_blank" rel="noopener noreferrer">
                      {company.website}
                    </Link>
                  ) : null}
                </Field>
                <Field label="Users">{company.users_count}</Field>
                <Field label="In your network since">{formatDate(company.in_network_since)}</Field>
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-label="Primary contact">
            <CardContent>
              <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                Primary contact
              </Typography>
              {contact ? (
                <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
                  <Field label="Name">{contact.full_name}</Field>
                  <Field label="Email">
                    <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                  </Field>
                  <Field label="Phone">{contact.phone ? formatPhone(contact.phone) : null}</Field>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {UI_TEXT.notAvailable}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card variant="outlined" component="section" aria-label="Offices">
        <CardContent>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Offices
          </Typography>
          {company.offices.length === 0 ? (
            <EmptyState title={UI_TEXT.noDataYet} />
          ) : (
            <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {company.offices.map((office) => (
                <Box component="li" key={office.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5, '&:last-child': { borderBottom: 0, pb: 0 } }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="subtitle2">{office.name}</Typography>
                    {office.is_headquarters ? <Chip size="small" label="Headquarters" /> : null}
                  </Stack>
                  <Typography variant="body2">{officeAddress(office) || UI_TEXT.notAvailable}</Typography>
                  {office.phone ? <Typography variant="body2">Phone: {formatPhone(office.phone)}</Typography> : null}
                  {office.fax ? <Typography variant="body2">Fax: {formatPhone(office.fax)}</Typography> : null}
                </Box>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
