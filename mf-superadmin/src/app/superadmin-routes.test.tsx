// The operator area's route table: /superadmin opens the company list; an unknown path is the one 404 page.
import { screen } from '@testing-library/react';
import { renderSuperadmin } from '../testing/render-superadmin';

describe('operator routes', () => {
  test('an unknown path under /superadmin shows the 404 page and stays where it is', async () => {
    const { currentPath } = renderSuperadmin('/superadmin/unknown-ish');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText("Oops! You're lost.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Home page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/superadmin/unknown-ish');
  });
});
