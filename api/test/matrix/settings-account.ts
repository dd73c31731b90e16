// Issue 3: account details, company details (general info, certifications, licenses, offices, subsidiaries), company info.
// Most calls work on the caller's own company (no id), so a user of another company rightly gets
// 200/422 there: those rows are 'auth' with the status the home view-only user gets (it holds
// every view key but not account_configuration.edit, which the account page gate needs).
// Rows with a home-company id are permission rows: another company gets 404.
import { certifications, licenses, offices, subsidiaryCompanies } from '../../src/db/schema';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const subsidiaryBody = { name: 'M', dba: 'M', website: 'https://m.example.com', tax: '12-1234567', primary_contact_id: 1, assignee_id: 1, signer_id: 1 };

export const settingsAccountMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const [certification] = await app.db.insert(certifications).values({ companyId, name: 'Matrix cert' }).returning();
    const [license] = await app.db.insert(licenses).values({ companyId, number: 'M-1' }).returning();
    const [office] = await app.db.insert(offices).values({ companyId, name: 'Matrix office' }).returning();
    const owner = home.users.general_owner!.id;
    const [subsidiary] = await app.db
      .insert(subsidiaryCompanies)
      .values({ companyId, name: 'Matrix sub', dba: 'M', website: 'https://m.example.com', tax: '12-1234567', primaryContactId: owner, assigneeId: owner, signerId: owner })
      .returning();
    return { saCertification: certification.id, saLicense: license.id, saOffice: office.id, saSubsidiary: subsidiary.id, saTaxIdProbe: 12 };
  },
  endpoints: [
    { method: 'GET', path: () => v1('account'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => v1('account/update-admins'), access: 'auth', body: { admin_ids: [] }, signedIn: 403 },
    { method: 'POST', path: () => v1('account/sender-email'), access: 'auth', body: { sender_email: 'x@y.test' }, signedIn: 403 },
    { method: 'POST', path: () => v1('account/sender-email/verify'), access: 'auth', body: { token: 'x' }, signedIn: 403 },
    { method: 'POST', path: () => v1('account/sender-email/remove'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => v1('account/close'), access: 'auth', body: {}, signedIn: 403 },
    { method: 'POST', path: () => v1('account/upgrade-request'), access: 'auth', body: {}, signedIn: 403 },
    { method: 'GET', path: () => v1('settings/company/general-info'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('settings/company/general-info/update'), access: 'auth', body: { name: 'X' }, signedIn: 403, upload: true },
    { method: 'POST', path: (c) => v1(`settings/company/general-info/verified-tax-id/${c.ids.saTaxIdProbe}`), access: 'auth', signedIn: 403 },
    { method: 'GET', path: () => v1('settings/company/contacts'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`company/${c.companyId}/logo`), access: 'auth', signedIn: 404 },
    { method: 'GET', path: (c) => v1(`company/${c.companyId}/info`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('settings/company/certification'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('settings/company/certification/add'), access: 'auth', body: { name: 'X' }, signedIn: 403, upload: true },
    { method: 'POST', path: (c) => v1(`settings/company/certification/update/${c.ids.saCertification}`), access: { permission: 'account_configuration.edit' }, body: { name: 'X' }, upload: true },
    { method: 'POST', path: () => v1('settings/company/certification/remove'), access: 'auth', body: { id: 1 }, signedIn: 403 },
    { method: 'GET', path: (c) => v1(`settings/company/certification/${c.ids.saCertification}/download-attachment`), access: 'auth', signedIn: 404 },
    { method: 'GET', path: () => v1('settings/company/license'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('settings/company/license/add'), access: 'auth', body: { number: 'X' }, signedIn: 403 },
    { method: 'POST', path: (c) => v1(`settings/company/license/update/${c.ids.saLicense}`), access: { permission: 'account_configuration.edit' }, body: { number: 'X' } },
    { method: 'POST', path: () => v1('settings/company/license/remove'), access: 'auth', body: { id: 1 }, signedIn: 403 },
    { method: 'GET', path: () => v1('settings/company/office'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('settings/company/office/add'), access: 'auth', body: { name: 'X' }, signedIn: 403 },
    { method: 'POST', path: (c) => v1(`settings/company/office/update/${c.ids.saOffice}`), access: { permission: 'account_configuration.edit' }, body: { name: 'X' } },
    { method: 'POST', path: () => v1('settings/company/office/remove'), access: 'auth', body: { id: 1 }, signedIn: 403 },
    { method: 'GET', path: () => '/api/v2/subsidiary-companies', access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => '/api/v2/subsidiary-companies', access: 'auth', body: subsidiaryBody, signedIn: 403, upload: true },
    { method: 'GET', path: (c) => `/api/v2/subsidiary-companies/${c.ids.saSubsidiary}`, access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => `/api/v2/subsidiary-companies/${c.ids.saSubsidiary}`, access: { permission: 'account_configuration.edit', plan: 'general' }, body: subsidiaryBody, upload: true },
    { method: 'PUT', path: (c) => `/api/v2/subsidiary-companies/${c.ids.saSubsidiary}`, access: { permission: 'account_configuration.edit', plan: 'general' }, body: subsidiaryBody, upload: true },
    { method: 'DELETE', path: (c) => `/api/v2/subsidiary-companies/${c.ids.saSubsidiary}`, access: { permission: 'account_configuration.delete', plan: 'general' } },
    { method: 'GET', path: (c) => `/api/v2/subsidiary-companies/${c.ids.saSubsidiary}/download-attachment`, access: 'auth', signedIn: 404 },
  ],
};
