import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMAIL_TEMPLATE_MESSAGES as T, VALIDATION_MESSAGES as M, type EmailTemplate, type MergeField, type MergeFieldOption, type PagedResponse } from 'shared-contract';
import { hasUnsavedChanges } from 'shared-auth';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import type { RouteObject } from 'react-router-dom';
import { renderRemote } from 'test-support/render-remote';
import { EmailTemplateEditorPage } from './email-template-editor-page';
import { EmailTemplateShowPage } from './email-template-show-page';
import { EmailTemplatesPage } from './email-templates-page';

jest.setTimeout(60_000);

const LIST = '/settings/templates/email-templates';
const ROUTES: RouteObject[] = [
  { path: LIST, element: <EmailTemplatesPage /> },
  { path: `${LIST}/create`, element: <EmailTemplateEditorPage /> },
  { path: `${LIST}/:id`, element: <EmailTemplateShowPage /> },
  { path: `${LIST}/:id/edit`, element: <EmailTemplateEditorPage /> },
];
const AWARD: EmailTemplate = {
  id: 3,
  name: 'Scope award',
  subject: '{{project.name}}: award',
  body: 'Hello {{vendor.contact_name}},\nretainage {{contract.retainage}}%',
  mail_key: null,
  mail_key_label: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const RESET: EmailTemplate = { ...AWARD, id: 4, name: 'Reset', subject: 'Reset', body: '{{mail.link}}', mail_key: 'password_reset', mail_key_label: 'Password reset' };
const OWN: MergeField[] = [
  { id: 40, name: 'contract.retainage', placeholder: '{{contract.retainage}}', type: 'number', type_label: 'Number', description: 'Retainage', default_value: '10', is_system: false, usage: 'all' },
];
const OPTIONS: MergeFieldOption[] = [
  { name: 'project.name', type: 'text', description: 'The project name', is_system: true },
  { name: 'vendor.contact_name', type: 'text', description: "The vendor's primary contact", is_system: true },
  { name: 'mail.link', type: 'text', description: 'E-mails: the link', is_system: true },
  { name: 'document.type', type: 'text', description: 'Document names: the document type', is_system: true },
  { name: 'contract.retainage', type: 'number', description: 'Retainage', is_system: false },
];
const paged = (rows: EmailTemplate[]): PagedResponse<EmailTemplate> => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });

function setup() {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/settings/email-template/list': { body: paged([RESET, AWARD]) },
    'GET /api/v1/settings/email-template/show/3': { body: { data: AWARD } },
    'GET /api/v1/settings/shortcode/list': { body: { data: OWN } },
    'GET /api/v1/settings/shortcode/company-list': { body: { data: OPTIONS } },
  });
}

afterEach(() => clearCookies());

