import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_DOCUMENT_NAME_PATTERN, DOCUMENT_NAME_MESSAGES as T, VALIDATION_MESSAGES as M, type MergeFieldOption } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { DocumentNamingPage } from './document-naming-page';

jest.setTimeout(60_000);

const PATH = '/settings/project/document-naming';
const OPTIONS: MergeFieldOption[] = [
  { name: 'project.name', type: 'text', description: 'The project name', is_system: true },
  { name: 'document.type', type: 'text', description: 'Document names: the document type', is_system: true },
  { name: 'mail.link', type: 'text', description: 'E-mails: the link', is_system: true },
  { name: 'job.code', type: 'text', description: 'Job code', is_system: false },
];

function setup() {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(makeUser()),
    'GET /api/v1/settings/company/document-name': { body: { data: { pattern: '{{project.name}} - {{document.type}}', is_default: false, preview: 'Harbor Tower - Contract' } } },
    'GET /api/v1/settings/company/document-name/preview': (request) => ({ body: { data: { preview: `preview of ${request.query.get('pattern')}` } } }),
    'GET /api/v1/settings/shortcode/company-list': { body: { data: OPTIONS } },
    'GET /api/v1/settings/shortcode/list': { body: { data: [{ name: 'job.code' }] } },
  });
}

afterEach(() => clearCookies());

describe('document naming page', () => {
  test('shows the pattern and the server preview; typing updates the preview', async () => {
    const api = setup();
    const { user } = renderRemote(<DocumentNamingPage />, { path: PATH });
    const field = await screen.findByRole('combobox', { name: /Document name pattern/ });
    expect(field).toHaveValue('{{project.name}} - {{document.type}}');
    await waitFor(() => expect(screen.getByTestId('document-name-preview')).toHaveTextContent('preview of {{project.name}} - {{document.type}}'));
    await user.type(field, ' {{{{job');
    await user.click(await screen.findByRole('option', { name: /job\.code/ }));
    expect(field).toHaveValue('{{project.name}} - {{document.type}} {{job.code}}');
    await waitFor(() => expect(api.find('GET /api/v1/settings/company/document-name/preview').some((r) => r.query.get('pattern')?.endsWith('{{job.code}}'))).toBe(true));
  });

  test('mail-only fields and file-name characters are refused on the form; save and use default', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/company/document-name/edit', (request) => ({
      body: { data: { pattern: (request.body as { pattern: string }).pattern, is_default: false, preview: 'x' }, message: T.documentNameSaved },
    }));
    const { user } = renderRemote(<DocumentNamingPage />, { path: PATH });
    const field = await screen.findByRole('combobox', { name: /Document name pattern/ });
    fireEvent.change(field, { target: { value: '{{mail.link}}' } });
    fireEvent.blur(field);
    expect(await screen.findByText(M.shortCodePlaceholder('mail.link'))).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'A/B {{project.name}}' } });
    expect(await screen.findByText(M.exceptCharacters('\\ / : * ? " < > |'))).toBeInTheDocument();
    // Save waits while an error is shown (every form, as sign-in and sign-up).
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.find('POST /api/v1/settings/company/document-name/edit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use default' }));
    expect(field).toHaveValue(DEFAULT_DOCUMENT_NAME_PATTERN);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.documentNameSaved)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/company/document-name/edit')[0].body).toEqual({ pattern: DEFAULT_DOCUMENT_NAME_PATTERN });
  });
});
