// A scope blocked by its vendor's lapsed certificate of insurance (issue 15): the list row carries the
// COI lapsed chip, the scope page the warning; a scope whose vendor is covered shows neither.
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { COI_MESSAGES, PERMISSIONS, type ScopeDetails } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { renderRemote } from 'test-support/render-remote';
import { ALL_SCOPES, paged, person, SCOPE_ROW as ROW } from '../../../testing/fixtures';
import { EditScopePage } from './scope-page';
import { ScopesListPage } from './scopes-list-page';

jest.setTimeout(60_000);
afterEach(() => clearCookies());

const V1 = '/api/v1';
const ROUTES: RouteObject[] = [
  { path: '/projects/:projectId/scopes', element: <ScopesListPage /> },
  { path: '/projects/:projectId/scopes/:scopeId', element: <EditScopePage chat={<aside aria-label="Scope chat">chat here</aside>} /> },
];
const BLOCKED: ScopeDetails = { ...ROW, coi_lapsed: true, editors: [], attachments: [], approvals: [], custom_fields: [] };

function api() {
  installFakeApi({
    [`GET ${V1}/scopes`]: { body: paged([{ ...ROW, coi_lapsed: true }, { ...ROW, id: 6, name: 'Plumbing', vendor_company_name: 'Pipe Co' }]) },
    [`GET ${V1}/scopes/5`]: { body: { data: BLOCKED } },
    [`GET ${V1}/scopes/6`]: { body: { data: { ...BLOCKED, id: 6, name: 'Plumbing', coi_lapsed: false } } },
    [`GET ${V1}/scope/check-permission`]: { body: { data: ALL_SCOPES } },
    [`GET ${V1}/message/get-chat-data`]: { body: { data: { unread_counts: [], total_unread: 0, tag_users: [] } } },
    [`GET ${V1}/scope/get-editors`]: { body: { data: [] } },
    [`GET ${V1}/scope/vendor-options`]: { body: { data: [{ id: 40, name: 'Acme Electric', users: [person(41, 'Sam', 'Volt')], default_assignee_id: 41, default_signer_id: 41 }] } },
    [`GET ${V1}/project/creation-form/section/all`]: { body: { data: [] } },
  });
}

test('the blocked scope\'s row shows the COI lapsed chip with the warning; the covered one does not', async () => {
  api();
  renderRemote(ROUTES, { url: '/projects/3/scopes', permissions: [PERMISSIONS.PROJECTS_VIEW] });
  const table = await screen.findByRole('table', { name: 'Scopes' });
  const electrical = (await within(table).findByRole('link', { name: 'Electrical' })).closest('tr')!;
  expect(within(electrical).getByText(COI_MESSAGES.lapsedChip).closest('[title]')).toHaveAttribute('title', COI_MESSAGES.lapsedWarning);
  const plumbing = within(table).getByRole('link', { name: 'Plumbing' }).closest('tr')!;
  expect(within(plumbing).queryByText(COI_MESSAGES.lapsedChip)).not.toBeInTheDocument();
});

test('the scope page warns that work is blocked until a valid certificate is approved', async () => {
  api();
  const view = renderRemote(ROUTES, { url: '/projects/3/scopes/5', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_EDIT] });
  expect(await screen.findByText(COI_MESSAGES.lapsedWarning)).toBeInTheDocument();
  expect(screen.getByText(COI_MESSAGES.lapsedWarning).closest('[role="alert"]')).toBeInTheDocument();
  view.unmount();
  api();
  renderRemote(ROUTES, { url: '/projects/3/scopes/6', permissions: [PERMISSIONS.PROJECTS_VIEW, PERMISSIONS.PROJECTS_EDIT] });
  expect(await screen.findByRole('heading', { name: 'Plumbing' })).toBeInTheDocument();
  expect(screen.queryByText(COI_MESSAGES.lapsedWarning)).not.toBeInTheDocument();
});
