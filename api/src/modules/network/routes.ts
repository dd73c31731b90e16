// Companies (000 section 7, issue 4): the network list and export, finding and adding companies,
// invitations and requests, import, a network company's details, users and the caller's private
// notes about it, and the invitation page its mails link to. Each sub-area registers its routes, one
// shared-contract endpoint each (networkEndpoints); gates from NETWORK_GATES: view to see; the
// action's gate to act, never for the general_view_only role (000 section 6).
import type { FastifyInstance } from 'fastify';
import { registerDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';
import invitationPageRoutes from './invitation-page';
import { registerCompanyDetailsRoutes } from './routes-company-details';
import { NETWORK_EXPORT_JOB, registerCompaniesRoutes } from './routes-companies';
import { registerImportRoutes } from './routes-import';
import { registerInvitationRoutes } from './routes-invitations';
import * as service from './service';

export default async function networkRoutes(app: FastifyInstance) {
  await app.register(invitationPageRoutes);
  registerDownloadJob<DownloadJobPayload & { query: service.NetworkQuery }>(app, NETWORK_EXPORT_JOB, ({ companyId, query }) => service.buildNetworkExport(app.db, companyId!, query));
  registerCompaniesRoutes(app);
  registerInvitationRoutes(app);
  registerImportRoutes(app);
  registerCompanyDetailsRoutes(app);
}
