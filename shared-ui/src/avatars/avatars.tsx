// User and company avatars: the image with a time-stamp parameter against stale caches, initials otherwise.
import { Avatar } from '@mui/material';
import { useState } from 'react';

/** Up to two initials from a name: "Olivia Stone" → "OS", "northwind" → "N". */
export function getInitials(...parts: (string | null | undefined)[]): string {
  const words = parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0][0]] : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}

/** Adds a t=<stamp> query parameter so a replaced image is fetched again (000 section 9). */
export function withCacheBust(url: string, stamp: string | number): string {
  const [path, hash = ''] = url.split('#');
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}t=${encodeURIComponent(String(stamp))}${hash ? `#${hash}` : ''}`;
}

const FALLBACK_COLOURS = ['#1F3A68', '#2E6A8E', '#3B7A57', '#7A4E9A', '#9A5B2E', '#5B6B7A', '#8E2E4A', '#2E7D7A'];

function colourFor(text: string) {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_COLOURS[hash % FALLBACK_COLOURS.length];
}

type BaseAvatarProps = {
  src?: string | null;
  /** Pixel size of the square. */
  size?: number;
  /** Time stamp for the cache-busting parameter, e.g. the record's updated_at; defaults to when the avatar mounted. */
  stamp?: string | number;
};

function ImageAvatar({ src, size = 40, stamp, initials, alt, variant }: BaseAvatarProps & { initials: string; alt: string; variant: 'circular' | 'rounded' }) {
  const [mountedAt] = useState(() => Date.now());
  const url = src ? withCacheBust(src, stamp ?? mountedAt) : undefined;
  return (
    <Avatar
      src={url}
      alt={alt}
      variant={variant}
      sx={{ width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)), bgcolor: colourFor(alt), fontWeight: 600 }}
    >
      {/* MUI shows the children when there is no image or it fails to load. */}
      {initials}
    </Avatar>
  );
}

export type UserAvatarProps = BaseAvatarProps & { firstName?: string | null; lastName?: string | null; name?: string | null };

export function UserAvatar({ firstName, lastName, name, ...props }: UserAvatarProps) {
  const fullName = name ?? [firstName, lastName].filter(Boolean).join(' ');
  return <ImageAvatar {...props} alt={fullName || 'User'} initials={name ? getInitials(name) : getInitials(firstName, lastName)} variant="circular" />;
}

export type CompanyAvatarProps = BaseAvatarProps & { name: string | null | undefined };

export function CompanyAvatar({ name, ...props }: CompanyAvatarProps) {
  return <ImageAvatar {...props} alt={name || 'Company'} initials={getInitials(name)} variant="rounded" />;
}
