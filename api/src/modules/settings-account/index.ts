// Settings > Account: the routes; the latest upgrade request the operator's company details show;
// and the company records (certifications, licenses, offices, subsidiaries) with their mappers, which
// the operator's company details and the network company card show too.
export { default } from './routes';
export { findLatestUpgradeRequest } from './service';
export { findCompanyRecords, findOffices, type SubsidiaryRecord } from './repository';
export { toCertification, toLicense, toOffice, toSubsidiary, type CertificationRecord, type LicenseRecord, type OfficeRecord } from './presenter';
