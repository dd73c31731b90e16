// The `./routes` expose mounted the way the shell mounts it.
import { screen } from '@testing-library/react';
import { installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import ProjectsRoutes from './routes';

function renderAt(url: string) {
  return renderRemote(
    [
      { path: '/projects/*', element: <ProjectsRoutes /> },
      { path: '/dashboard/*', element: <ProjectsRoutes /> },
    ],
    { url },
  );
}

test('/projects shows the projects list', async () => {
  installFakeApi({ 'GET /api/v1/projects': { body: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 } }, 'GET /api/v1/project/stage': { body: { data: [] } } });
  renderAt('/projects');
  expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  expect(await screen.findByText('No Data yet')).toBeInTheDocument();
});

test('/dashboard shows the Dashboard landing page', () => {
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/projects/123/unknown');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});
