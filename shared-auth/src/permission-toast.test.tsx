import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ERROR_MESSAGES, UI_TEXT, type CurrentUser } from 'shared-contract';
import { clearCookies } from 'test-support/fake-api';
import { makeUser, northwind } from 'test-support/current-user';
import { renderRemote } from 'test-support/render-remote';
import { usePermissionToast } from './permission-toast';
import { useCurrentUser } from './session';

const user = (plan: 'sub' | 'general'): CurrentUser =>
  makeUser({ id: 7, permissions: [], role: { name: 'general_view_only', show_name: 'View only' }, company: { ...northwind, id: 3, plan, features: [] } });

function Trigger() {
  const { user: me } = useCurrentUser();
  const { showPermissionDenied } = usePermissionToast();
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname}</p>
      <button type="button" disabled={!me} onClick={() => showPermissionDenied()}>
        try
      </button>
    </>
  );
}

function renderWith(plan: 'sub' | 'general') {
  renderRemote(<Trigger />, { url: '/projects', currentUser: user(plan) });
}

/** The trigger, once the current user (and so the plan) has loaded. */
async function enabledTrigger() {
  const trigger = screen.getByRole('button', { name: 'try' });
  await waitFor(() => expect(trigger).toBeEnabled());
  return trigger;
}

afterEach(() => clearCookies());

test('on the sub plan the denial is the upgrade warning whose button opens SettingAccountDetails', async () => {
  renderWith('sub');
  const clicker = userEvent.setup();
  await clicker.click(await enabledTrigger());
  expect(await screen.findByText(UI_TEXT.updatePlanTitle)).toBeInTheDocument();
  await clicker.click(screen.getByRole('button', { name: UI_TEXT.upgradeNow }));
  expect(await screen.findByText('at /settings/account/account-details')).toBeInTheDocument();
});

test('on the general plan the denial asks to request the permission, with Contact admin', async () => {
  renderWith('general');
  const clicker = userEvent.setup();
  await clicker.click(await enabledTrigger());
  expect(await screen.findByText(ERROR_MESSAGES.noPermissionAction)).toBeInTheDocument();
  await clicker.click(screen.getByRole('button', { name: UI_TEXT.contactAdmin }));
  expect(await screen.findByText('at /company-info/3')).toBeInTheDocument();
});
