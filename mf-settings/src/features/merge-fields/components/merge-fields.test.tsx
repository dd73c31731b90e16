import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeSocket } from 'shared-auth/src/testing/fake-socket';
import { DOWNLOAD_EVENTS, PERMISSIONS, MERGE_FIELD_MESSAGES as T, UI_TEXT, VALIDATION_MESSAGES as M, type MergeField, type PagedResponse } from 'shared-contract';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { MergeFieldsPage } from './merge-fields-page';

jest.setTimeout(60_000);

const PATH = '/settings/templates/document-templates';
const field = (over: Partial<MergeField>): MergeField => ({
  id: 1,
  name: 'company.name',
  placeholder: '{{company.name}}',
  type: 'text',
  type_label: 'Text',
  description: 'Your company name',
  default_value: '',
  is_system: true,
  usage: 'all',
  ...over,
});
const SYSTEM = field({});
const OWN = field({ id: 40, name: 'insurance.min_coverage', placeholder: '{{insurance.min_coverage}}', type: 'currency', type_label: 'Currency', description: 'Minimum coverage', default_value: '2000000', is_system: false });
const paged = (rows: MergeField[], total = rows.length): PagedResponse<MergeField> => ({ data: rows, current_page: 1, last_page: Math.ceil(total / 10), per_page: 10, total });

function setup(user = makeUser(), rows: (r: RecordedRequest) => MergeField[] = () => [SYSTEM, OWN]) {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/settings/shortcode/list-paginated': (request) => ({ body: paged(rows(request), 25) }),
  });
}

afterEach(() => clearCookies());

