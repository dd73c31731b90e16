// Per-route request limits (@fastify/rate-limit) and a counter of failed sign-ins, both in Redis
// when REDIS_URL is set so every API instance shares them.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { ERROR_MESSAGES } from 'shared-contract';

export type RateCounter = {
  /** Current count of the key inside its window. */
  count: (key: string) => Promise<number>;
  /** Adds one and starts the window on the first hit. */
  hit: (key: string, windowMs: number) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

function createMemoryCounter(): RateCounter {
  const entries = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    hit: async (key, windowMs) => {
      const entry = live(key) ?? { count: 0, until: Date.now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      if (entries.size > 50_000) for (const k of entries.keys()) live(k);
      return entry.count;
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}

function createRedisCounter(redis: Redis): RateCounter {
  return {
    count: async (key) => Number((await redis.get(`rc:${key}`)) ?? 0),
    hit: async (key, windowMs) => {
      const [[, count]] = (await redis.multi().incr(`rc:${key}`).pexpire(`rc:${key}`, windowMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    reset: async (key) => {
      await redis.del(`rc:${key}`);
    },
  };
}

export default fp(
  async (app) => {
    const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'rl:' } : {}),
      errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: ERROR_MESSAGES.tooManyAttempts, retryAfter: context.after }),
    });
    app.decorate('rateCounter', redis ? createRedisCounter(redis) : createMemoryCounter());
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
