import { screen, waitFor } from '@testing-library/react';
import { DOWNLOAD_MESSAGES, UI_TEXT } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderShell } from '../../../testing/render-shell';
import { DownloadPage } from './download-page';

jest.setTimeout(60_000);

const JOB = 'GET /api/v2/jobs/7';
const FILE = 'GET /api/v2/downloads/31/download';

function openPage(routes: FakeRoutes, url = '/downloads/7') {
  const api = installFakeApi(routes);
  return { ...renderShell([{ path: '/downloads/:jobId', element: <DownloadPage /> }], { url }), api };
}

let click: jest.SpyInstance;
beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  click.mockRestore();
  clearCookies();
});

test('a finished job: its file is fetched once with the fresh token and saved', async () => {
  const { api } = openPage({
    [JOB]: { body: { data: { id: 7, kind: 'network.export', status: 'done', download: { id: 31, name: 'network-2026-11-24.xlsx', token: 'fresh' } } } },
    [FILE]: { body: 'the file' },
  });
  expect(await screen.findByText(DOWNLOAD_MESSAGES.ready)).toBeInTheDocument();
  expect(screen.getByText(/network-2026-11-24\.xlsx has been handed to your browser/)).toBeInTheDocument();
  expect(api.find(FILE)).toHaveLength(1);
  expect(api.find(FILE)[0].query.get('token')).toBe('fresh');
  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('network-2026-11-24.xlsx');
  expect(api.find(JOB)).toHaveLength(1);
});

test('a file already fetched or expired says so and fetches nothing', async () => {
  const { api } = openPage({ [JOB]: { body: { data: { id: 7, kind: 'network.export', status: 'done', download: null } } } });
  expect(await screen.findByText(DOWNLOAD_MESSAGES.expired)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute('href', '/notifications');
  expect(api.find(FILE)).toHaveLength(0);
  expect(click).not.toHaveBeenCalled();
});

test('a failed job says so and Try again asks again', async () => {
  const { api, user } = openPage({ [JOB]: { body: { data: { id: 7, kind: 'network.export', status: 'failed', download: null } } } });
  expect(await screen.findByText(DOWNLOAD_MESSAGES.failed)).toBeInTheDocument();
  api.route(JOB, { body: { data: { id: 7, kind: 'network.export', status: 'done', download: { id: 31, name: 'again.csv', token: 't2' } } } });
  api.route(FILE, { body: 'a,b' });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(DOWNLOAD_MESSAGES.ready)).toBeInTheDocument();
  expect(api.find(JOB)).toHaveLength(2);
});

test("someone else's job, an unknown one or a path that is no id: the not-found page", async () => {
  openPage({ [JOB]: { status: 404, body: { message: 'Not found.' } } });
  expect(await screen.findByText(UI_TEXT.page404.title)).toBeInTheDocument();
});

test('a path that is no job id asks the API nothing', async () => {
  const { api } = openPage({}, '/downloads/latest');
  expect(await screen.findByText(UI_TEXT.page404.title)).toBeInTheDocument();
  await waitFor(() => expect(api.find(JOB)).toHaveLength(0));
  expect(screen.queryByText(UI_TEXT.preparingDownload)).toBeNull();
});
