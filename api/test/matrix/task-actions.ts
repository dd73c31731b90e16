// Issue 15, task actions: submit files (multipart), approve, reject, acknowledge, the SF 1413 form,
// a task's file and its document. The home company is the vendor of a sender's document request,
// acknowledgement and SF 1413 (its view-only user is neither the assignee nor holds
// task_and_documents.edit: 403; another company does not see them: 404), and sends a document request
// waiting for approval (its view-only user lacks task_and_documents.approve: 403). Downloads need only
// task_and_documents.view, which the view-only user holds: 'auth' rows with its 200.
import { taskFiles, tasks } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const edit = { permission: 'task_and_documents.edit' } as const;
const approve = { permission: 'task_and_documents.approve' } as const;

export const taskActionsMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const sender = await createCompanyWithUsers(app, { name: 'Matrix Task Sender' });
    const homeManager = home.users.general_manager!.id;
    const base = { sentAt: new Date(), dueDate: '2030-01-31' };
    const toHome = { ...base, companyId: sender.company.id, vendorCompanyId: home.company.id, internalAssigneeId: sender.users.general_manager!.id, externalAssigneeId: homeManager, externalSignerId: homeManager };
    const [request, acknowledgement, sf1413, review] = await app.db
      .insert(tasks)
      .values([
        { ...toHome, number: 'T-M00001', name: 'Matrix request', type: 'document-request', status: 'pending_submission' },
        {
          ...toHome,
          number: 'T-M00002',
          name: 'Matrix acknowledgement',
          type: 'acknowledgement',
          status: 'pending_acknowledgement',
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matrix rules' }] }] },
        },
        { ...toHome, number: 'T-M00003', name: 'Matrix SF 1413', type: 'sf-1413', status: 'pending_submission' },
        {
          ...base,
          companyId: home.company.id,
          vendorCompanyId: sender.company.id,
          number: 'T-M00004',
          name: 'Matrix review',
          type: 'document-request',
          status: 'pending_approval',
          internalAssigneeId: homeManager,
          externalAssigneeId: sender.users.general_manager!.id,
        },
      ])
      .returning();
    const relative = `${review.id}/matrix/0/upload.pdf`;
    await app.storage.put(`tasks/${relative}`, Buffer.from('%PDF-1.4 matrix'));
    const [file] = await app.db.insert(taskFiles).values({ taskId: review.id, kind: 'submission', path: relative, name: 'upload.pdf', size: 15, reviewStatus: 'pending' }).returning();
    return { taRequest: request.id, taAcknowledgement: acknowledgement.id, taForm: sf1413.id, taReview: review.id, taFile: file.id };
  },
  endpoints: [
    { method: 'POST', path: (c) => v1(`tasks/${c.ids.taRequest}/submissions`), access: edit, upload: true },
    { method: 'POST', path: (c) => v1(`tasks/${c.ids.taReview}/approve`), access: approve, body: {} },
    { method: 'POST', path: (c) => v1(`tasks/${c.ids.taReview}/reject`), access: approve, body: { reason: 'Matrix reason' } },
    { method: 'POST', path: (c) => v1(`tasks/${c.ids.taAcknowledgement}/acknowledge`), access: edit, body: { confirm: true } },
    {
      method: 'POST',
      path: (c) => v1(`tasks/${c.ids.taForm}/form`),
      access: edit,
      body: { subcontract_number: 'M-1', subcontract_amount: 10, subcontractor_name: 'Matrix', subcontractor_address: '1 Main St', work_description: 'Matrix work', certified: true },
    },
    { method: 'GET', path: (c) => v1(`tasks/${c.ids.taReview}/files/${c.ids.taFile}`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`tasks/${c.ids.taAcknowledgement}/document`), access: 'auth', signedIn: 200 },
  ],
};
