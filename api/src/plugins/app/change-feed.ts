// The change feed: committed changes to the rows the caches are built from, as the database
// reports them (triggers of migration 0002 NOTIFY 'app_changes'), so every API instance hears every
// change whichever instance or job made it. A state-changing request also announces, before its
// response leaves, that its caller's company (or, for an operator, anything) may have changed: the
// caller's next request, on this instance, never sees what it just changed as it was.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { ListenFunction } from '../../db/client';

export const CHANGE_CHANNEL = 'app_changes';
const SYNC_PREFIX = 'sync|';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FLUSH_TIMEOUT_MS = 5000;

/** One changed row: its table, its id, and the company and user it belongs to where it has them. */
export type RowChange = { table: string; id: string; companyId: number | null; userId: number | null };

/**
 * What a listener hears: a changed row; a request that may have changed anything of a company or a
 * user; or `everything` (notifications may have been missed, or an operator changed something):
 * drop all. `live` is false while the feed cannot hear changes: caches must not serve then.
 */
export type Change =
  | ({ kind: 'row' } & RowChange)
  | { kind: 'request'; companyId: number | null; userId: number }
  | { kind: 'everything'; live: boolean };

export type ChangeListener = (change: Change) => void;

export type ChangeFeed = {
  subscribe: (listener: ChangeListener) => () => void;
  /** Whether changes are being heard (always, on PGlite). */
  readonly live: boolean;
  /** Resolves once every change committed before the call has reached the listeners. */
  flush: () => Promise<void>;
};

const toId = (text: string | undefined) => (text ? Number(text) : null);

/** Parses a trigger payload `table|id|company_id|user_id`. */
export function parseRowChange(payload: string): RowChange | null {
  const [table, id, companyId, userId] = payload.split('|');
  if (!table || id === undefined) return null;
  return { table, id, companyId: toId(companyId), userId: toId(userId) };
}

export function createChangeFeed(listen: ListenFunction, notify: (payload: string) => Promise<void>) {
  const listeners = new Set<ChangeListener>();
  const pendingSyncs = new Map<string, () => void>();
  let live = true;

  const emit = (change: Change) => {
    for (const listener of listeners) listener(change);
  };

  const onPayload = (payload: string) => {
    if (payload.startsWith(SYNC_PREFIX)) {
      pendingSyncs.get(payload)?.();
      return;
    }
    const row = parseRowChange(payload);
    if (row) emit({ kind: 'row', ...row });
  };

  const onGap = (listening: boolean) => {
    live = listening;
    emit({ kind: 'everything', live });
  };

  const feed: ChangeFeed & { emit: (change: Change) => void; start: () => Promise<() => Promise<void>> } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get live() {
      return live;
    },
    async flush() {
      const payload = `${SYNC_PREFIX}${crypto.randomUUID()}`;
      // Notifications arrive in commit order: once this one is heard, every earlier one was.
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pendingSyncs.delete(payload);
          resolve();
        }, FLUSH_TIMEOUT_MS);
        pendingSyncs.set(payload, () => {
          clearTimeout(timer);
          pendingSyncs.delete(payload);
          resolve();
        });
      });
      await notify(payload);
      await heard;
    },
    emit,
    start: () => listen(CHANGE_CHANNEL, onPayload, onGap),
  };
  return feed;
}

export default fp(
  async (app) => {
    const feed = createChangeFeed(app.listenToDatabase, async (payload) => {
      await app.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`);
    });
    const stop = await feed.start();
    app.decorate('changes', feed as ChangeFeed);

    // A callback hook: it runs on every answer, and reads (most of them) cost no promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      const actor = request.actor;
      if (actor && STATE_CHANGING.has(request.method)) {
        if (actor.user.isSuperuser) feed.emit({ kind: 'everything', live: feed.live });
        else feed.emit({ kind: 'request', companyId: actor.company?.id ?? null, userId: actor.user.id });
      }
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      await stop();
    });
  },
  { name: 'change-feed', dependencies: ['db'] },
);
