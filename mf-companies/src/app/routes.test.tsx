// The `./routes` expose mounted the way the shell mounts it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CompaniesRoutes from './routes';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/companies/*" element={<CompaniesRoutes />} />
        <Route path="/users/*" element={<CompaniesRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('/companies shows the Companies landing page', () => {
  renderAt('/companies');
  expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
  expect(screen.getByText('No Data yet')).toBeInTheDocument();
});

test('/users shows the Network Users landing page', () => {
  renderAt('/users');
  expect(screen.getByRole('heading', { level: 1, name: 'Network Users' })).toBeInTheDocument();
  expect(screen.getByText('No Data yet')).toBeInTheDocument();
});

test('an unknown path under the mount point shows the 404 page', () => {
  renderAt('/users/x/y');
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
});
