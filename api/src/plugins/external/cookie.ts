import type cookiePlugin from '@fastify/cookie';
import fp from 'fastify-plugin';
import { loadNative } from '../../lib/load-native';

export default fp(
  async (app) => {
    await app.register(loadNative<{ default: typeof cookiePlugin }>('@fastify/cookie').default);
  },
  { name: 'cookie' },
);
