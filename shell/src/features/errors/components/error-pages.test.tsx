import { act, screen, waitFor } from '@testing-library/react';
import { UI_TEXT } from 'shared-contract';
import { renderShell } from '../../../testing/render-shell';
import { ForbiddenPage, PermissionsErrorPage } from './forbidden-page';
import { LinkExpiredPage } from './link-expired-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { TooManyAttemptsPage } from './too-many-attempts-page';

test('403 shows its code, Oops!, the permission text, and goes to the Home page', async () => {
  const { user, currentPath } = renderShell([{ path: '/403', element: <ForbiddenPage /> }], { url: '/403' });
  expect(screen.getByText('403')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByText('You do not have the required permission')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to the Home page' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});

test('the permissions error page carries the 403 text', () => {
  renderShell([{ path: '/permissions-error', element: <PermissionsErrorPage /> }], { url: '/permissions-error' });
  expect(screen.getByRole('heading', { name: UI_TEXT.page403.title })).toBeInTheDocument();
  expect(screen.getByText(UI_TEXT.page403.text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: UI_TEXT.page403.button })).toHaveAttribute('href', '/');
});

test("404 shows its code, Oops! You're lost., that the page was not found, and goes to the Home page", async () => {
  const { user, currentPath } = renderShell([{ path: '/404', element: <NotFoundPage /> }], { url: '/404' });
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to the Home page' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});

test('an expired link offers the way to the login page', async () => {
  const { user, currentPath } = renderShell([{ path: '/expired', element: <LinkExpiredPage /> }], { url: '/expired' });
  expect(screen.getByRole('heading', { name: 'Sorry, this link has expired.' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to login page' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
});

test('To Many Attempts goes back in history with Back', async () => {
  const { user, router, currentPath } = renderShell([{ path: '/429', element: <TooManyAttemptsPage /> }], { url: '/login' });
  await act(() => router.navigate('/429'));
  expect(await screen.findByRole('heading', { name: 'To Many Attempts' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
});
