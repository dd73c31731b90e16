// Settings > Company Types (SettingCompanyTypes, /settings/project/commitment-types): the company's
// commitment/company types with an enabled flag. Each route serves one shared-contract endpoint
// (companyTypeEndpoints). settings/company/company-type (GET; POST create, edit, delete) needs the
// company types gate (account_configuration.edit); .../enabled is what the projects module reads,
// open to any user of the company.
import type { FastifyInstance } from 'fastify';
import { COMPANY_TYPE_MESSAGES as T, PERMISSIONS, companyTypeEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { companyOf, requireCompany } from '../../plugins/app/guards';
import { companyTypesGate, companyTypesWrite } from '../../plugins/app/settings-gates';
import { toCompanyType } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['company-types'];

/** Whether a JSON body names the field (a missing one and a defaulted one look alike once validated). */
const sends = (rawBody: unknown, field: string) => !!rawBody && typeof rawBody === 'object' && (rawBody as Record<string, unknown>)[field] !== undefined;

export default async function companyTypesModule(app: FastifyInstance) {
  route(app, endpoints.listCompanyTypes, { tags, preHandler: companyTypesGate }, async (_input, request) => ({
    data: (await repo.findCompanyTypes(app.db, companyOf(request).id)).map(toCompanyType),
  }));

  route(app, endpoints.listEnabledCompanyTypes, { tags, preHandler: requireCompany }, async (_input, request) => ({
    data: (await repo.findCompanyTypes(app.db, companyOf(request).id, true)).map(toCompanyType),
  }));

  route(app, endpoints.createCompanyType, { tags, preHandler: companyTypesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE) }, async ({ body }, request) => ({
    data: await service.createCompanyType(app.db, companyOf(request).id, await body()),
    message: T.companyTypeCreated,
  }));

  route(app, endpoints.updateCompanyType, { tags, preHandler: companyTypesGate }, async ({ params, body }, request) => {
    const existing = await service.findOwnOrFail(app.db, companyOf(request).id, params.id);
    return { data: await service.updateCompanyType(app.db, existing, await body(), sends(request.body, 'enabled')), message: T.companyTypeSaved };
  });

  route(app, endpoints.deleteCompanyType, { tags, preHandler: companyTypesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE) }, async ({ params }, request) => {
    await service.deleteCompanyType(app.db, companyOf(request).id, params.id);
    return { data: { message: T.companyTypeDeleted } };
  });
}
