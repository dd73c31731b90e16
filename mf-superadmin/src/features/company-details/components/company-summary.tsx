// Section 1, left side: logo (170 px) or initials, last activity and the company's identity fields.
import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { COMPANY_PAGE_LOGO_PX, UI_TEXT, type SuperadminCompanyDetails, toWebsiteHref } from 'shared-contract';
import { CompanyAvatar, formatDate } from 'shared-ui';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

const orNotAvailable = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? UI_TEXT.notAvailable : value);

export function CompanySummary({ details }: { details: SuperadminCompanyDetails }) {
  const { company } = details;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CompanyAvatar name={company.name} src={company.logo} size={COMPANY_PAGE_LOGO_PX} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        <Field label="Last Activity">{formatDate(details.last_activity_date?.date)}</Field>
        <Field label="Company Name">{company.name}</Field>
        <Field label="DBA">{orNotAvailable(company.dba)}</Field>
        <Field label="Website">
          {company.website ? (
            <Link href={toWebsiteHref(company.website)} target="_blank" rel="noopener noreferrer">
              {company.website}
            </Link>
          ) : (
            UI_TEXT.notAvailable
          )}
        </Field>
        <Field label="Company ID">{company.id}</Field>
        <Field label="Tax ID / EIN">{orNotAvailable(company.tid)}</Field>
        <Field label="Company Type">{orNotAvailable(company.type_title)}</Field>
      </Box>
    </Stack>
  );
}
