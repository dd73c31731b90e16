// Subsidiary companies (v2, 001 sections 2, 5, 7): a general-plan feature for changes; the operator
// downloads any company's attachment from its company details.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETTINGS_ACCOUNT_ACCESS as ACCESS, SETTINGS_ACCOUNT_MESSAGES as T, settingsAccountEndpoints as endpoints } from 'shared-contract';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { actorOf, companyOf, requireAuth, requirePermission } from '../../plugins/app/guards';
import { gate, generalPlanGate, tags } from './access';
import { isTruthy, readUpload, sendStored } from './files';
import { toSubsidiaryRow } from './presenter';
import * as repo from './repository';
import * as service from './service';

export function subsidiaryRoutes(app: FastifyInstance) {
  route(app, endpoints.listSubsidiaries, gate('companyView'), async (_input, request) => ({
    data: (await repo.findSubsidiaries(app.db, companyOf(request).id)).map(toSubsidiaryRow),
  }));

  route(app, endpoints.addSubsidiary, generalPlanGate('companyCreate'), async (_input, request) => {
    const { input, files } = await readUpload(request, endpoints.addSubsidiary, ['attachment']);
    return { data: await service.createSubsidiary(app, companyOf(request).id, input, files.attachment), message: T.subsidiaryCreated };
  });

  route(app, endpoints.findSubsidiary, gate('companyView'), async ({ params }, request) => {
    await service.findOwnSubsidiary(app.db, companyOf(request).id, params.id);
    return { data: await service.findSubsidiaryRow(app.db, companyOf(request).id, params.id) };
  });

  const update = async (id: number, request: FastifyRequest) => {
    const { input, fields, files } = await readUpload(request, endpoints.updateSubsidiary, ['attachment']);
    const data = await service.updateSubsidiary(app, companyOf(request).id, id, input, { attachment: files.attachment, removeAttachment: isTruthy(fields.remove_attachment) });
    return { data, message: T.subsidiaryUpdated };
  };
  route(app, endpoints.updateSubsidiary, generalPlanGate('companyEdit'), async ({ params }, request) => update(params.id, request));
  route(app, endpoints.replaceSubsidiary, generalPlanGate('companyEdit'), async ({ params }, request) => update(params.id, request));

  route(app, endpoints.deleteSubsidiary, generalPlanGate('companyDelete'), async ({ params }, request) => {
    await service.removeSubsidiary(app, companyOf(request).id, params.id);
    return { data: { message: T.subsidiaryRemoved }, message: T.subsidiaryRemoved };
  });

  route(app, endpoints.downloadSubsidiaryAttachment, { tags, preHandler: requireAuth }, async ({ params }, request, reply) => {
    const actor = actorOf(request);
    let row;
    if (actor.user.isSuperuser) {
      row = await repo.findSubsidiaryRecord(app.db, params.id);
      if (!row) throw notFound();
    } else {
      await requirePermission({ all: [...ACCESS.companyView] }).call(app, request, reply);
      row = await service.findOwnSubsidiary(app.db, companyOf(request).id, params.id);
    }
    return sendStored(app, reply, row.attachmentPath, row.attachmentName);
  });
}
