// Company Details' records: certifications (with an optional attachment), licenses and offices.
// Lists read the caller's company or, with company_id, one of its network; changes are its own.
import type { FastifyInstance } from 'fastify';
import { SETTINGS_ACCOUNT_MESSAGES as T, settingsAccountEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { actorOf, companyOf, requireAuth } from '../../plugins/app/guards';
import { assertMayRead, gate, readableCompanyId, tags } from './access';
import { isTruthy, readUpload, sendStored } from './files';
import { toCertificationRow, toLicense, toOffice } from './presenter';
import * as repo from './repository';
import * as service from './service';

function certificationRoutes(app: FastifyInstance) {
  route(app, endpoints.listCertifications, { tags, preHandler: requireAuth }, async ({ query }, request) => {
    const id = await readableCompanyId(app, request, query.company_id);
    return { data: (await repo.findCertifications(app.db, id)).map(toCertificationRow) };
  });

  route(app, endpoints.addCertification, gate('companyCreate'), async (_input, request) => {
    const { input, files } = await readUpload(request, endpoints.addCertification, ['attachment']);
    return { data: await service.createCertification(app, companyOf(request).id, input, files.attachment), message: T.certificationSaved };
  });

  route(app, endpoints.updateCertification, gate('companyEdit'), async ({ params }, request) => {
    const { input, fields, files } = await readUpload(request, endpoints.updateCertification, ['attachment']);
    const data = await service.updateCertification(app, companyOf(request).id, params.id, input, { attachment: files.attachment, removeAttachment: isTruthy(fields.remove_attachment) });
    return { data, message: T.certificationSaved };
  });

  route(app, endpoints.removeCertification, gate('companyDelete'), async ({ body }, request) => {
    await service.removeCertification(app, companyOf(request).id, (await body()).id);
    return { data: { message: T.certificationRemoved }, message: T.certificationRemoved };
  });

  route(app, endpoints.downloadCertificationAttachment, { tags, preHandler: requireAuth }, async ({ params }, request, reply) => {
    const actor = actorOf(request);
    const row = await service.findReadableCertification(app.db, actor.company?.id ?? null, params.id, actor.user.isSuperuser);
    // The same rights as the list the attachment is shown in.
    if (!actor.user.isSuperuser) assertMayRead(request, row.companyId);
    return sendStored(app, reply, row.attachmentPath);
  });
}

function licenseRoutes(app: FastifyInstance) {
  route(app, endpoints.listLicenses, { tags, preHandler: requireAuth }, async ({ query }, request) => {
    const id = await readableCompanyId(app, request, query.company_id);
    return { data: (await repo.findLicenses(app.db, id)).map(toLicense) };
  });

  route(app, endpoints.addLicense, gate('companyCreate'), async ({ body }, request) => ({
    data: await service.createLicense(app.db, companyOf(request).id, await body()),
    message: T.licenseSaved,
  }));

  route(app, endpoints.updateLicense, gate('companyEdit'), async ({ params, body }, request) => ({
    data: await service.updateLicense(app.db, companyOf(request).id, params.id, await body()),
    message: T.licenseSaved,
  }));

  route(app, endpoints.removeLicense, gate('companyDelete'), async ({ body }, request) => {
    await service.removeLicense(app.db, companyOf(request).id, (await body()).id);
    return { data: { message: T.licenseRemoved }, message: T.licenseRemoved };
  });
}

function officeRoutes(app: FastifyInstance) {
  route(app, endpoints.listOffices, { tags, preHandler: requireAuth }, async ({ query }, request) => {
    const id = await readableCompanyId(app, request, query.company_id);
    return { data: (await repo.findOffices(app.db, id)).map(toOffice) };
  });

  route(app, endpoints.addOffice, gate('companyCreate'), async ({ body }, request) => ({
    data: await service.saveOffice(app.db, companyOf(request).id, null, await body()),
    message: T.officeSaved,
  }));

  route(app, endpoints.updateOffice, gate('companyEdit'), async ({ params, body }, request) => ({
    data: await service.saveOffice(app.db, companyOf(request).id, params.id, await body()),
    message: T.officeSaved,
  }));

  route(app, endpoints.removeOffice, gate('companyDelete'), async ({ body }, request) => {
    await service.removeOffice(app.db, companyOf(request).id, (await body()).id);
    return { data: { message: T.officeRemoved }, message: T.officeRemoved };
  });
}

export function recordRoutes(app: FastifyInstance) {
  certificationRoutes(app);
  licenseRoutes(app);
  officeRoutes(app);
}
