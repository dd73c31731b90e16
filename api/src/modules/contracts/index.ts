// Contracts (issue 16): the approval round (routes-approval), preparing, sending and signing rounds
// (routes-signing), the executed PDF, the record and the public verification (routes-record), the
// contract lists (routes-list); access.ts is what they share, and what tasks and bulk sends call.
import type { FastifyInstance } from 'fastify';
import approvalRoutes from './routes-approval';
import listRoutes from './routes-list';
import recordRoutes from './routes-record';
import signingRoutes from './routes-signing';

export default async function contractsModule(app: FastifyInstance) {
  await app.register(listRoutes);
  await app.register(approvalRoutes);
  await app.register(signingRoutes);
  await app.register(recordRoutes);
}

export { sendContractWithDefaults } from './signing';
export { findContractOrFail, loadContractState, contractFlagsFor, presentContract, presentContractRecord, isContractApproved, type ContractState } from './access';
export { seedContractDemoData } from './demo-data';
