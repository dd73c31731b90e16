// A remote slot as the user sees it: loading, the remote's content, and, when the remote is down
// or broken, a message with Retry in that slot only.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_LOAD_FAILED, RemoteComponent, RemoteRoutes } from '../index';
import { loadRemoteModule } from '../lib/federation';

jest.mock('../lib/federation', () => ({ loadRemoteModule: jest.fn(), initRemotes: jest.fn(), REMOTES_CONFIG_URL: '/remotes.json' }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const remoteModule = (text: string) => ({ default: () => <p>{text}</p> });
const unreachable = () => Promise.reject(new Error('Failed to get manifest. #RUNTIME-003'));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  // React reports the errors its boundaries catch; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

// Each test uses its own remote name: the loaded components are cached for the whole page.
test('shows the loading state, then the remote routes', async () => {
  let resolve!: (value: unknown) => void;
  load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
  render(<RemoteRoutes remote="mf_projects" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  resolve(remoteModule('Projects area'));
  expect(await screen.findByText('Projects area')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_projects', './routes');
});

test('a remote that is down costs its own slot only, and Retry loads it again', async () => {
  const user = userEvent.setup();
  load.mockImplementationOnce(unreachable).mockResolvedValueOnce(remoteModule('Tasks area'));
  render(
    <>
      <h1>Shell header</h1>
      <RemoteRoutes remote="mf_tasks" />
    </>,
  );
  expect(await screen.findByText(REMOTE_LOAD_FAILED)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Shell header' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Tasks area')).toBeInTheDocument();
  expect(screen.queryByText(REMOTE_LOAD_FAILED)).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('Retry keeps offering itself while the remote stays down', async () => {
  const user = userEvent.setup();
  load.mockImplementation(unreachable);
  render(<RemoteRoutes remote="mf_settings" />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(REMOTE_LOAD_FAILED)).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote that crashes while rendering is caught in its slot', async () => {
  const user = userEvent.setup();
  const Broken = () => {
    throw new Error('remote bug');
  };
  load.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce(remoteModule('Companies area'));
  render(<RemoteRoutes remote="mf_companies" />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Companies area')).toBeInTheDocument();
});

test('leaving a failed area and coming back loads it again', async () => {
  load.mockImplementationOnce(unreachable).mockResolvedValueOnce(remoteModule('Operator area'));
  const { unmount } = render(<RemoteRoutes remote="mf_superadmin" />);
  expect(await screen.findByText(REMOTE_LOAD_FAILED)).toBeInTheDocument();
  unmount();
  render(<RemoteRoutes remote="mf_superadmin" />);
  expect(await screen.findByText('Operator area')).toBeInTheDocument();
});

test('with fallback={null} a failed module renders nothing (the header drawer)', async () => {
  load.mockImplementationOnce(unreachable);
  const { container } = render(
    <header>
      <span>Header</span>
      <RemoteComponent remote="mf_arya" module="./drawer" fallback={null} />
    </header>,
  );
  // Let the rejected load settle and the boundary catch it.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
  expect(load).toHaveBeenCalledWith('mf_arya', './drawer');
  expect(screen.queryByText(REMOTE_LOAD_FAILED)).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(container.textContent).toBe('Header');
});

test('passes props through to the remote component', async () => {
  load.mockResolvedValueOnce({ default: ({ label }: { label?: string }) => <p>{label}</p> });
  render(<RemoteComponent remote="mf_arya" module="./widget" props={{ label: 'From the shell' }} />);
  expect(await screen.findByText('From the shell')).toBeInTheDocument();
});
