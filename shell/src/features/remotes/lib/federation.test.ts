// initRemotes and loadRemoteModule against a mocked federation runtime and /remotes.json.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initRemotes, loadRemoteModule, resetRemotesForTests } from './federation';
import { createRemoteFallback } from './remote-fallback';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const fetchMock = jest.fn();
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });
let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  resetRemotesForTests();
  globalThis.fetch = fetchMock;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('registers every remote named in /remotes.json with absolute manifest URLs', async () => {
  fetchMock.mockResolvedValueOnce(
    json({ mf_projects: '/remotes/mf-projects/mf-manifest.json', mf_arya: 'https://cdn.example.com/arya/mf-manifest.json', not_a_remote: '/x.json' }),
  );
  await initRemotes();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  expect(init).toHaveBeenCalledWith({ name: 'shell', remotes: [] });
  expect(registerRemotes).toHaveBeenCalledWith(
    [
      { name: 'mf_projects', entry: `${window.location.origin}/remotes/mf-projects/mf-manifest.json` },
      { name: 'mf_arya', entry: 'https://cdn.example.com/arya/mf-manifest.json' },
    ],
    { force: true },
  );
});

test('reads /remotes.json once however often it is asked', async () => {
  fetchMock.mockResolvedValue(json({}));
  await Promise.all([initRemotes(), initRemotes()]);
  await initRemotes();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a failing /remotes.json is logged, not thrown, and asked again on the next load', async () => {
  fetchMock.mockResolvedValueOnce(json({ message: 'down' }, 502)).mockResolvedValueOnce(json({ mf_tasks: '/remotes/mf-tasks/mf-manifest.json' }));
  await expect(initRemotes()).resolves.toBeUndefined();
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/remotes.json'), expect.any(Error));

  (loadRemote as jest.Mock).mockResolvedValueOnce({ default: () => null });
  await loadRemoteModule('mf_tasks', './routes');
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

test('loadRemoteModule loads `remote/module` and rejects on the fallback module', async () => {
  fetchMock.mockResolvedValue(json({}));
  const routes = { default: () => null };
  (loadRemote as jest.Mock).mockResolvedValueOnce(routes);
  await expect(loadRemoteModule('mf_projects', './routes')).resolves.toBe(routes);
  expect(loadRemote).toHaveBeenCalledWith('mf_projects/routes');

  const error = new Error('Failed to get manifest');
  (loadRemote as jest.Mock).mockResolvedValueOnce(createRemoteFallback('mf_projects/routes', error));
  await expect(loadRemoteModule('mf_projects', './routes')).rejects.toBe(error);
});
