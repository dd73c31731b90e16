import { act, screen, waitFor, within } from '@testing-library/react';
import { DOWNLOAD_EVENTS, QUICK_ACCESS_MESSAGES, UI_TEXT, type DocumentRow, type QuickAccess } from 'shared-contract';
import { installFakeSocket } from 'shared-auth/src/testing/fake-socket';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { QUICK_ACCESS_TEXT as T, QuickAccessPage } from './quick-access-page';

jest.setTimeout(60_000);

const doc = (over: Partial<DocumentRow>): DocumentRow => ({
  kind: 'project_document',
  id: 1,
  name: 'survey.pdf',
  size: 2048,
  mime_type: 'application/pdf',
  project_id: 7,
  project_name: 'Harbor Tower',
  scope_id: null,
  scope_name: null,
  task_id: null,
  task_number: null,
  task_name: null,
  task_path: null,
  download_url: '/api/v1/project/additional-documents/1/download',
  created_at: '2026-03-03T10:00:00.000Z',
  in_quick_access: true,
  ...over,
});
const SURVEY = doc({});
const INSURANCE = doc({ kind: 'task_file', id: 5, name: 'insurance.pdf', task_id: 12, task_number: 'T-000012', task_name: 'Insurance', task_path: '/tasks/12/request', download_url: '/api/v1/tasks/12/files/5' });
const WIRING = doc({ kind: 'scope_attachment', id: 3, name: 'wiring.pdf', scope_id: 4, scope_name: 'Electrical', download_url: '/api/v1/scope/attachment/3/download', in_quick_access: false });
const FULL: QuickAccess = {
  documents: [SURVEY, INSURANCE],
  recent_tasks: [
    { id: 12, task_id: 'T-000012', name: 'Insurance', type: 'certificate-of-insurance', status: 'pending_submission', status_label: 'Pending Submission', due_date: '2020-01-01', is_overdue: true, project_name: 'Harbor Tower', waiting_on_me: true, path: '/tasks/12/request' },
  ],
};

function open(data: QuickAccess = FULL, url = '/quick-access') {
  const api = installFakeApi({ 'GET /api/v1/quick-access': { body: { data } } });
  const view = renderShell([{ path: '/quick-access', element: <QuickAccessPage /> }], { url });
  return { ...view, api };
}

afterEach(() => clearCookies());

test('lists the documents with their download links and task links, and the recent tasks', async () => {
  open();
  const table = await screen.findByRole('table', { name: T.documents });
  expect(within(table).getByRole('link', { name: 'survey.pdf' })).toHaveAttribute('href', '/api/v1/project/additional-documents/1/download');
  expect(within(table).getByRole('link', { name: 'T-000012 · Insurance' })).toHaveAttribute('href', '/tasks/12/request');
  expect(within(table).getByRole('link', { name: 'Download insurance.pdf' })).toHaveAttribute('href', '/api/v1/tasks/12/files/5');
  const recent = screen.getByRole('list', { name: T.recentTasks });
  expect(within(recent).getByRole('link', { name: 'T-000012 · Insurance' })).toHaveAttribute('href', '/tasks/12/request');
  expect(within(recent).getByText(T.waitingOnYou)).toBeInTheDocument();
  expect(within(recent).getByText(`${T.due('01/01/2020')} · ${T.overdue}`)).toBeInTheDocument();
});

test('empty states for no documents and no recent tasks', async () => {
  open({ documents: [], recent_tasks: [] });
  expect(await screen.findByText(T.emptyTitle)).toBeInTheDocument();
  expect(screen.getByText(T.noRecentTasks)).toBeInTheDocument();
  expect(screen.getByText(T.findHint)).toBeInTheDocument();
});

test('remove asks first, then removes the document and reloads', async () => {
  const { api, user } = open();
  api.route('POST /api/v1/company/documents/remove-from-quick-access', { body: { data: { message: QUICK_ACCESS_MESSAGES.removed } } });
  const table = await screen.findByRole('table', { name: T.documents });
  await user.click(within(table).getByRole('button', { name: `${T.remove} survey.pdf` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(T.removeMessage('survey.pdf'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.find('POST /api/v1/company/documents/remove-from-quick-access')).toHaveLength(0);

  api.route('GET /api/v1/quick-access', { body: { data: { ...FULL, documents: [INSURANCE] } } });
  await user.click(within(table).getByRole('button', { name: `${T.remove} survey.pdf` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.remove }));
  expect(await screen.findByText(QUICK_ACCESS_MESSAGES.removed)).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/documents/remove-from-quick-access')[0].body).toEqual({ document_kind: 'project_document', document_id: 1 });
  await waitFor(() => expect(screen.queryByRole('link', { name: 'survey.pdf' })).toBeNull());
});

test('Download as ZIP bundles the selected documents through the download job', async () => {
  const socket = installFakeSocket(true);
  const { api, user } = open();
  api.route('POST /api/v1/documents/init-job', () => ({ status: 202, body: { data: { id: 31 } } }));
  api.route('GET /api/v2/downloads/50/download', () => ({ body: 'zip' }));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:zip'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const table = await screen.findByRole('table', { name: T.documents });
  const zip = screen.getByRole('button', { name: T.downloadZip });
  expect(zip).toBeDisabled();
  for (const name of ['survey.pdf', 'insurance.pdf']) {
    await user.click(within(within(table).getByRole('link', { name }).closest('tr')!).getByRole('checkbox'));
  }
  await user.click(screen.getByRole('button', { name: `${T.downloadZip} (2)` }));
  await waitFor(() => expect(api.find('POST /api/v1/documents/init-job')).toHaveLength(1));
  expect(api.find('POST /api/v1/documents/init-job')[0].body).toEqual({ documents: [{ kind: 'project_document', id: 1 }, { kind: 'task_file', id: 5 }] });
  expect(await screen.findByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
  act(() => socket.emit(DOWNLOAD_EVENTS.created, { id: 50, name: 'documents.zip', token: 'tok', job_id: 31 }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(api.find('GET /api/v2/downloads/50/download')[0].query.get('token')).toBe('tok');
  click.mockRestore();
});

test('find documents (?search=) lists the matches and adds one to Quick Access', async () => {
  const { api, user } = open(FULL, '/quick-access?search=wir');
  api.route('GET /api/v1/search-results', { body: { data: { documents: { data: [WIRING, SURVEY], total: 2, current_page: 1, last_page: 1, per_page: 10 } } } });
  api.route('POST /api/v1/company/documents/add-to-quick-access', { body: { data: { message: QUICK_ACCESS_MESSAGES.added } } });
  const found = await screen.findByRole('table', { name: T.findDocuments });
  expect(await within(found).findByRole('link', { name: 'wiring.pdf' })).toBeInTheDocument();
  const search = api.find('GET /api/v1/search-results')[0];
  expect(search.query.get('type')).toBe('documents');
  expect(search.query.get('search')).toBe('wir');
  // Already pinned: no Add button.
  expect(within(within(found).getByRole('link', { name: 'survey.pdf' }).closest('tr')!).getByText(T.inQuickAccess)).toBeInTheDocument();
  await user.click(within(found).getByRole('button', { name: `${T.add}: wiring.pdf` }));
  expect(await screen.findByText(QUICK_ACCESS_MESSAGES.added)).toBeInTheDocument();
  expect(api.find('POST /api/v1/company/documents/add-to-quick-access')[0].body).toEqual({ document_kind: 'scope_attachment', document_id: 3 });
  await waitFor(() => expect(api.find('GET /api/v1/quick-access').length).toBeGreaterThan(1));
});
