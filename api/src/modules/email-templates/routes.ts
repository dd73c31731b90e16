// Settings > Email Templates (SettingEmailTemplates): settings/email-template/* of 000 section 7. Each
// route serves one shared-contract endpoint (emailTemplateEndpoints). The body of a save is checked by
// the service against the company's merge field names, so it is read there, not with body().
import type { FastifyInstance } from 'fastify';
import { EMAIL_TEMPLATE_MESSAGES as T, PERMISSIONS, emailTemplateEndpoints as endpoints } from 'shared-contract';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { companyOf } from '../../plugins/app/guards';
import { templatesGate, templatesWrite } from '../../plugins/app/settings-gates';
import { toEmailTemplate } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['email-templates'];

export default async function emailTemplatesModule(app: FastifyInstance) {
  route(app, endpoints.listEmailTemplates, { tags, preHandler: templatesGate }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findEmailTemplatePage(app.db, companyOf(request).id, query.search, { perPage, offset });
    return toPage(rows.map(toEmailTemplate), total, { page, perPage });
  });

  route(app, endpoints.findEmailTemplate, { tags, preHandler: templatesGate }, async ({ params }, request) => ({
    data: toEmailTemplate(await service.findOwnOrFail(app.db, companyOf(request).id, params.id)),
  }));

  route(app, endpoints.createEmailTemplate, { tags, preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_CREATE) }, async (_input, request) => ({
    data: await service.createEmailTemplate(app.db, companyOf(request).id, request.body),
    message: T.emailTemplateCreated,
  }));

  route(app, endpoints.updateEmailTemplate, { tags, preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT) }, async ({ params }, request) => ({
    data: await service.updateEmailTemplate(app.db, companyOf(request).id, params.id, request.body),
    message: T.emailTemplateSaved,
  }));

  route(app, endpoints.deleteEmailTemplate, { tags, preHandler: templatesWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_DELETE) }, async ({ params }, request) => {
    await service.deleteEmailTemplate(app.db, companyOf(request).id, params.id);
    return { data: { message: T.emailTemplateDeleted } };
  });
}
