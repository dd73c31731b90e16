import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BULK_SEND_MESSAGES as B, type BulkSend, type BulkSendRow, type BulkSendTarget } from 'shared-contract';
import { clearCookies, installFakeApi, type FakeRoutes } from 'test-support/fake-api';
import { makeUser, northwind } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { BulkSendPage } from './bulk-send-page';

jest.setTimeout(60_000);

const TEMPLATE = { id: 3, name: 'Subcontract', type: 'contract', type_label: 'Contract' };
const vendor = (id: number, name: string): BulkSendTarget => ({ kind: 'vendor', id, name, vendor_company_id: id, vendor_name: name, project_id: null, project_name: '' });
const bulk = (overrides: Partial<BulkSend> = {}): BulkSend => ({
  id: 40,
  status: 'validated',
  status_label: 'Validated',
  template_id: 3,
  template_name: 'Subcontract',
  target: 'vendor',
  total: 2,
  pending: 2,
  sent: 0,
  failed: 0,
  created_at: '2026-11-25T10:00:00Z',
  ...overrides,
});
const row = (index: number, overrides: Partial<BulkSendRow> = {}): BulkSendRow => ({
  id: 100 + index,
  row_index: index,
  project_id: 9,
  project_name: 'Harbor Tower',
  scope_id: null,
  scope_name: '',
  vendor_company_id: 20 + index,
  vendor_name: index === 0 ? 'Ridge Electric' : 'Bay Plumbing',
  merge_values: { contract_value: '1000' },
  status: 'pending',
  error: null,
  task_id: null,
  task_number: null,
  preview_url: `/api/v1/task/bulk-send/40/rows/${100 + index}/preview`,
  ...overrides,
});
const page = (rows: BulkSendRow[]) => ({ body: { data: rows, total: rows.length, current_page: 1, per_page: 50, last_page: 1 } });

const BASE: FakeRoutes = {
  'GET /api/v2/templates': { body: { data: [TEMPLATE], total: 1, current_page: 1, per_page: 100, last_page: 1 } },
  'GET /api/v1/projects': { body: { data: [{ id: 9, name: 'Harbor Tower' }], total: 1, current_page: 1, per_page: 100, last_page: 1 } },
  'GET /api/v1/scope/get-editors': { body: { data: [{ id: 12, first_name: 'Olivia', last_name: 'Stone', full_name: 'Olivia Stone', email: 'o@n.test', photo: null, selected: false }] } },
  'GET /api/v1/task/bulk-send/targets': { body: { data: [vendor(20, 'Ridge Electric'), vendor(21, 'Bay Plumbing')] } },
  'GET /api/v1/task/bulk-send/merge-fields': {
    body: {
      data: [
        { name: 'vendor.name', type: 'text', description: 'The vendor company', from_data: true },
        { name: 'contract_value', type: 'currency', description: 'Contract value', from_data: false },
      ],
    },
  },
};

afterEach(() => clearCookies());

