// Settings > Account (issue 3): Account Details (account/*), Company Details (general info, logo,
// tax ID, contacts, certifications, licenses, offices), subsidiaries (/api/v2/subsidiary-companies)
// and the Company Info card (company/{id}/*). Each route serves one shared-contract endpoint
// (settingsAccountEndpoints); the routes are registered by sub-area.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './routes-account';
import { companyRoutes } from './routes-company';
import { recordRoutes } from './routes-records';
import { subsidiaryRoutes } from './routes-subsidiaries';

export default async function settingsAccountRoutes(app: FastifyInstance) {
  accountRoutes(app);
  companyRoutes(app);
  recordRoutes(app);
  subsidiaryRoutes(app);
}
