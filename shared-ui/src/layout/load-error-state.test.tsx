import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from 'shared-contract';
import { LoadErrorState } from './load-error-state';

test('a refused call says the page is not permitted; Retry asks again', async () => {
  const onRetry = jest.fn();
  render(<LoadErrorState error={{ response: { status: 403 } }} onRetry={onRetry} />);
  expect(screen.getByText(ERROR_MESSAGES.noPermissionPage)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('any other failure shows the generic message', () => {
  render(<LoadErrorState error={new TypeError('Failed to fetch')} onRetry={() => undefined} />);
  expect(screen.getByText(ERROR_MESSAGES.default)).toBeInTheDocument();
});

test('a 404 is the 404 page, with no Retry', () => {
  render(<LoadErrorState error={{ response: { status: 404 } }} onRetry={() => undefined} />);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "Oops! You're lost." })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Home page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});
