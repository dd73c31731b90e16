// The task actions of the task views (DOMAIN.md 4): the vendor submits files on a document request or
// COI (multipart files[], a COI's insurance JSON), fills the SF 1413 form and acknowledges; the
// sending side approves or rejects the submission; anyone who sees the task downloads its files and
// its filled document as PDF. Each route serves one taskEndpoints contract.
// Gates: task_and_documents.view to reach any of them (404 for another company's task); who may act
// is the person on the task or the permission of assertTaskAction (403), the status DOMAIN.md 4's
// table (422). Tenant, status and person are checked before the body is read.
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, TASK_MESSAGES as T, taskEndpoints as endpoints, type TemplateDocument } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { renderTemplatePdf } from '../../lib/template-pdf';
import { actorOf, requirePermission } from '../../plugins/app/guards';
import { findVisibleTaskOrFail, presentTaskDetails } from '../tasks';
import * as service from './service';
import { readSubmission, safeFileName, sendTaskFile } from './uploads';

const tags = ['tasks'];
const VIEW = { tags, preHandler: requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) };

export default async function taskActionsRoutes(app: FastifyInstance) {
  route(app, endpoints.submitTaskFiles, VIEW, async ({ params }, request) => {
    const actor = actorOf(request);
    const task = await service.assertMayAct(app.db, actor, params.id, 'submit');
    const submission = await readSubmission(request, { coi: service.isCoiTask(task) });
    await service.submitFiles(app, actor, task.id, submission);
    return { data: await presentTaskDetails(app.db, actor, task.id), message: T.submitted };
  });

  route(app, endpoints.approveTask, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await service.assertMayAct(app.db, actor, params.id, 'approve');
    await service.approveTask(app, actor, params.id, await body());
    return { data: await presentTaskDetails(app.db, actor, params.id), message: T.approved };
  });

  route(app, endpoints.rejectTask, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await service.assertMayAct(app.db, actor, params.id, 'reject');
    const { reason } = await body();
    await service.rejectTask(app, actor, params.id, reason);
    return { data: await presentTaskDetails(app.db, actor, params.id), message: T.rejected };
  });

  route(app, endpoints.acknowledgeTask, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await service.assertMayAct(app.db, actor, params.id, 'acknowledge');
    await body();
    await service.acknowledgeTask(app, actor, params.id);
    return { data: await presentTaskDetails(app.db, actor, params.id), message: T.acknowledged };
  });

  route(app, endpoints.submitTaskForm, VIEW, async ({ params, body }, request) => {
    const actor = actorOf(request);
    await service.assertMayAct(app.db, actor, params.id, 'submit_form');
    await service.submitTaskForm(app, actor, params.id, await body());
    return { data: await presentTaskDetails(app.db, actor, params.id), message: T.formSubmitted };
  });

  route(app, endpoints.downloadTaskFile, VIEW, async ({ params }, request, reply) => {
    const { file } = await service.findTaskFileOrFail(app.db, actorOf(request), params.id, params.fileId);
    if (!file) throw notFound();
    return sendTaskFile(app, reply, file.path, file.name);
  });

  route(app, endpoints.downloadTaskDocument, VIEW, async ({ params }, request, reply) => {
    const task = await findVisibleTaskOrFail(app.db, actorOf(request), params.id);
    if (!task.body) throw notFound();
    const { pdf } = await renderTemplatePdf(task.body as TemplateDocument, { title: task.name, values: task.mergeValues });
    return sendAttachment(reply, pdf, `${safeFileName(task.name).replace(/\.pdf$/i, '')}.pdf`);
  });
}
