// The `./routes` expose mounted the way the shell mounts it.
import { screen } from '@testing-library/react';
import { installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
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
