// The `./routes` expose mounted the way the shell mounts it.
import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { makeContract, makeContractTask } from '../features/contracts/components/contract-fixtures';
import TasksRoutes from './routes';

function renderAt(url: string) {
  return renderRemote(
    [
      { path: '/tasks/*', element: <TasksRoutes /> },
      { path: '/templates/*', element: <TasksRoutes /> },
    ],
    { url },
  );
}

test('/tasks shows the task list', async () => {
  installFakeApi({ 'GET /api/v1/task/list': { body: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } } });
  renderAt('/tasks');
  expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
});

test('/templates shows the templates list with the library panel', async () => {
  installFakeApi({
    'GET /api/v2/templates': { body: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } },
    'GET /api/v1/library/collections': { body: { data: [] } },
    'GET /api/v1/library/labels': { body: { data: [] } },
  });
  renderAt('/templates');
  expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Library' })).toBeInTheDocument();
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/templates/nowhere');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});

test('the tasks page links to the contracts list, which lists GET contracts with its counts', async () => {
  installFakeApi({
    'GET /api/v1/task/list': { body: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } },
    'GET /api/v1/contracts': { body: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } },
    'GET /api/v1/contracts/counts': { body: { data: { by_status: [{ status: 'pending_approval', count: 0 }], by_project: [], by_vendor: [] } } },
  });
  const { user, currentPath } = renderAt('/tasks');
  await user.click(screen.getByRole('link', { name: 'Contracts' }));
  expect(currentPath()).toBe('/tasks/contracts');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Pending Approval (0)' })).toBeInTheDocument();
});

test("a contract's view shows the contract panel inside the task's page, and its review view is a route", async () => {
  const task = makeContractTask();
  installFakeApi({
    'GET /api/v1/tasks/5': { body: { data: task } },
    'GET /api/v1/contracts/5': { body: { data: makeContract({ flags: { approve: true, reject: true } }) } },
  });
  const { user, currentPath } = renderAt('/tasks/5');
  await waitFor(() => expect(currentPath()).toBe('/tasks/5/contract'));
  expect(await screen.findByRole('region', { name: 'Contract status' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Review and approve' }));
  expect(currentPath()).toBe('/tasks/5/contract/review');
  expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Electrical subcontract' })).toBeInTheDocument();
});