describe('merge fields page', () => {
  test('lists system and company fields with types; actions only on the company ones', async () => {
    const api = setup();
    renderRemote(<MergeFieldsPage />, { path: PATH });
    const own = (await screen.findByText('{{insurance.min_coverage}}')).closest('tr') as HTMLElement;
    expect(within(own).getByText('Currency')).toBeInTheDocument();
    expect(within(own).getByText('Company')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Edit insurance.min_coverage' })).toBeInTheDocument();
    const system = screen.getByText('{{company.name}}').closest('tr') as HTMLElement;
    expect(within(system).getByText('System')).toBeInTheDocument();
    expect(within(system).queryByRole('button')).toBeNull();
    const [first] = api.find('GET /api/v1/settings/shortcode/list-paginated');
    expect(Object.fromEntries(first.query)).toEqual({ page: '1', per_page: '10', sort_field: 'name', sort_direction: 'asc' });
  });

  test('search, type filter, sort and paging go to the API', async () => {
    const api = setup();
    const { user } = renderRemote(<MergeFieldsPage />, { path: PATH });
    await screen.findByText('{{company.name}}');
    await user.type(screen.getByPlaceholderText('Search'), 'insur');
    await waitFor(() => expect(api.find('GET /api/v1/settings/shortcode/list-paginated').some((r) => r.query.get('search') === 'insur')).toBe(true), { timeout: 3000 });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Currency' }));
    await waitFor(() => expect(api.find('GET /api/v1/settings/shortcode/list-paginated').some((r) => r.query.get('type') === 'currency')).toBe(true));
    await user.click(within(screen.getByRole('table', { name: 'Merge fields' })).getByRole('button', { name: 'Type' }));
    await waitFor(() => expect(api.find('GET /api/v1/settings/shortcode/list-paginated').some((r) => r.query.get('sort_field') === 'type')).toBe(true));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.find('GET /api/v1/settings/shortcode/list-paginated').some((r) => r.query.get('page') === '2')).toBe(true));
  });

  test('add: shared rules on the form, the server 422 on its field, then success', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/shortcode/edit', (request) =>
      (request.body as { name: string }).name === 'taken.name'
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { name: [M.unique('name')] } } }
        : { body: { data: { ...OWN, id: 41, name: 'retainage' }, message: T.mergeFieldSaved } },
    );
    const { user } = renderRemote(<MergeFieldsPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Add merge field' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'bad name!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(T.mergeFieldName)).toBeInTheDocument();
    expect(api.find('POST /api/v1/settings/shortcode/edit')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'taken.name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.unique('name'))).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'retainage');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Retainage %');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.mergeFieldSaved)).toBeInTheDocument();
    const sent = api.find('POST /api/v1/settings/shortcode/edit').at(-1)!;
    expect(sent.body).toEqual({ id: null, name: 'retainage', type: 'text', description: 'Retainage %', default_value: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('edit sends the id; delete asks first and shows the in-use refusal', async () => {
    const api = setup();
    api.route('POST /api/v1/settings/shortcode/edit', { body: { data: OWN, message: T.mergeFieldSaved } });
    const inUse = T.mergeFieldInUse('{{insurance.min_coverage}}', 'the e-mail template "Award"');
    api.route('POST /api/v1/settings/shortcode/delete/40', { status: 409, body: { message: inUse } });
    const { user } = renderRemote(<MergeFieldsPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit insurance.min_coverage' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Default value/ })).toHaveValue('2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(T.mergeFieldSaved);
    expect(api.find('POST /api/v1/settings/shortcode/edit')[0].body).toMatchObject({ id: 40, name: 'insurance.min_coverage', type: 'currency' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete insurance.min_coverage' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(T.deleteMergeFieldConfirm('insurance.min_coverage'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
  });

  test('export runs as a download job and saves the file once it is ready', async () => {
    const socket = installFakeSocket(true);
    const api = setup();
    api.route('GET /api/v1/settings/shortcode/export', { status: 202, body: { data: { id: 5 } } });
    api.route('GET /api/v2/downloads/31/download', { body: 'xlsx-bytes' });
    const createObjectURL = jest.fn(() => 'blob:merge-fields');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRemote(<MergeFieldsPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
    expect(api.find('GET /api/v1/settings/shortcode/export')[0].query.get('format')).toBe('xlsx');
    act(() => socket.emit(DOWNLOAD_EVENTS.created, { id: 31, name: 'merge-fields-2026-11-23.xlsx', token: 'tkn', job_id: 5 }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.find('GET /api/v2/downloads/31/download')[0].query.get('token')).toBe('tkn');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('merge-fields-2026-11-23.xlsx');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  test('without the account_configuration rights there is nothing to add, edit or delete', async () => {
    setup(makeUser({ permissions: [PERMISSIONS.TEMPLATES_EDIT, PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW] }));
    renderRemote(<MergeFieldsPage />, { path: PATH });
    await screen.findByText('{{insurance.min_coverage}}');
    expect(screen.queryByRole('button', { name: 'Add merge field' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit insurance.min_coverage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete insurance.min_coverage' })).toBeNull();
  });

  test('search, type, origin, sort and page live in the URL; a hand-edited sort field or type is not sent', async () => {
    const api = setup();
    const { unmount } = renderRemote(<MergeFieldsPage />, { path: PATH, url: `${PATH}?search=insur&filter[type]=currency&filter[origin]=company&sort_field=type&sort_direction=desc&page=2` });
    await screen.findByText('{{company.name}}');
    expect(screen.getByPlaceholderText('Search')).toHaveValue('insur');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Currency');
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveTextContent('Company');
    expect(Object.fromEntries(api.find('GET /api/v1/settings/shortcode/list-paginated')[0].query)).toEqual({
      page: '2', per_page: '10', sort_field: 'type', sort_direction: 'desc', search: 'insur', type: 'currency', origin: 'company',
    });
    unmount();

    const edited = setup();
    const { user, currentPath } = renderRemote(<MergeFieldsPage />, { path: PATH, url: `${PATH}?sort_field=placeholder&sort_direction=desc&filter[type]=money` });
    await screen.findByText('{{company.name}}');
    expect(Object.fromEntries(edited.find('GET /api/v1/settings/shortcode/list-paginated')[0].query)).toEqual({ page: '1', per_page: '10', sort_field: 'name', sort_direction: 'asc' });
    await user.click(screen.getByRole('combobox', { name: 'Origin' }));
    await user.click(await screen.findByRole('option', { name: 'System' }));
    await waitFor(() => expect(currentPath()).toBe(`${PATH}?filter%5Borigin%5D=system`));
  });
});
