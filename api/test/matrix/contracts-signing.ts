// Issue 16, preparing, sending and signing contracts: the round's frozen document and the viewed mark
// need only task_and_documents.view, which the view-only user holds ('auth' rows with its 200: the
// document is the home company's own, a view by someone who is not a signer records nothing).
// Preparing, the set-up, sending and resending need the sender's task_and_documents.edit (the
// view-only user gets 403); signing and declining need to be the signer whose turn it is (the
// view-only user is not: 403). Another company sees none of the home company's contracts: 404.
import { eq } from 'drizzle-orm';
import { contractRounds, contractSigners, tasks } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/pdf-seal';
import { contractDocumentKey } from '../../src/modules/contracts/keys';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const edit = { permission: 'task_and_documents.edit' } as const;
const sign = { permission: 'task_and_documents.sign' } as const;
const PDF = Buffer.from('%PDF-1.4 matrix contract');

export const contractsSigningMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Signing Vendor', type: 'sub_contractor' });
    const manager = home.users.general_manager!.id;
    const vendorManager = vendor.users.sub_manager!.id;
    const base = {
      companyId: home.company.id,
      vendorCompanyId: vendor.company.id,
      type: 'contract',
      dueDate: '2030-01-31',
      internalAssigneeId: manager,
      internalSignerId: manager,
      externalAssigneeId: vendorManager,
      externalSignerId: vendorManager,
      createdBy: manager,
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matrix subcontract' }] }] },
    };
    const [draft, preparing, signing, revoked] = await app.db
      .insert(tasks)
      .values([
        { ...base, number: 'T-MCS001', name: 'Matrix contract to prepare', status: 'draft' },
        { ...base, number: 'T-MCS002', name: 'Matrix contract preparing', status: 'draft' },
        { ...base, number: 'T-MCS003', name: 'Matrix contract signing', status: 'pending_external_signature', sentAt: new Date() },
        { ...base, number: 'T-MCS004', name: 'Matrix contract revoked', status: 'revoked', sentAt: new Date(), revokedAt: new Date() },
      ])
      .returning();
    const round = { documentKey: '', documentSha256: sha256Hex(PDF), pageCount: 1, pageSizes: [{ width: 612, height: 792 }] };
    const [prepRound, signRound] = await app.db
      .insert(contractRounds)
      .values([
        { ...round, taskId: preparing.id, status: 'preparing' },
        { ...round, taskId: signing.id, status: 'signing', sentAt: new Date() },
      ])
      .returning();
    for (const r of [prepRound, signRound]) await app.storage.put(contractDocumentKey(r.taskId, r.id), PDF);
    await app.db.insert(contractSigners).values([
      { roundId: signRound.id, taskId: signing.id, userId: vendorManager, side: 'external', step: 1, status: 'pending' },
      { roundId: signRound.id, taskId: signing.id, userId: manager, side: 'internal', step: 1, status: 'waiting' },
    ]);
    // the stored keys name the rounds
    for (const r of [prepRound, signRound]) await app.db.update(contractRounds).set({ documentKey: contractDocumentKey(r.taskId, r.id) }).where(eq(contractRounds.id, r.id));
    return { csDraft: draft.id, csPreparing: preparing.id, csPrepRound: prepRound.id, csSigning: signing.id, csRevoked: revoked.id };
  },
  endpoints: [
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.csDraft}/prepare`), access: edit },
    { method: 'GET', path: (c) => v1(`contracts/${c.ids.csPreparing}/rounds/${c.ids.csPrepRound}/document`), access: 'auth', signedIn: 200 },
    {
      method: 'PUT',
      path: (c) => v1(`contracts/${c.ids.csPreparing}/signing-setup`),
      access: edit,
      body: { signers: [{ user_id: 1, side: 'external', step: 1 }, { user_id: 2, side: 'internal', step: 1 }], nodes: [] },
    },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.csPreparing}/send`), access: edit },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.csSigning}/viewed`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.csSigning}/sign`), access: sign, body: { consent: true, signature: { type: 'typed', text: 'Matrix' } } },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.csSigning}/decline`), access: sign, body: { reason: 'Matrix reason' } },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.csRevoked}/resend`), access: edit },
  ],
};
