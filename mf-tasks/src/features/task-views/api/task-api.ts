// The task views' calls (shared-contract task endpoints): one task, its timeline, the vendor's upload
// (multipart files[] and a COI's insurance JSON), approve, reject, acknowledge, the SF 1413 form, and
// the downloads (a submitted file, the filled document as PDF).
import useSWR from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import { TASK_SUBMISSION_FIELDS, taskEndpoints, type CoiFields, type Sf1413Form, type TaskDetails } from 'shared-contract';
import { fileNameOf, saveBlob } from 'shared-ui';

export const taskKey = (id: number) => [taskEndpoints.findTask.path, id] as const;
export const taskEventsKey = (id: number, page: number, perPage: number) => [taskEndpoints.listTaskEvents.path, id, page, perPage] as const;

export const findTask = async (id: number): Promise<TaskDetails> => (await callEndpoint(taskEndpoints.findTask, { params: { id } })).data as TaskDetails;

export function useTask(id: number | null) {
  return useSWR(id === null ? null : taskKey(id), () => findTask(id as number));
}

export async function findTaskEvents(id: number, page: number, perPage: number) {
  return callEndpoint(taskEndpoints.listTaskEvents, { params: { id }, query: { page, per_page: perPage } });
}

export function useTaskEvents(id: number, page: number, perPage: number) {
  return useSWR(taskEventsKey(id, page, perPage), () => findTaskEvents(id, page, perPage));
}

type Answer = { data: TaskDetails; message: string };

/** The vendor's files (and, for a COI, its insurance fields as JSON in `insurance`). */
export async function submitTaskFiles(id: number, files: readonly File[], insurance?: CoiFields): Promise<Answer> {
  const form = new FormData();
  for (const file of files) form.append(TASK_SUBMISSION_FIELDS.files, file, file.name);
  if (insurance) form.append(TASK_SUBMISSION_FIELDS.insurance, JSON.stringify(insurance));
  return (await callEndpoint(taskEndpoints.submitTaskFiles, { params: { id }, body: form })) as Answer;
}

/** override: approve a COI that fails its requirement (after the 422 listed the problems). */
export const approveTask = async (id: number, override = false): Promise<Answer> =>
  (await callEndpoint(taskEndpoints.approveTask, { params: { id }, body: override ? { comment: null, override: true } : { comment: null } })) as Answer;

export const rejectTask = async (id: number, reason: string): Promise<Answer> => (await callEndpoint(taskEndpoints.rejectTask, { params: { id }, body: { reason } })) as Answer;

export const acknowledgeTask = async (id: number): Promise<Answer> => (await callEndpoint(taskEndpoints.acknowledgeTask, { params: { id }, body: { confirm: true } })) as Answer;

export const submitTaskForm = async (id: number, form: Sf1413Form): Promise<Answer> => (await callEndpoint(taskEndpoints.submitTaskForm, { params: { id }, body: form })) as Answer;

export async function downloadTaskFile(taskId: number, fileId: number, fallbackName: string) {
  const response = await endpointRequest(taskEndpoints.downloadTaskFile, { params: { id: taskId, fileId }, cache: 'no-store' });
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}

export async function downloadTaskDocument(task: Pick<TaskDetails, 'id' | 'task_id' | 'task_name'>) {
  const response = await endpointRequest(taskEndpoints.downloadTaskDocument, { params: { id: task.id }, cache: 'no-store' });
  saveBlob(await response.blob(), fileNameOf(response, `${task.task_id} ${task.task_name}.pdf`));
}

/** A task file into, or out of, the caller's Quick Access; answers with the message. */
export async function setTaskFileQuickAccess(fileId: number, add: boolean): Promise<string> {
  const endpoint = add ? taskEndpoints.addToQuickAccess : taskEndpoints.removeFromQuickAccess;
  return (await callEndpoint(endpoint, { body: { document_kind: 'task_file', document_id: fileId } })).data.message;
}
