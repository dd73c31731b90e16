// The fixture the contract end-to-end files share (issue 16): who a page's user is, a project, a
// contract template with a signature field per side, a contract task for a vendor, an approval
// workflow on a project, a round prepared and sent through the API, and the browser steps that
// repeat (drawing on the signature pad, approving on the review view, preparing from the contract
// view, the public verify page).
import type { Page } from 'playwright-core';
import { api } from './session';

export type Me = { id: number; full_name: string; email: string; company: { id: number } };

/** A day `offsetDays` from today, as YYYY-MM-DD. */
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Template body nodes. */
export const text = (value: string) => ({ type: 'text', text: value });
export const mergeField = (name: string) => ({ type: 'mergeField', attrs: { name } });
export const signatureField = (role: 'internal' | 'external') => ({ type: 'signatureField', attrs: { role, kind: 'signature', label: null } });

/** The page's signed-in user. */
export async function me(page: Page): Promise<Me> {
  return (await api(page, 'GET', 'auth/user')).data as Me;
}

/** A new project in the first stage; answers its id. */
export async function createProject(page: Page, name: string): Promise<number> {
  const stage = (await api(page, 'GET', 'project/stage')).data[0];
  return (await api(page, 'POST', 'projects', { name, stage_id: stage.id })).data.id as number;
}

/** A contract template whose first paragraph is `lead` (text and merge fields), then one signature field per side (external, internal). */
export async function createContractTemplate(page: Page, name: string, lead: unknown[]): Promise<{ id: number }> {
  const body = { type: 'doc', content: [{ type: 'paragraph', content: lead }, { type: 'paragraph', content: [signatureField('external'), signatureField('internal')] }] };
  return (await api(page, 'POST', 'templates', { name, type: 'contract', description: '', body })).data as { id: number };
}

export type ContractTaskInput = {
  projectId: number;
  vendor: Me;
  name: string;
  templateId: number;
  internalAssigneeId: number;
  internalSignerId?: number;
  externalSignerId?: number;
  mergeValues?: Record<string, string>;
};

/** A contract task for the vendor's user, due in 20 days; answers its id. */
export async function createContractTask(page: Page, input: ContractTaskInput): Promise<number> {
  const item = {
    project_id: input.projectId,
    vendor_company_id: input.vendor.company.id,
    type: 'contract',
    name: input.name,
    template_id: input.templateId,
    merge_values: input.mergeValues ?? {},
    internal_assignee_id: input.internalAssigneeId,
    ...(input.internalSignerId !== undefined ? { internal_signer_id: input.internalSignerId } : {}),
    external_assignee_id: input.vendor.id,
    ...(input.externalSignerId !== undefined ? { external_signer_id: input.externalSignerId } : {}),
    due_date: isoDay(20),
  };
  const [task] = (await api(page, 'POST', 'tasks', { items: [item] })).data as { id: number }[];
  return task.id;
}

/** A contract approval workflow (one approver list per step) used by the project. */
export async function useContractWorkflow(page: Page, projectId: number, name: string, steps: number[][]): Promise<{ id: number }> {
  const workflow = (await api(page, 'POST', 'settings/contract/approval-workflow', { name, steps: steps.map((approver_ids) => ({ approver_ids })) })).data as { id: number };
  await api(page, 'POST', 'project/set-workflow', { project_id: projectId, type: 'contract', workflow_id: workflow.id, users: [] });
  return workflow;
}

export type SignerInput = { user_id: number; side: 'internal' | 'external'; step: number };
export type NodeInput = { user_id: number; kind: string; page: number; x: number; y: number; width: number; height: number };

/** Prepares the contract, stores its signers and fields and sends it, as the placement screen would; answers what prepare answered. */
export async function prepareAndSend(page: Page, taskId: number, signers: SignerInput[], nodes: NodeInput[]) {
  const prepared = (await api(page, 'POST', `contracts/${taskId}/prepare`)).data;
  await api(page, 'PUT', `contracts/${taskId}/signing-setup`, { signers, nodes, copy_recipients: [] });
  await api(page, 'POST', `contracts/${taskId}/send`);
  return prepared;
}

/** On the signing screen: chooses Draw and draws a zigzag on the signature pad with the mouse. */
export async function drawSignature(page: Page) {
  await page.getByRole('group', { name: 'Signature: type or draw' }).getByRole('button', { name: 'Draw' }).click();
  const pad = page.getByRole('img', { name: /Signature drawing area/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? -20 : 20), { steps: 3 });
  await page.mouse.up();
}

/** The approver approves on TaskReviewApprove (the review view of the contract) with a comment. */
export async function approveOnReview(page: Page, taskId: number, contractName: string, comment: string) {
  await page.goto(`/tasks/${taskId}/contract/review`);
  await page.getByTitle(`${contractName} contract`).waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the contract' });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('You approved the contract.').waitFor();
}

/** On the contract view of an approved contract: Prepare for signature, which opens the placement screen. */
export async function prepareFromContractView(page: Page, taskId: number) {
  await page.goto(`/tasks/${taskId}/contract`);
  await page.getByLabel('Approval: Approved').waitFor();
  await page.getByRole('button', { name: 'Prepare for signature' }).click();
  await page.getByRole('dialog', { name: 'Prepare for signature' }).getByRole('button', { name: 'Prepare' }).click();
  await page.waitForURL(`**/tasks/${taskId}/contract/prepare`);
}

/** Sets a PDF on the public verify page and answers the result region. */
export async function verifyOnPage(page: Page, pdf: Buffer) {
  await page.goto('/verify');
  await page.getByTestId('file-input').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Verify' }).click();
  return page.getByRole('region', { name: 'Verification result' });
}

/** Archives a project a test made (as a user with projects.delete), so the demo projects list other files read stays as seeded. */
export async function archiveProject(page: Page, projectId: number) {
  await api(page, 'DELETE', `projects/${projectId}`);
}
