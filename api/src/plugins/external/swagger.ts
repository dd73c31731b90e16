// OpenAPI document of every route, browsable at /api/docs outside production (API_DOCS=true shows
// it in production too: a public map of every endpoint is not for every deployment).
import swagger from '@fastify/swagger';
import type swaggerUiPlugin from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { PRODUCT_NAME } from 'shared-contract';
import { loadNative } from '../../lib/load-native';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'session' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          },
        },
      },
    });
    if (!app.config.apiDocs) return;
    // Loaded natively: it pulls ESM-only packages through require(esm), which jest's sandbox lacks.
    const swaggerUi = loadNative<{ default: typeof swaggerUiPlugin }>('@fastify/swagger-ui').default;
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
