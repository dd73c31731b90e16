// The `./routes` expose mounted the way the shell mounts it.
import { screen } from '@testing-library/react';
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

test('/tasks shows the Tasks landing page', () => {
  renderAt('/tasks');
  expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
  expect(screen.getByText('No Data yet')).toBeInTheDocument();
});

test('/templates shows the Templates landing page', () => {
  renderAt('/templates');
  expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
  expect(screen.getByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/templates/nowhere');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});
