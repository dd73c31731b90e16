import { render, renderHook, screen } from '@testing-library/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { UI_TEXT } from 'shared-contract';
import { isNotFoundShown, useBreadcrumbLabels } from '../breadcrumbs/breadcrumb-labels';
import { NotFoundState } from './not-found-state';
import { RouterLinkProvider } from './router-link';

test("shows 404, Oops! You're lost., the text and Go to the Home page", () => {
  render(<NotFoundState />);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: UI_TEXT.page404.title })).toBeInTheDocument();
  expect(screen.getByText(UI_TEXT.page404.text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Home page' })).toHaveAttribute('href', '/');
});

test("the Home button uses the router's link when given one", () => {
  const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(({ to, ...rest }, ref) => <a ref={ref} data-router-to={to} href={to} {...rest} />);
  render(<NotFoundState linkComponent={RouterLink} />);
  expect(screen.getByRole('link', { name: 'Go to the Home page' })).toHaveAttribute('data-router-to', '/');
});

test('while it is shown the header is told to show no breadcrumb', () => {
  const labels = renderHook(() => useBreadcrumbLabels());
  expect(isNotFoundShown(labels.result.current)).toBe(false);
  const page = render(<NotFoundState />);
  labels.rerender();
  expect(isNotFoundShown(labels.result.current)).toBe(true);
  page.unmount();
  labels.rerender();
  expect(isNotFoundShown(labels.result.current)).toBe(false);
});

test('without a linkComponent it uses the one RouterLinkProvider gives', () => {
  const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(({ to, ...rest }, ref) => <a ref={ref} data-router-to={to} href={to} {...rest} />);
  render(
    <RouterLinkProvider value={RouterLink}>
      <NotFoundState />
    </RouterLinkProvider>,
  );
  expect(screen.getByRole('link', { name: 'Go to the Home page' })).toHaveAttribute('data-router-to', '/');
});
