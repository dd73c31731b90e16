// Contracts: routes-list (issue 16). Filled by its owner; see index.ts.
import type { FastifyInstance } from 'fastify';

export default async function contractListRoutes(_app: FastifyInstance) {}
