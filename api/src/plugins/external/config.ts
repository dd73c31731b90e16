// Exposes the runtime configuration as app.config.
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
