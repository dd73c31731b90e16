// Company types as the API answers them (shared-contract's companyTypeRowShape): pure mapping.
import type { CompanyTypeRow } from 'shared-contract';
import type { CompanyTypeRecord } from './repository';

export const toCompanyType = (row: CompanyTypeRecord): CompanyTypeRow => ({ id: row.id, name: row.name, enabled: row.enabled });
