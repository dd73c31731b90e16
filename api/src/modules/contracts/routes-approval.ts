// Contracts: routes-approval (issue 16). Filled by its owner; see index.ts.
import type { FastifyInstance } from 'fastify';

export default async function contractApprovalRoutes(_app: FastifyInstance) {}
