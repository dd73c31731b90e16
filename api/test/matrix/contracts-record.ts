// Issue 16, the contract record: the executed PDF, the audit trail and the record export. The home
// company sent an executed contract: its view-only user (task_and_documents.view, a user of the
// sender) reads all three (200); another company does not see the contract (404). POST
// contracts/verify is public (PUBLIC_ROUTES of permission-matrix.test.ts).
import { eq } from 'drizzle-orm';
import { contractRounds, tasks } from '../../src/db/schema';
import { contractDocumentKey, contractExecutedKey } from '../../src/modules/contracts/keys';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const HASH = 'a'.repeat(64);

export const contractsRecordMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Record Vendor', type: 'sub_contractor' });
    const [task] = await app.db
      .insert(tasks)
      .values({
        companyId: home.company.id,
        vendorCompanyId: vendor.company.id,
        number: 'T-MR0001',
        name: 'Matrix executed contract',
        type: 'contract',
        status: 'completed',
        internalAssigneeId: home.users.general_manager!.id,
        externalAssigneeId: vendor.users.sub_manager!.id,
        sentAt: new Date(),
        dueDate: '2030-01-31',
      })
      .returning();
    const [round] = await app.db
      .insert(contractRounds)
      .values({ taskId: task.id, status: 'executed', documentKey: 'pending', documentSha256: HASH, pageCount: 1, sealedAt: new Date() })
      .returning();
    const documentKey = contractDocumentKey(task.id, round.id);
    const executedKey = contractExecutedKey(task.id, round.id);
    await app.storage.put(executedKey, Buffer.from('%PDF-1.4 matrix executed'));
    await app.db.update(contractRounds).set({ documentKey, executedKey, executedSha256: 'b'.repeat(64) }).where(eq(contractRounds.id, round.id));
    return { crContract: task.id };
  },
  endpoints: [
    { method: 'GET', path: (c) => v1(`contracts/${c.ids.crContract}/executed`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`contracts/${c.ids.crContract}/audit`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`contracts/${c.ids.crContract}/record`), access: 'auth', signedIn: 200 },
  ],
};
