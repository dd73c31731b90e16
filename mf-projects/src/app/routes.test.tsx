// The `./routes` expose mounted the way the shell mounts it.
import { screen, waitFor } from '@testing-library/react';
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

test("a scope's older edit address opens the scope page", async () => {
  const project = { id: 3, company_id: 7, company_name: 'Northwind Builders', name: 'Harbor Tower', internal_number: null, owner: null, stage: 'Construction', estimated_start_date: null, estimated_end_date: null, manager_id: null, manager_full_name: null, manager_phone: null, manager_email: null, is_draft: false, wizard_step: 1, status: 'active', archived_at: null, is_external: false, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z', can: { view: true, update: false, delete: false, scopeCreate: false, taskCreate: false }, owner_type_id: null, country_id: null, country_name: null, state_id: null, state_name: null, city: null, street: null, zip: null, scope_workflow_id: null, contract_workflow_id: null };
  installFakeApi({ 'GET /api/v1/projects/3': { body: { data: project } } });
  const { currentPath } = renderAt('/projects/3/scopes/5/edit');
  await waitFor(() => expect(currentPath()).toBe('/projects/3/scopes/5'));
});