async function choose(user: ReturnType<typeof renderRemote>['user'], label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('BulkSendPage', () => {
  it('explains the refusals: the sub plan (upgrade), the feature off, no task create permission', async () => {
    const sub = renderRemote(<BulkSendPage />, { path: '/tasks/bulk-send', currentUser: makeUser({ company: { ...northwind, plan: 'sub' } }) });
    expect(await screen.findByText('Bulk send is part of the general plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    sub.unmount();
    const off = renderRemote(<BulkSendPage />, { path: '/tasks/bulk-send', currentUser: makeUser({ company: { ...northwind, features: [{ id: 1, feature: 'bulk_send', feature_label: 'Bulk send', enabled: false }] } }) });
    expect(await screen.findByText(B.featureOff)).toBeInTheDocument();
    off.unmount();
    renderRemote(<BulkSendPage />, { path: '/tasks/bulk-send', currentUser: makeUser({ permissions: ['task_and_documents.view'] }) });
    expect(await screen.findByText('You do not have permission to create tasks.')).toBeInTheDocument();
  });

  it('checks every row, shows the server’s problem on its row, then reviews, previews and sends with progress', async () => {
    let validations = 0;
    let sent = false;
    const api = installFakeApi({
      ...BASE,
      'POST /api/v1/task/bulk-send/validate': () => {
        validations += 1;
        return validations === 1
          ? { body: { data: { valid: false, bulk_send: null, problems: [{ row: 1, errors: { vendor_company_id: B.vendorWithoutUsers } }], message: B.invalid(1) } } }
          : { body: { data: { valid: true, bulk_send: bulk(), problems: [], message: B.validated(2) } } };
      },
      'GET /api/v1/task/bulk-send/40': () => ({ body: { data: sent ? bulk({ status: 'partial', status_label: 'Partly failed', pending: 0, sent: 1, failed: 1 }) : bulk() } }),
      'GET /api/v1/task/bulk-send/40/rows': () =>
        page(sent ? [row(0, { status: 'sent', task_id: 501, task_number: 'T-000501' }), row(1, { status: 'failed', error: B.vendorWithoutUsers })] : [row(0), row(1)]),
      'POST /api/v1/task/bulk-send/40/send': () => {
        sent = true;
        return { status: 202, body: { data: bulk({ status: 'sending', status_label: 'Sending' }), message: B.queued(2) } };
      },
    });
    const { user, container } = renderRemote(<BulkSendPage />, { path: '/tasks/bulk-send', currentUser: makeUser() });
    await choose(user, 'Template', 'Subcontract (Contract)');
    fireEvent.change(container.querySelector('input[name="due_date"]') as HTMLInputElement, { target: { value: '12/15/2026' } });
    await choose(user, 'Project', 'Harbor Tower');
    await user.click(await screen.findByRole('button', { name: 'Select all (2)' }));
    expect(screen.getByText('2 recipients chosen')).toBeInTheDocument();

    // A value the merge field's type refuses is caught before anything is sent.
    const grid = await screen.findByRole('table', { name: 'Documents to send' });
    await user.type(within(grid).getByRole('textbox', { name: 'contract_value of row 1' }), '1000');
    await user.type(within(grid).getByRole('textbox', { name: 'contract_value of row 2' }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Check 2 documents' }));
    expect(await within(grid).findByText('This field must be a number.')).toBeInTheDocument();
    expect(api.find('POST /api/v1/task/bulk-send/validate')).toHaveLength(0);

    await user.clear(within(grid).getByRole('textbox', { name: 'contract_value of row 2' }));
    await user.type(within(grid).getByRole('textbox', { name: 'contract_value of row 2' }), '2500');
    await user.click(screen.getByRole('button', { name: 'Check 2 documents' }));
    expect(await screen.findByText(B.vendorWithoutUsers)).toBeInTheDocument();
    const sentBody = api.find('POST /api/v1/task/bulk-send/validate')[0].body as { rows: unknown[]; project_id: number; due_date: string; internal_assignee_id: number };
    expect(sentBody).toMatchObject({ project_id: 9, due_date: '2026-12-15', internal_assignee_id: 12 });
    expect(sentBody.rows).toEqual([
      { vendor_company_id: 20, scope_id: null, merge_values: { contract_value: '1000' } },
      { vendor_company_id: 21, scope_id: null, merge_values: { contract_value: '2500' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Check 2 documents' }));
    const rows = await screen.findByRole('table', { name: 'Bulk send rows' });
    expect(within(rows).getAllByRole('link', { name: 'Preview' })[0]).toHaveAttribute('href', '/api/v1/task/bulk-send/40/rows/100/preview');

    await user.click(screen.getByRole('button', { name: 'Send 2 documents' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('POST /api/v1/task/bulk-send/40/send')).toHaveLength(1);
    expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toBeInTheDocument();
    // The poll reads the result: one sent (its task linked), one failed with its reason, and Retry failed.
    expect(await screen.findByRole('button', { name: 'Retry failed (1)' }, { timeout: 5000 })).toBeInTheDocument();
    const result = screen.getByRole('table', { name: 'Bulk send rows' });
    expect(await within(result).findByRole('link', { name: 'T-000501' })).toHaveAttribute('href', '/tasks/501/contract');
    expect(within(result).getByText(B.vendorWithoutUsers)).toBeInTheDocument();
  });
});
