// Security headers on every answer: API JSON, files, errors and 404s alike (one onSend hook).
// An HTML document (the shell's index.html, the invitation page, the API docs) gets the policy the
// front end runs under: scripts from this origin and from the remotes' origins in remotes.json,
// inline styles (MUI/emotion inject <style> tags), images from data:/blob: (photo and logo
// previews), connections to this origin (API, socket.io over ws/wss) and the remotes' manifests.
// Any other answer is never a page, so it may load nothing and be framed by no one.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cameOverTls, originOf } from '../../lib/origins';
import { currentRemotes } from './static';

/** Non-document answers: nothing to run, nothing to frame. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Origins of the remotes deployed elsewhere (absolute manifest URLs); relative ones are 'self'. */
function remoteOrigins(app: FastifyInstance): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(currentRemotes(app))) {
    const origin = typeof url === 'string' && /^https?:\/\//i.test(url) ? originOf(url) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The policy of an HTML document, with the nonce its inline scripts carry (if it asked for one). */
export function documentPolicy(app: FastifyInstance, nonce?: string): string {
  const remotes = remoteOrigins(app);
  const publicOrigin = originOf(app.config.publicUrl);
  // 'self' covers ws:/wss: to this host in current browsers; PUBLIC_URL's is named for older ones.
  const socketOrigin = publicOrigin?.replace(/^http/, 'ws');
  const list = (...sources: (string | undefined | false)[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes, nonce && `'nonce-${nonce}'`)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", socketOrigin, ...remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const nonces = new WeakMap<FastifyReply, string>();

export default fp(
  async (app) => {
    const httpsPublicUrl = app.config.publicUrl.startsWith('https://');

    // A page with an inline script puts `nonce="${reply.cspNonce()}"` on it; made on first use.
    app.decorateReply('cspNonce', function (this: FastifyReply) {
      let nonce = nonces.get(this);
      if (!nonce) {
        nonce = crypto.randomBytes(16).toString('base64');
        nonces.set(this, nonce);
      }
      return nonce;
    });

    // A callback hook, not an async one: it runs on every answer and needs no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      if (!reply.hasHeader('content-security-policy')) {
        const isDocument = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
        reply.header('content-security-policy', isDocument ? documentPolicy(app, nonces.get(reply)) : NON_DOCUMENT_POLICY);
      }
      // Browsers ignore HSTS over plain HTTP: sent when the browser is on HTTPS (seen directly, at a
      // trusted proxy, or promised by PUBLIC_URL when the proxy is not trusted to say so).
      if (httpsPublicUrl || cameOverTls(request.raw, app.config.trustProxy)) {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR}`);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