describe('e-mail templates', () => {
  test('the list shows what each template is for, and deletes after confirming', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/email-template/delete/3', { body: { data: { message: T.emailTemplateDeleted } } });
    const { user } = renderRemote(ROUTES, { url: LIST });
    const award = (await screen.findByRole('link', { name: 'Scope award' })).closest('tr') as HTMLElement;
    expect(within(award).getByText('Sent by users')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Reset' }).closest('tr') as HTMLElement).getByText('Password reset')).toBeInTheDocument();
    await user.click(within(award).getByRole('button', { name: 'Delete Scope award' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteEmailTemplateConfirm('Scope award'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.emailTemplateDeleted)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/email-template/delete/3')).toHaveLength(1);
  });

  test('show: the template as written and its preview with sample values', async () => {
    setup();
    renderRemote(ROUTES, { url: `${LIST}/3` });
    expect(await screen.findByRole('heading', { name: 'Scope award' })).toBeInTheDocument();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByTestId('preview-subject')).toHaveTextContent('Harbor Tower: award');
    expect(within(preview).getByTestId('preview-body')).toHaveTextContent('Hello Rita Ridge, retainage 10%');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${LIST}/3/edit`);
  });

  test('an unknown template reads Item not found', async () => {
    setup();
    renderRemote(ROUTES, { url: `${LIST}/77` });
    expect(await screen.findByText('Item not found')).toBeInTheDocument();
  });

  test('create: {{ completion, the merge-field rule on the form, live preview, then save', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/email-template/create', { body: { data: { ...AWARD, id: 9, name: 'Award' }, message: T.emailTemplateCreated } });
    api.route('GET /api/v1/settings/email-template/show/9', { body: { data: { ...AWARD, id: 9, name: 'Award' } } });
    const { user, currentPath } = renderRemote(ROUTES, { url: `${LIST}/create` });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Award');
    const subject = screen.getByRole('combobox', { name: /Subject/ });
    await user.type(subject, 'For {{{{proj');
    await user.click(await screen.findByRole('option', { name: /project\.name/ }));
    expect(subject).toHaveValue('For {{project.name}}');
    // Mail templates are not offered document-name fields.
    const body = screen.getByRole('combobox', { name: /Body/ });
    await user.type(body, '{{{{doc');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(body, { target: { value: 'Dear {{vendor.contact_name}} {{vendr.name}}' } });
    fireEvent.blur(body);
    expect(await screen.findByText(M.shortCodePlaceholder('vendr.name'))).toBeInTheDocument();
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('For Harbor Tower');
    expect(screen.getByTestId('preview-body')).toHaveTextContent('Dear Rita Ridge {{vendr.name}}');
    // Save waits while an error is shown (every form, as sign-in and sign-up).
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.find('POST /api/v1/settings/email-template/create')).toHaveLength(0);
    fireEvent.change(body, { target: { value: 'Dear {{vendor.contact_name}}' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.emailTemplateCreated)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/email-template/create')[0].body).toEqual({ name: 'Award', mail_key: null, subject: 'For {{project.name}}', body: 'Dear {{vendor.contact_name}}' });
    await waitFor(() => expect(currentPath()).toBe(`${LIST}/9`));
  });

  test('edit: typed changes are unsaved changes the shell asks about, until saved or left', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/email-template/edit/3', (request) => ({ body: { data: { ...AWARD, ...(request.body as object) }, message: T.emailTemplateSaved } }));
    const { user, currentPath, unmount } = renderRemote(ROUTES, { url: `${LIST}/3/edit` });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(name, ' 2');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await user.clear(name);
    await user.type(name, 'Scope award');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    await user.type(name, ' 2');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe(`${LIST}/3`));
    expect(hasUnsavedChanges()).toBe(false);
    unmount();
  });

  test('edit: leaving the editor clears the unsaved-changes flag', async () => {
    setup();
    const { user, unmount } = renderRemote(ROUTES, { url: `${LIST}/3/edit` });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), ' 2');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  test("edit: the server's 422 lands on its field", async () => {
    const api = setup();
    api.route('POST /api/v1/settings/email-template/edit/3', { status: 422, body: { message: 'The given data was invalid.', errors: { mail_key: [M.unique('system e-mail')] } } });
    const { user } = renderRemote(ROUTES, { url: `${LIST}/3/edit` });
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Scope award');
    await user.click(screen.getByRole('combobox', { name: /Used for/ }));
    await user.click(await screen.findByRole('option', { name: 'Password reset' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.unique('system e-mail'))).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/email-template/edit/3')[0].body).toMatchObject({ mail_key: 'password_reset' });
  });

  test('search and page live in the URL: a shared link opens them, and Back from a template returns to them', async () => {
    const api = setup();
    api.route('GET /api/v1/settings/email-template/list', { body: { ...paged([RESET, AWARD]), current_page: 2, last_page: 3, total: 25 } });
    const { user, router, currentPath } = renderRemote(ROUTES, { url: `${LIST}?search=award&page=2` });
    await user.click(await screen.findByRole('link', { name: 'Scope award' }));
    expect(await screen.findByRole('heading', { name: 'Scope award' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('award');
    expect(currentPath()).toBe(`${LIST}?search=award&page=2`);
    const queries = api.find('GET /api/v1/settings/email-template/list').map((r) => Object.fromEntries(r.query));
    expect(queries).toEqual(Array(queries.length).fill({ page: '2', per_page: '10', search: 'award' }));
  });
});
