// Document naming (Settings > Project > Document Naming): the pattern generated document names follow,
// with merge fields, and its preview with sample values. Each route serves one shared-contract
// endpoint (documentNameEndpoints). The project settings gate (PROJECTS_DELETE +
// ACCOUNT_CONFIGURATION_EDIT, which saving needs) like the rest of the Project group. A pattern is
// checked by the service against the company's merge field names.
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_NAME_MESSAGES as T, PERMISSIONS, documentNameEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { companyOf } from '../../plugins/app/guards';
import { projectSettingsGate, projectSettingsWrite } from '../../plugins/app/settings-gates';
import * as service from './service';

const tags = ['document-name'];

export default async function documentNameModule(app: FastifyInstance) {
  route(app, endpoints.findDocumentName, { tags, preHandler: projectSettingsGate }, async (_input, request) => ({
    data: await service.findSetting(app.db, companyOf(request)),
  }));

  route(app, endpoints.previewDocumentName, { tags, preHandler: projectSettingsGate }, async ({ query }, request) => ({
    data: { preview: await service.previewPattern(app.db, companyOf(request), query.pattern) },
  }));

  route(app, endpoints.saveDocumentName, { tags, preHandler: projectSettingsWrite(PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT) }, async (_input, request) => ({
    data: await service.savePattern(app.db, companyOf(request), request.body),
    message: T.documentNameSaved,
  }));
}
