// The contract screens' calls (issue 16; shared-contract contractEndpoints): one contract with its
// approval round and signing round, the approval actions, preparing and sending a round, signing,
// the documents (frozen and executed PDFs, the record ZIP) and the lists. Every contract screen of
// mf-tasks calls the API through this file.
import { useCallback } from 'react';
import useSWR, { mutate, useSWRConfig, type ScopedMutator } from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import { contractEndpoints, taskEndpoints, type ContractDetails, type ContractSignInput, type ContractSigningSetupInput } from 'shared-contract';
import { fileNameOf, saveBlob, toListSearchParams, type ListParams } from 'shared-ui';

export const contractKey = (id: number) => [contractEndpoints.findContract.path, id] as const;

export const findContract = async (id: number): Promise<ContractDetails> => (await callEndpoint(contractEndpoints.findContract, { params: { id } })).data as ContractDetails;

export function useContract(id: number | null) {
  return useSWR(id === null ? null : contractKey(id), () => findContract(id as number));
}

/** The task screens' caches a contract change makes stale: the task itself (its header) and the contracts list and counts. */
const isStaleAfterContractChange = (id: number) => (key: unknown) =>
  Array.isArray(key) && ((key[0] === taskEndpoints.findTask.path && key[1] === id) || key[0] === contractEndpoints.listContracts.path || key[0] === contractEndpoints.contractCounts.path);

const storeIn = async (cache: ScopedMutator, details: ContractDetails) => {
  await cache(contractKey(details.task.id), details, { revalidate: false });
  await cache(isStaleAfterContractChange(details.task.id));
};

/** Stores a fresh answer in the cache of useContract (every screen showing the contract updates) and reloads the task it belongs to. */
export const storeContract = (details: ContractDetails) => storeIn(mutate, details);

/**
 * storeContract for the SWR cache the screen renders in (the app's, or a test's own provider, which the
 * global mutate of storeContract does not reach): screens call it with an action's answer.
 */
export function useStoreContract() {
  const { mutate: cache } = useSWRConfig();
  return useCallback((details: ContractDetails) => storeIn(cache, details), [cache]);
}

/** Reloads the contract after a change made outside this file's calls (a task revoke). */
export function useReloadContract() {
  const { mutate: cache } = useSWRConfig();
  return useCallback(async (id: number) => {
    await cache(contractKey(id));
    await cache(isStaleAfterContractChange(id));
  }, [cache]);
}

type Answer = { data: ContractDetails; message: string };
const answered = async (promise: Promise<unknown>): Promise<Answer> => {
  const answer = (await promise) as Answer;
  await storeContract(answer.data);
  return answer;
};

export const submitContractForApproval = (id: number) => answered(callEndpoint(contractEndpoints.submitContractForApproval, { params: { id } }));
export const approveContract = (id: number, comment: string | null) => answered(callEndpoint(contractEndpoints.approveContract, { params: { id }, body: { comment } }));
export const rejectContract = (id: number, reason: string) => answered(callEndpoint(contractEndpoints.rejectContract, { params: { id }, body: { reason } }));
export const editContract = (id: number, mergeValues: Record<string, string>) => answered(callEndpoint(contractEndpoints.editContract, { params: { id }, body: { merge_values: mergeValues } }));
export const prepareContract = (id: number) => answered(callEndpoint(contractEndpoints.prepareContract, { params: { id } }));
export const saveSigningSetup = (id: number, setup: ContractSigningSetupInput) => answered(callEndpoint(contractEndpoints.saveContractSigningSetup, { params: { id }, body: setup }));
export const sendContract = (id: number) => answered(callEndpoint(contractEndpoints.sendContract, { params: { id } }));
export const signContract = (id: number, input: ContractSignInput) => answered(callEndpoint(contractEndpoints.signContract, { params: { id }, body: input }));
export const declineContract = (id: number, reason: string) => answered(callEndpoint(contractEndpoints.declineContract, { params: { id }, body: { reason } }));

/** Records (once) that the calling signer opened the document; a failure is not the signer's problem. */
export const markContractViewed = (id: number) => callEndpoint(contractEndpoints.markContractViewed, { params: { id } }).catch(() => undefined);

/** Revokes the contract (task/revoke/{id}, the task's own revoke): answers the server's message. */
export const revokeContract = async (id: number, reason: string | null) => (await callEndpoint(taskEndpoints.revokeTask, { params: { id }, body: { reason } })).data.message;

/** The corrected contract of a declined or revoked one: answers the new task's id and number. */
export const resendContract = async (id: number) => (await callEndpoint(contractEndpoints.resendContract, { params: { id } })) as { data: { id: number; task_id: string }; message: string };

/** A round's frozen PDF as bytes (the placement and signing screens render its pages). */
export async function fetchContractDocument(id: number, roundId: number): Promise<ArrayBuffer> {
  const response = await endpointRequest(contractEndpoints.contractDocument, { params: { id, roundId } });
  return response.arrayBuffer();
}

export async function downloadContractDocument(details: Pick<ContractDetails, 'task'>, roundId: number) {
  const response = await endpointRequest(contractEndpoints.contractDocument, { params: { id: details.task.id, roundId }, cache: 'no-store' });
  saveBlob(await response.blob(), fileNameOf(response, `${details.task.task_id} ${details.task.task_name}.pdf`));
}

export async function downloadExecutedContract(details: Pick<ContractDetails, 'task'>) {
  const response = await endpointRequest(contractEndpoints.contractExecutedPdf, { params: { id: details.task.id }, cache: 'no-store' });
  saveBlob(await response.blob(), fileNameOf(response, `${details.task.task_id} ${details.task.task_name} (executed).pdf`));
}

export async function downloadContractRecord(details: Pick<ContractDetails, 'task'>) {
  const response = await endpointRequest(contractEndpoints.contractRecordExport, { params: { id: details.task.id }, cache: 'no-store' });
  saveBlob(await response.blob(), fileNameOf(response, `${details.task.task_id} record.zip`));
}

export const findContractAudit = async (id: number) => (await callEndpoint(contractEndpoints.contractAuditTrail, { params: { id } })).data;
/** GET contracts/{id}/audit (only for a caller whose `can.export_record` allows it: null fetches nothing). */
export function useContractAudit(id: number | null) {
  return useSWR(id === null ? null : [contractEndpoints.contractAuditTrail.path, id], () => findContractAudit(id as number));
}

/** GET contracts: one page of the contracts the caller sees, filtered (status[], project_id, company_id as the vendor) and sorted. */
export function useContracts(params: ListParams) {
  const query = toListSearchParams(params);
  return useSWR([contractEndpoints.listContracts.path, query.toString()], () => callEndpoint(contractEndpoints.listContracts, { query }), { keepPreviousData: true });
}

/** GET contracts/counts: how many contracts by status, by project and by vendor. */
export function useContractCounts() {
  return useSWR([contractEndpoints.contractCounts.path], async () => (await callEndpoint(contractEndpoints.contractCounts)).data);
}
