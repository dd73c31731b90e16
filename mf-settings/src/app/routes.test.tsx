// The `./routes` expose mounted the way the shell mounts it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SettingsRoutes from './routes';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/settings/*" element={<SettingsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('/settings shows the Settings landing page', () => {
  renderAt('/settings');
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/settings/nowhere');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});
