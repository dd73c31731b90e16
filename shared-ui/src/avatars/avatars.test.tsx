import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { CompanyAvatar, UserAvatar, getInitials, withCacheBust } from './avatars';

describe('avatars', () => {
  it('builds initials', () => {
    expect(getInitials('Olivia', 'Stone')).toBe('OS');
    expect(getInitials('northwind builders inc')).toBe('NI');
    expect(getInitials('ridge')).toBe('R');
    expect(getInitials(null, '')).toBe('?');
  });

  it('adds a time-stamp parameter', () => {
    expect(withCacheBust('/files/logo.png', 123)).toBe('/files/logo.png?t=123');
    expect(withCacheBust('/files/logo.png?size=2', 'x')).toBe('/files/logo.png?size=2&t=x');
  });

  it('shows the image with the cache-busting parameter at the given size', () => {
    renderUi(<UserAvatar firstName="Olivia" lastName="Stone" src="/avatars/1.png" stamp="2026" size={64} />);
    const img = screen.getByRole('img', { name: 'Olivia Stone' });
    expect(img).toHaveAttribute('src', '/avatars/1.png?t=2026');
    expect(img.parentElement).toHaveStyle({ width: '64px', height: '64px' });
  });

  it('falls back to initials without an image', () => {
    renderUi(<CompanyAvatar name="Ridge Electric" size={32} />);
    expect(screen.getByText('RE')).toBeInTheDocument();
  });
});
