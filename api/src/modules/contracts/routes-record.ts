// Contracts: routes-record (issue 16). Filled by its owner; see index.ts.
import type { FastifyInstance } from 'fastify';

export default async function contractRecordRoutes(_app: FastifyInstance) {}
