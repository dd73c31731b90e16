import { act, screen, waitFor } from '@testing-library/react';
import { DOWNLOAD_EVENTS, UI_TEXT, type JobStartedReply } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { api } from './client';
import { runDownloadJob, useDownloadJob } from './download-job';
import { installFakeSocket } from './testing/fake-socket';

const START = 'GET /api/v1/things/export';
const DOWNLOAD = 'GET /api/v2/downloads/31/download';
const start = () => api.get('things/export').json<JobStartedReply>();

function ExportButton({ pollMs }: { pollMs?: number }) {
  const downloadJob = useDownloadJob({ pollMs });
  return (
    <button type="button" onClick={() => void downloadJob(start).catch(() => undefined)}>
      Export
    </button>
  );
}

function renderButton(routes: FakeRoutes, pollMs?: number) {
  const fake = installFakeApi(routes);
  const { user } = renderRemote(<ExportButton pollMs={pollMs} />);
  return { fake, user };
}

let click: jest.SpyInstance;
beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  click.mockRestore();
  clearCookies();
});

test('shows Preparing download until download-created arrives for the job, then fetches the file once and saves it', async () => {
  const socket = installFakeSocket(true);
  const { fake, user } = renderButton({ [START]: { status: 202, body: { data: { id: 7 } } }, [DOWNLOAD]: { body: 'the file' } });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
  await waitFor(() => expect(fake.find(START)).toHaveLength(1));
  expect(socket.listenerCount(DOWNLOAD_EVENTS.created)).toBe(1);
  // Another job's file is not ours.
  act(() => socket.emit(DOWNLOAD_EVENTS.created, { id: 30, name: 'other.xlsx', token: 'nope', job_id: 6 }));
  act(() => socket.emit(DOWNLOAD_EVENTS.created, { id: 31, name: 'network-2026-11-23.xlsx', token: 'tok en', job_id: 7 }));
  expect(await screen.findByText('Your download is ready.')).toBeInTheDocument();
  const [request] = fake.find(DOWNLOAD);
  expect(request.query.get('token')).toBe('tok en');
  expect(fake.find('GET /api/v2/downloads/30/download')).toHaveLength(0);
  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('network-2026-11-23.xlsx');
  expect(fake.calls().filter((c) => c.startsWith('GET /api/v2/jobs'))).toEqual([]);
  expect(socket.listenerCount(DOWNLOAD_EVENTS.created)).toBe(0);
  expect(socket.listenerCount(DOWNLOAD_EVENTS.failed)).toBe(0);
});

test('an event that arrives before the export call has answered is not lost', async () => {
  const socket = installFakeSocket(true);
  const fake = installFakeApi({
    [START]: () => {
      socket.emit(DOWNLOAD_EVENTS.created, { id: 31, name: 'users.csv', token: 't', job_id: 9 });
      return { status: 202, body: { data: { id: 9 } } };
    },
    [DOWNLOAD]: { body: 'x' },
  });
  await expect(runDownloadJob(start)).resolves.toMatchObject({ fileName: 'users.csv' });
  expect(fake.find(DOWNLOAD)).toHaveLength(1);
});

test('download-failed for the job shows File download failed!', async () => {
  const socket = installFakeSocket(true);
  const { fake, user } = renderButton({ [START]: { status: 202, body: { data: { id: 8 } } } });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(fake.find(START)).toHaveLength(1));
  await waitFor(() => expect(socket.listenerCount(DOWNLOAD_EVENTS.failed)).toBe(1));
  act(() => socket.emit(DOWNLOAD_EVENTS.failed, { job_id: 8, message: 'File download failed!' }));
  expect(await screen.findByText('File download failed!')).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
});

test('without a connected socket the job status is polled until its download is ready', async () => {
  installFakeSocket(false);
  let polls = 0;
  const { fake, user } = renderButton(
    {
      [START]: { status: 202, body: { data: { id: 5 } } },
      'GET /api/v2/jobs/5': () => {
        polls += 1;
        return polls < 2
          ? { body: { data: { id: 5, kind: 'network.export', status: 'running', download: null } } }
          : { body: { data: { id: 5, kind: 'network.export', status: 'done', download: { id: 31, name: 'network.xlsx', token: 'fresh' } } } };
      },
      [DOWNLOAD]: { body: 'file' },
    },
    20,
  );
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Your download is ready.')).toBeInTheDocument();
  expect(polls).toBe(2);
  expect(fake.find(DOWNLOAD)[0].query.get('token')).toBe('fresh');
  expect(click).toHaveBeenCalledTimes(1);
});

test('a failed job seen by polling, or a refused export, shows File download failed!', async () => {
  installFakeSocket(false);
  const failed = installFakeApi({
    [START]: { status: 202, body: { data: { id: 4 } } },
    'GET /api/v2/jobs/4': { body: { data: { id: 4, kind: 'network.export', status: 'failed', download: null } } },
  });
  await expect(runDownloadJob(start, { pollMs: 10 })).rejects.toThrow('File download failed!');
  expect(failed.find(DOWNLOAD)).toHaveLength(0);

  const { user } = renderButton({ [START]: { status: 422, body: { message: 'The given data was invalid.', errors: { format: ['The selected format is invalid.'] } } } }, 10);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('File download failed!')).toBeInTheDocument();
});
