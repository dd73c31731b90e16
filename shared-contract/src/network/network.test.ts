import { VALIDATION_MESSAGES as M } from '../messages';
import { fillMergeFields, sendCommunicationSchema } from '../network-users';
import { collectErrors } from '../validation';
import { NETWORK_MESSAGES, importRowSchema, inviteCompanySchema, isEmail } from './index';

describe('network rules', () => {
  test('the invite form: required fields, e-mail, phone and tax id formats', async () => {
    expect(await collectErrors(inviteCompanySchema, { company_name: ' ', contact_name: '', email: 'x', phone: '12', tax_id: '123' })).toEqual({
      company_name: [M.required],
      contact_name: [M.required],
      email: [M.email],
      phone: [M.strMinPhone(10)],
      tax_id: [M.taxId],
    });
    expect(await collectErrors(inviteCompanySchema, { company_name: 'Coastal', contact_name: 'Grace Lee', email: 'grace@coastal.test', phone: '', tax_id: '' })).toBeNull();
    // An import row is checked exactly like the form.
    expect(importRowSchema).toBe(inviteCompanySchema);
  });

  test('send communication: recipients, subject and body with known merge fields only', async () => {
    expect(await collectErrors(sendCommunicationSchema, { user_ids: [], subject: '', body: '' })).toEqual({
      user_ids: [NETWORK_MESSAGES.selectRecipients],
      subject: [M.required],
      body: [M.required],
    });
    expect(await collectErrors(sendCommunicationSchema, { user_ids: [1], subject: 'Hi {{recipient.first_name}}', body: '{{task.due_date}} and {{ x }}' })).toEqual({
      body: [M.shortCodePlaceholder('task.due_date, x')],
    });
  });

  test('merge fields are filled per recipient; unknown ones stay as written', () => {
    expect(fillMergeFields('Hello {{ recipient.first_name }}, from {{sender.company}} {{other}}', { 'recipient.first_name': 'Rita', 'sender.company': 'Northwind' })).toBe(
      'Hello Rita, from Northwind {{other}}',
    );
  });

  test('messages and e-mail check', () => {
    expect(NETWORK_MESSAGES.communicationSent(1)).toBe('The message has been sent to 1 recipient.');
    expect(NETWORK_MESSAGES.importConfirmed(3)).toBe('3 invitations have been sent.');
    expect(isEmail(' Grace@Coastal.test ')).toBe(true);
    expect(isEmail('grace@')).toBe(false);
  });
});
