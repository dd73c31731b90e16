// Company websites are typed freely ("northwind.test"); a value that is not a full URL gets https:// (001 section 2).
export function toWebsiteHref(value: string): string {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') return trimmed;
  } catch {
    // Not a URL on its own: fall through and add the scheme.
  }
  return `https://${trimmed}`;
}
