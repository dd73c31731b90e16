import {
  SETTINGS_ACCOUNT_ACCESS,
  SETTINGS_GATES,
  VALIDATION_MESSAGES as M,
  certificationSchema,
  collectErrors,
  formatTaxId,
  generalInfoSchema,
  licenseSchema,
  officeSchema,
  senderEmailSchema,
  subsidiarySchema,
  toWebsiteHref,
  updateAdminsSchema,
} from './index';

describe('settings-account gates (000 section 6)', () => {
  it('account details need billing view and configuration edit; company details companies and configuration view', () => {
    expect(SETTINGS_GATES.accountDetails.all).toEqual(['billing_account.view', 'account_configuration.edit']);
    expect(SETTINGS_GATES.companyDetails.all).toEqual(['companies.view', 'account_configuration.view']);
    expect(SETTINGS_ACCOUNT_ACCESS.accountClose).toContain('billing_account.delete');
    expect(SETTINGS_ACCOUNT_ACCESS.companyDelete).toContain('account_configuration.delete');
  });
});

describe('settings-account schemas', () => {
  it('general info: required name, URL, tax ID mask', async () => {
    expect(await collectErrors(generalInfoSchema, { name: ' ', website: 'nope', tid: '123456789' })).toEqual({ name: [M.required], website: [M.url], tid: [M.taxId] });
    expect(await collectErrors(generalInfoSchema, { name: 'A', website: 'https://a.example.com', tid: '12-3456789' })).toBeNull();
    expect(await collectErrors(generalInfoSchema, { name: 'A', dba: 'x'.repeat(256) })).toEqual({ dba: [M.strMax(255)] });
  });

  it('subsidiary: the 001 section 5 rules', async () => {
    expect(await collectErrors(subsidiarySchema, {})).toEqual({
      name: [M.required],
      dba: [M.required],
      website: [M.required],
      tax: [M.required],
      primary_contact_id: [M.required],
      assignee_id: [M.required],
      signer_id: [M.required],
    });
    expect(await collectErrors(subsidiarySchema, { name: 'a', dba: 'b', website: 'https://c.example.com', tax: '12-1234567', primary_contact_id: 1, assignee_id: 2, signer_id: 3 })).toBeNull();
  });

  it('certification, license, office, admins, sender', async () => {
    expect(await collectErrors(certificationSchema, { name: '', exp_date: '05/01/2027' })).toEqual({ name: [M.required], exp_date: ['This field must be a valid date.'] });
    expect(await collectErrors(certificationSchema, { name: 'a', exp_date: '' })).toBeNull();
    expect(await collectErrors(licenseSchema, {})).toEqual({ number: [M.required] });
    expect(await collectErrors(officeSchema, { name: 'a', phone: '(555) 12', fax: 'abc' })).toEqual({ phone: [M.strMinPhone(10)], fax: [M.digits] });
    expect(await collectErrors(updateAdminsSchema, { admin_ids: [] })).toEqual({ admin_ids: [M.required] });
    expect(await collectErrors(senderEmailSchema, { sender_email: 'x' })).toEqual({ sender_email: [M.email] });
  });
});

describe('tax ID mask and website link', () => {
  it('formats digits as ##-#######', () => {
    expect(formatTaxId('1')).toBe('1');
    expect(formatTaxId('12')).toBe('12');
    expect(formatTaxId('123')).toBe('12-3');
    expect(formatTaxId('12-34a56789999')).toBe('12-3456789');
  });
  it('adds https:// when missing', () => {
    expect(toWebsiteHref('example.com')).toBe('https://example.com');
    expect(toWebsiteHref('http://example.com')).toBe('http://example.com');
  });
});
