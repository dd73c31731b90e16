// Merge fields: the routes; the known names and a company's fields the e-mail templates and document
// naming check against; the settings-templates demo data for the seed.
export { default } from './routes';
export { findKnownNames } from './service';
export { findCompanyMergeFields } from './repository';
export { seedSettingsTemplatesDemoData } from './demo-data';
