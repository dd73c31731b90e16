// Serves the built front end from one origin: shell/dist at / (SPA fallback to index.html), each
// remote's dist at /remotes/<dir>/ as if it were its own deployment, and /remotes.json.
// Files are looked up per request, so a redeployed shell or remote is served without a restart.
// Missing dist folders are skipped: the API runs (and is tested) without any front-end build.
import fs from 'node:fs';
import path from 'node:path';
import type fastifyStaticPlugin from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from 'shared-contract';
import { loadNative } from '../../lib/load-native';

export const REMOTE_DIRS = REMOTE_NAMES.map((name) => name.replace('_', '-'));

export function findRepoRoot(start = __dirname): string {
  let dir = start;
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.resolve(start, '../..');
}

export function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name.replace('_', '-')}/mf-manifest.json`]));
}

/** remotes.json as served now: the defaults overridden by REMOTES_CONFIG, read on every call. */
export function currentRemotes(app: FastifyInstance): Record<string, string> {
  const remotes = defaultRemotes();
  if (!app.config.remotesConfig) return remotes;
  try {
    return { ...remotes, ...JSON.parse(fs.readFileSync(path.resolve(app.config.remotesConfig), 'utf8')) };
  } catch (error) {
    app.log.error({ err: error }, 'REMOTES_CONFIG could not be read; serving the default remotes');
    return remotes;
  }
}

/** The file a precompressed variant (`x.js.br`, `x.js.gz`) stands for. */
const sourceOf = (file: string) => file.replace(/\.(br|gz)$/, '');
/** Names carrying webpack's [contenthash:8] (chunks, assets): a new build gives them new names. */
const isContentHashed = (file: string) => /\.[0-9a-f]{8}\.[a-z0-9]+$/i.test(sourceOf(file));

/**
 * Content-hashed files never change under their name: cached for a year without revalidation.
 * Everything else (index.html, main.js, remoteEntry.js, mf-manifest.json) is revalidated on every
 * load, so a redeployed shell or remote is picked up at once. Every file may come as .br or .gz
 * (written by the build; see tools/webpack-config/precompress.js), so caches key on Accept-Encoding.
 */
export function staticCacheControl(file: string): string {
  return isContentHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export default fp(
  async (app) => {
    const root = app.config.staticRoot ? path.resolve(app.config.staticRoot) : findRepoRoot();
    const shellDist = path.join(root, 'shell', 'dist');
    const hasShell = fs.existsSync(path.join(shellDist, 'index.html'));

    app.get('/remotes.json', { schema: { tags: ['static'], summary: 'Remote name → manifest URL' } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return currentRemotes(app);
    });

    const setHeaders = (res: { setHeader: (k: string, v: string) => void }, file: string) => {
      res.setHeader('cache-control', staticCacheControl(file));
      res.setHeader('vary', 'Accept-Encoding');
    };

    const fastifyStatic = loadNative<{ default: typeof fastifyStaticPlugin }>('@fastify/static').default;
    let decorated = false;
    for (const dir of REMOTE_DIRS) {
      const dist = path.join(root, dir, 'dist');
      if (!fs.existsSync(dist)) continue;
      await app.register(fastifyStatic, { root: dist, prefix: `/remotes/${dir}/`, decorateReply: !decorated, setHeaders, cacheControl: false, preCompressed: true });
      decorated = true;
    }
    if (hasShell) {
      await app.register(fastifyStatic, { root: shellDist, prefix: '/', decorateReply: !decorated, setHeaders, cacheControl: false, preCompressed: true, index: ['index.html'] });
      decorated = true;
    }

    app.setNotFoundHandler(async (request, reply: FastifyReply) => {
      const url = request.url;
      const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
      const isBackend = /^\/(api|broadcasting|socket\.io|remotes)(\/|$)/.test(url);
      if (hasShell && request.method === 'GET' && wantsHtml && !isBackend) {
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html').send(fs.createReadStream(path.join(shellDist, 'index.html')));
      }
      return reply.code(404).send({ message: 'Not found.' });
    });
  },
  { name: 'static', dependencies: ['config'] },
);
