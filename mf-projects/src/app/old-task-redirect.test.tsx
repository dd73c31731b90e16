// The project's old task addresses open the task routes (000 section 2).
import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import ProjectsRoutes from './routes';

const renderAt = (url: string) => renderRemote([{ path: '/projects/*', element: <ProjectsRoutes /> }], { url });

test.each(['contract', 'request', 'acknowledgement', 'timeline'])('projects/{id}/tasks/{task_id}/%s opens the same view under /tasks/{task_id}', async (view) => {
  installFakeApi();
  const { currentPath } = renderAt(`/projects/3/tasks/42/${view}`);
  await waitFor(() => expect(currentPath()).toBe(`/tasks/42/${view}`));
});

test('another old task address is the 404 page, without asking the API', () => {
  const api = installFakeApi();
  renderAt('/projects/3/tasks/42/sign-here');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(api.calls()).toEqual([]);
});
