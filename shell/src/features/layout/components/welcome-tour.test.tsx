import { act, screen, waitFor, within } from '@testing-library/react';
import { WELCOME_MODAL_DELAY_MS, type CurrentUser, type Onboarding } from 'shared-contract';
import { clearCookies, installFakeApi, type RecordedRequest } from 'test-support/fake-api';
import { makeOperator, makeUser, northwind, userReply } from 'test-support/current-user';
import { renderShell } from '../../../testing/render-shell';
import { WelcomeTour } from './welcome-tour';

jest.setTimeout(30_000);

const ridge = { ...northwind, id: 9, name: 'Ridge Electric', type: 'sub_contractor' as const, plan: 'sub' as const };
const subContractor = () => makeUser({ id: 30, email: 'owner@ridge.test', role: { name: 'sub_owner', show_name: 'Owner' }, company: ridge });

/** The tour over a small onboarding store: GET answers what POST merged. */
function renderTour(user: CurrentUser, stored: Onboarding = {}) {
  const store = { onboarding: { ...stored } };
  const api = installFakeApi({
    'GET /api/v1/auth/user': userReply(user),
    'GET /api/v1/auth/onboarding': () => ({ body: { data: store.onboarding } }),
    'POST /api/v1/auth/onboarding': (r: RecordedRequest) => {
      store.onboarding = { ...store.onboarding, ...(r.body as Onboarding) };
      return { body: { data: store.onboarding } };
    },
  });
  const view = renderShell([{ path: '/projects', element: <WelcomeTour /> }], { url: '/projects' });
  return { ...view, api, store };
}

// Waiting lets SWR answers and the timer land inside act.
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

afterEach(() => clearCookies());

test('a sub contractor who has not seen it gets the tour after the delay, steps through it and Get started saves it', async () => {
  const { user, api, store, unmount } = renderTour(subContractor());
  await waitFor(() => expect(api.find('GET /api/v1/auth/onboarding')).toHaveLength(1));
  await sleep(WELCOME_MODAL_DELAY_MS - 300);
  expect(screen.queryByRole('dialog')).toBeNull();
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Contract Hub' }, { timeout: 2000 });
  const steps = within(dialog).getByRole('navigation', { name: 'Tour steps' });
  expect(within(steps).getAllByRole('button')).toHaveLength(5);
  expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('heading', { name: 'Your projects and tasks' })).toBeInTheDocument();
  expect(within(steps).getByRole('button', { name: /^Step 2 of 5/ })).toHaveAttribute('aria-current', 'step');
  // The keyboard steps too.
  await user.keyboard('{ArrowRight}');
  expect(within(dialog).getByRole('heading', { name: 'Sign contracts' })).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(within(dialog).getByRole('heading', { name: 'Your projects and tasks' })).toBeInTheDocument();
  await user.click(within(steps).getByRole('button', { name: /^Step 5 of 5/ }));
  expect(within(dialog).getByRole('heading', { name: 'Chat on a scope' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(api.find('POST /api/v1/auth/onboarding').map((r) => r.body)).toEqual([{ welcome_video_seen: true }]));
  expect(store.onboarding).toEqual({ welcome_video_seen: true });
  await sleep(WELCOME_MODAL_DELAY_MS + 200);
  expect(screen.queryByRole('dialog')).toBeNull();

  // Opened again (another visit, another browser): the stored flag keeps it closed.
  unmount();
  renderShell([{ path: '/projects', element: <WelcomeTour /> }], { url: '/projects' });
  await waitFor(() => expect(api.find('GET /api/v1/auth/onboarding')).toHaveLength(2));
  await sleep(WELCOME_MODAL_DELAY_MS + 300);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Escape (like Skip and Close) closes the tour and saves it', async () => {
  const { user, api } = renderTour(subContractor());
  await screen.findByRole('dialog', { name: 'Welcome to Contract Hub' }, { timeout: 3000 });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(api.find('POST /api/v1/auth/onboarding').map((r) => r.body)).toEqual([{ welcome_video_seen: true }]));
});

test('Close saves it', async () => {
  const { user, api } = renderTour(subContractor());
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Contract Hub' }, { timeout: 3000 });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(api.find('POST /api/v1/auth/onboarding')).toHaveLength(1));
});

test('a sub contractor who has seen it does not get it', async () => {
  const { api } = renderTour(subContractor(), { welcome_video_seen: true });
  await waitFor(() => expect(api.find('GET /api/v1/auth/onboarding')).toHaveLength(1));
  await sleep(WELCOME_MODAL_DELAY_MS + 300);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a general contractor and the operator acting as a sub contractor never get it', async () => {
  const general = renderTour(makeUser());
  await sleep(WELCOME_MODAL_DELAY_MS + 300);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(general.api.find('GET /api/v1/auth/onboarding')).toHaveLength(0);
  general.unmount();
  const operator = renderTour(makeOperator({ acting_as_company: true, company: ridge }));
  await sleep(WELCOME_MODAL_DELAY_MS + 300);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(operator.api.find('GET /api/v1/auth/onboarding')).toHaveLength(0);
});
