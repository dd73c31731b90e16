// Sets the template-pdf worker pool (./pool) from the configuration and closes it with the app:
// after the requests under way (Fastify runs onClose once they are answered), the renders still
// running finish, then the threads end.
import fp from 'fastify-plugin';
import { closeTemplatePdfPool, configureTemplatePdfPool } from './pool';

export default fp(
  async (app) => {
    configureTemplatePdfPool({ size: app.config.templatePdfWorkers, maxQueue: app.config.templatePdfQueue, timeoutMs: app.config.templatePdfTimeoutMs });
    app.addHook('onClose', async () => {
      await closeTemplatePdfPool();
    });
  },
  { name: 'template-pdf', dependencies: ['config'] },
);
