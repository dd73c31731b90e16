import { act, screen, waitFor, within } from '@testing-library/react';
import { GLOBAL_SEARCH_MESSAGES, SEARCH_DEBOUNCE_MS, UI_TEXT, type GlobalSearchResults } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeReply, type RecordedRequest } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { GlobalSearchBox } from './global-search-box';

jest.setTimeout(60_000);

const URL = 'GET /api/v1/search-results';
const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, per_page: 5, last_page: 1 });
const RIDGE: GlobalSearchResults = {
  users: page([{ id: 21, full_name: 'Rita Ridge', email: 'rita@ridge.test', company_id: 7, company_name: 'Ridge Electric', is_own_company: false }]),
  companies: page([{ id: 7, name: 'Ridge Electric', type: 'sub_contractor', primary_contact_name: 'Rita Ridge' }]),
};

function openBox(handler: (r: RecordedRequest) => FakeReply | Promise<FakeReply>) {
  const api = installFakeApi({ [URL]: handler });
  const view = renderShell([{ path: '/', element: <GlobalSearchBox /> }]);
  return { ...view, api, box: screen.getByRole('textbox', { name: GLOBAL_SEARCH_MESSAGES.boxLabel }) };
}
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const findDialog = () => screen.findByRole('dialog', {}, { timeout: 3000 });

afterEach(() => clearCookies());

test('asks nothing for 2 characters (trimmed), and shows the results after 3 or more', async () => {
  const { user, api, box } = openBox(() => ({ body: { data: RIDGE } }));
  await user.type(box, ' ri  ');
  await wait(SEARCH_DEBOUNCE_MS + 200);
  expect(api.find(URL)).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.clear(box);
  await user.type(box, 'ridge');
  const dialog = await findDialog();
  expect(api.find(URL)).toHaveLength(1);
  expect(api.find(URL)[0].query.get('search')).toBe('ridge');
  expect(within(dialog).getByRole('heading', { name: GLOBAL_SEARCH_MESSAGES.title('ridge') })).toBeInTheDocument();
  const companies = await within(dialog).findByRole('region', { name: 'Companies (1)' });
  expect(within(companies).getByRole('link', { name: 'Ridge Electric' })).toHaveAttribute('href', '/companies/7');
  expect(within(companies).getByText('Sub Contractor')).toBeInTheDocument();
  const users = within(dialog).getByRole('region', { name: 'Users (1)' });
  expect(within(users).getByRole('link', { name: 'Rita Ridge' })).toHaveAttribute('href', '/companies/7/users/21');
  expect(within(users).getByText('rita@ridge.test')).toBeInTheDocument();
});

