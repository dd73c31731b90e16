// The placement screen in real Chromium (issue 16, /tasks/{id}/contract/prepare): a contract of a
// project without an approval workflow is prepared from the screen; pdf.js draws the frozen PDF's
// page (its worker served by the API under the app's policy); the template's fields are boxes per
// signer; one is moved with the keyboard and one dragged with the mouse, an initials field placed by
// a click; Save stores them (PUT signing-setup) and Send for signature, after its question, sends
// the round and returns to the contract.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { archiveProject, createContractTask, createContractTemplate, createProject, me, text } from '../support/contracts';
import { api, signedIn } from '../support/session';

const RUN = Date.now().toString(36);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the owner prepares, places and sends a contract on its PDF pages', async () => {
  const owner = await signedIn(browser, 'owner@northwind.test');
  const vendor = await signedIn(browser, 'owner@ridge.test');
  const ownerUser = await me(owner.page);
  const vendorUser = await me(vendor.page);
  await vendor.page.context().close();

  const projectId = await createProject(owner.page, `Placement ${RUN}`);
  const template = await createContractTemplate(owner.page, `Placement subcontract ${RUN}`, [text(`Subcontract ${RUN}`)]);
  const contractId = await createContractTask(owner.page, { projectId, vendor: vendorUser, name: `Placement subcontract ${RUN}`, templateId: template.id, internalAssigneeId: ownerUser.id });

  const o = owner.page;
  await o.goto(`/tasks/${contractId}/contract/prepare`);
  await o.getByRole('button', { name: 'Prepare the document' }).click();
  await o.getByRole('heading', { name: 'Place the signature fields' }).waitFor();
  await o.getByText('The document is ready: place the signature fields and send it.').waitFor();

  // pdf.js drew the page (the canvas is shown once drawn) and no placeholder message is shown.
  const page1 = o.getByRole('listitem', { name: /^Page 1 of/ });
  await page1.locator('canvas[style*="visibility: visible"]').waitFor();
  expect(await o.getByText('The page previews could not be shown.').count()).toBe(0);

  // The template's fields: one per signer. The vendor's moves 1 pt right with the keyboard.
  const vendorBox = o.getByRole('button', { name: new RegExp(`^${vendorUser.full_name} · Signature, at`) });
  const ownerBox = o.getByRole('button', { name: new RegExp(`^${ownerUser.full_name} · Signature, at`) });
  await vendorBox.waitFor();
  await ownerBox.waitFor();
  const before = (await api(o, 'GET', `contracts/${contractId}`)).data.round.nodes as { user_id: number; x: number; y: number }[];
  const vendorNode = before.find((n) => n.user_id === vendorUser.id)!;
  const ownerNode = before.find((n) => n.user_id === ownerUser.id)!;
  await vendorBox.focus();
  await o.keyboard.press('ArrowRight');

  // The owner's box is dragged 40 px down with the mouse.
  const dragFrom = (await ownerBox.boundingBox())!;
  const scale = dragFrom.width / 180;
  await o.mouse.move(dragFrom.x + 20, dragFrom.y + 10);
  await o.mouse.down();
  await o.mouse.move(dragFrom.x + 20, dragFrom.y + 30, { steps: 4 });
  await o.mouse.move(dragFrom.x + 20, dragFrom.y + 50, { steps: 4 });
  await o.mouse.up();

  // An initials field for the vendor, placed by a click on page 1.
  await o.getByRole('combobox', { name: 'Signer', exact: true }).click();
  await o.getByRole('option', { name: vendorUser.full_name }).click();
  await o.getByRole('combobox', { name: 'Kind', exact: true }).click();
  await o.getByRole('option', { name: 'Initials' }).click();
  await o.getByRole('button', { name: 'Place on a page' }).click();
  const layer = page1.getByTestId('signature-node-layer');
  const area = (await layer.boundingBox())!;
  await o.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
  await o.getByRole('button', { name: new RegExp(`^${vendorUser.full_name} · Initials, at`) }).waitFor();

  await o.getByRole('button', { name: 'Save' }).click();
  await o.getByText('The signers and fields were saved.').waitFor();
  const saved = (await api(o, 'GET', `contracts/${contractId}`)).data.round.nodes as { user_id: number; kind: string; page: number; x: number; y: number }[];
  expect(saved.find((n) => n.user_id === vendorUser.id && n.kind === 'signature')!.x).toBeCloseTo(vendorNode.x + 1, 1);
  // 40 px at the page's scale, within a pixel.
  expect(Math.abs(saved.find((n) => n.user_id === ownerUser.id)!.y - (ownerNode.y + 40 / scale))).toBeLessThan(1 / scale + 0.01);
  const initials = saved.find((n) => n.kind === 'initials')!;
  expect(initials).toMatchObject({ user_id: vendorUser.id, page: 1, width: 60, height: 30 });

  await o.getByRole('button', { name: 'Send for signature' }).click();
  const dialog = o.getByRole('dialog', { name: 'Send for signature' });
  await dialog.getByText(new RegExp(`^${vendorUser.full_name} is asked to sign first\\.`)).waitFor();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await o.waitForURL(`**/tasks/${contractId}/contract`);
  await o.getByText('The contract was sent for signature.').waitFor();
  expect((await api(o, 'GET', `contracts/${contractId}`)).data.round.status).toBe('signing');

  await archiveProject(owner.page, projectId);
  expect(owner.errors).toEqual([]);
});
