import type { CompanyType } from 'shared-contract';

export type CreateCompanyValues = {
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
  company_name: string;
  company_tax_id: string;
  company_website: string;
  company_type: CompanyType;
};