test('an empty group says no search results found; Escape closes the modal', async () => {
  const { user, box } = openBox(() => ({ body: { data: { users: page([]), companies: RIDGE.companies } } }));
  await user.type(box, 'ridge');
  const dialog = await findDialog();
  const users = await within(dialog).findByRole('region', { name: 'Users (0)' });
  expect(within(users).getByText(UI_TEXT.noSearchResultsGroup)).toBeInTheDocument();
  expect(within(users).queryByRole('table')).toBeNull();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('See All goes to the group list with the search text and closes the modal', async () => {
  const { user, box, currentPath } = openBox(() => ({ body: { data: RIDGE } }));
  await user.type(box, 'ridge');
  const dialog = await findDialog();
  const companies = await within(dialog).findByRole('region', { name: 'Companies (1)' });
  await user.click(within(companies).getByRole('button', { name: `${GLOBAL_SEARCH_MESSAGES.seeAll} Companies` }));
  await waitFor(() => expect(currentPath()).toBe('/companies?search=ridge'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

const task = (id: number) => ({ id, name: `Gridwork ${id}`, task_id: `T-00000${id}`, project_id: 3, due_date: '2031-01-02', status: 'pending_submission', priority: 'high', external_company_id: 7, external_company_name: 'Ridge Electric', type: 'document-request' as const });

test('the Tasks group shows 3 rows and Load more appends the next page of 3 (type=tasks)', async () => {
  const { user, api, box } = openBox((r) => {
    if (r.query.get('type') === 'tasks') {
      const p = Number(r.query.get('page'));
      const rows = p === 2 ? [task(4), task(5), task(6)] : [task(7)];
      return { body: { data: { tasks: { data: rows, total: 7, current_page: p, per_page: 3, last_page: 3 } } } };
    }
    return { body: { data: { ...RIDGE, tasks: { data: [task(1), task(2), task(3)], total: 7, current_page: 1, per_page: 3, last_page: 3 } } } };
  });
  await user.type(box, 'gridwork');
  const dialog = await findDialog();
  const tasks = await within(dialog).findByRole('region', { name: 'Tasks (7)' });
  expect(within(tasks).getAllByRole('row')).toHaveLength(4);
  expect(within(tasks).getByRole('link', { name: 'T-000001 · Gridwork 1' })).toHaveAttribute('href', '/tasks/1/request');
  expect(within(tasks).getAllByText('Ridge Electric')).toHaveLength(3);
  expect(within(tasks).getAllByText('Pending Submission')).toHaveLength(3);
  await user.click(within(tasks).getByRole('button', { name: GLOBAL_SEARCH_MESSAGES.loadMore }));
  await waitFor(() => expect(within(tasks).getAllByRole('row')).toHaveLength(7));
  const more = api.find(URL).filter((r) => r.query.get('type') === 'tasks');
  expect(more[0].query.get('page')).toBe('2');
  expect(more[0].query.get('per_page')).toBe('3');
  await user.click(within(tasks).getByRole('button', { name: GLOBAL_SEARCH_MESSAGES.loadMore }));
  await waitFor(() => expect(within(tasks).getAllByRole('row')).toHaveLength(8));
  expect(within(tasks).queryByRole('button', { name: GLOBAL_SEARCH_MESSAGES.loadMore })).toBeNull();
  await user.click(within(tasks).getByRole('button', { name: `${GLOBAL_SEARCH_MESSAGES.seeAll} Tasks` }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the Documents group downloads a file and adds it to Quick Access', async () => {
  const wiring = {
    kind: 'scope_attachment', id: 3, name: 'wiring.pdf', size: 10, mime_type: null, project_id: 3, project_name: 'Harbor Tower', scope_id: 4, scope_name: 'Electrical',
    task_id: null, task_number: null, task_name: null, task_path: null, download_url: '/api/v1/scope/attachment/3/download', created_at: '2026-03-03T10:00:00.000Z', in_quick_access: false,
  };
  const { user, api, box } = openBox(() => ({ body: { data: { documents: page([wiring]) } } }));
  api.route('POST /api/v1/company/documents/add-to-quick-access', { body: { data: { message: 'Document added to Quick Access.' } } });
  await user.type(box, 'wiring');
  const dialog = await findDialog();
  const documents = await within(dialog).findByRole('region', { name: 'Documents (1)' });
  expect(within(documents).getByRole('link', { name: 'wiring.pdf' })).toHaveAttribute('href', '/api/v1/scope/attachment/3/download');
  expect(within(documents).getByText('Harbor Tower · Electrical')).toBeInTheDocument();
  await user.click(within(documents).getByRole('button', { name: 'Add wiring.pdf to Quick Access' }));
  expect(await within(documents).findByText('Added')).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/documents/add-to-quick-access')[0].body).toEqual({ document_kind: 'scope_attachment', document_id: 3 });
});

test('an error shows the retry state and Retry searches again', async () => {
  let fail = true;
  const { user, box, api } = openBox(() => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: { data: RIDGE } }));
  await user.type(box, 'ridge');
  const dialog = await findDialog();
  const retry = await within(dialog).findByRole('button', { name: UI_TEXT.retry });
  fail = false;
  await user.click(retry);
  expect(await within(dialog).findByRole('region', { name: 'Companies (1)' })).toBeInTheDocument();
  expect(api.find(URL)).toHaveLength(2);
});

test('an older answer arriving after a newer one does not replace the newer results', async () => {
  let releaseFirst: (reply: FakeReply) => void = () => undefined;
  const { user, box, api } = openBox((r) => {
    if (r.query.get('search') === 'rid') return new Promise<FakeReply>((resolve) => (releaseFirst = resolve));
    return { body: { data: RIDGE } };
  });
  await user.type(box, 'rid');
  const dialog = await findDialog();
  await waitFor(() => expect(api.find(URL)).toHaveLength(1));
  // The modal took the focus; the user goes back to the box and types on.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(box);
  await user.type(box, 'ge');
  const again = await findDialog();
  expect(await within(again).findByRole('region', { name: 'Companies (1)' })).toBeInTheDocument();
  expect(dialog).not.toBeInTheDocument();
  const stale: GlobalSearchResults = { users: page([]), companies: page([{ id: 99, name: 'Ridgid Old', type: 'sub_contractor', primary_contact_name: null }]) };
  await act(async () => releaseFirst({ body: { data: stale } }));
  await wait(100);
  expect(within(within(again).getByRole('region', { name: 'Companies (1)' })).getByRole('link', { name: 'Ridge Electric' })).toBeInTheDocument();
  expect(screen.queryByText('Ridgid Old')).toBeNull();
  expect(within(again).getByRole('heading', { name: GLOBAL_SEARCH_MESSAGES.title('ridge') })).toBeInTheDocument();
});

test('once the results open, typing goes on in their focused field and refines the search; too short closes them', async () => {
  const { user, api, box } = openBox((r) => ({ body: { data: r.query.get('search') === 'ridge' ? RIDGE : { users: page([]), companies: page([]) } } }));
  await user.type(box, 'rid');
  const dialog = await findDialog();
  const again = within(dialog).getByRole('textbox', { name: GLOBAL_SEARCH_MESSAGES.dialogBoxLabel });
  await waitFor(() => expect(again).toHaveFocus());
  expect(again).toHaveValue('rid');
  await user.keyboard('ge');
  await waitFor(() => expect(api.find(URL).map((r) => r.query.get('search'))).toEqual(['rid', 'ridge']));
  expect(await within(dialog).findByRole('region', { name: 'Companies (1)' })).toBeInTheDocument();
  expect(box).toHaveValue('ridge');
  await user.keyboard('{Backspace}{Backspace}{Backspace}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(box).toHaveValue('ri');
});

describe('below the sidebar breakpoint (375 px)', () => {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...desktopMatchMedia(query), matches: false })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  test('the header shows a Search icon instead of the box; it opens the search with the field focused', async () => {
    const api = installFakeApi({ [URL]: () => ({ body: { data: RIDGE } }) });
    const { user } = renderShell([{ path: '/', element: <GlobalSearchBox /> }]);
    expect(screen.queryByRole('textbox', { name: GLOBAL_SEARCH_MESSAGES.boxLabel })).toBeNull();
    await user.click(screen.getByRole('button', { name: GLOBAL_SEARCH_MESSAGES.openSearch }));
    const dialog = await findDialog();
    expect(within(dialog).getByRole('heading', { name: GLOBAL_SEARCH_MESSAGES.openSearch })).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: GLOBAL_SEARCH_MESSAGES.boxLabel });
    await waitFor(() => expect(field).toHaveFocus());
    // Short text keeps the search open; 3 characters search.
    await user.keyboard('ri');
    await wait(SEARCH_DEBOUNCE_MS + 200);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.find(URL)).toHaveLength(0);
    await user.keyboard('dge');
    expect(await within(dialog).findByRole('region', { name: 'Companies (1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: GLOBAL_SEARCH_MESSAGES.title('ridge') })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: GLOBAL_SEARCH_MESSAGES.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The icon opens it again, with the last text and its results.
    await user.click(screen.getByRole('button', { name: GLOBAL_SEARCH_MESSAGES.openSearch }));
    expect(await within(await findDialog()).findByRole('region', { name: 'Companies (1)' })).toBeInTheDocument();
  });
});
