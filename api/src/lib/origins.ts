// Which browser origins may talk to the API with the user's cookies: the address the request was
// sent to (same origin), PUBLIC_URL's origin, and the ALLOWED_ORIGINS list. A page on any other
// origin (a sibling subdomain or port included) is refused, so it cannot read a user's events.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AppConfig } from '../config';

/** `scheme://host[:port]` of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** PUBLIC_URL's origin and ALLOWED_ORIGINS: the origins allowed besides the request's own. */
export function configuredOrigins(config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>): Set<string> {
  const origins = new Set<string>(config.allowedOrigins);
  const publicOrigin = originOf(config.publicUrl);
  if (publicOrigin) origins.add(publicOrigin);
  return origins;
}

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

/** Whether the request reached the server over TLS (directly, or at a trusted proxy). */
export function cameOverTls(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return trustProxy && firstValue(req.headers['x-forwarded-proto']) === 'https';
}

/** The origin the browser addressed: scheme and Host (the forwarded ones behind a trusted proxy). */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string | null {
  const host = (trustProxy && firstValue(req.headers['x-forwarded-host'])) || req.headers.host;
  if (!host) return null;
  return originOf(`${cameOverTls(req, trustProxy) ? 'https' : 'http'}://${host}`);
}

/**
 * A request without an Origin header is not a cross-origin browser request (browsers send Origin
 * on every cross-origin request and WebSocket handshake), so only a present Origin is checked.
 */
export function isAllowedOrigin(req: IncomingMessage, config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins' | 'trustProxy'>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return configuredOrigins(config).has(origin) || origin === requestOrigin(req, config.trustProxy);
}
