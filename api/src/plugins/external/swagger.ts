// OpenAPI document of every route, browsable at /api/docs.
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
    // Loaded natively: it pulls ESM-only packages through require(esm), which jest's sandbox lacks.
    const swaggerUi = loadNative<{ default: typeof swaggerUiPlugin }>('@fastify/swagger-ui').default;
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
