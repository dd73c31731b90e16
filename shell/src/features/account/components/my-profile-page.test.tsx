import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES, PEOPLE_MESSAGES, UI_TEXT, VALIDATION_MESSAGES as M, type Profile } from 'shared-contract';
import { clearCookies, installFakeApi } from 'test-support/fake-api';
import { makeUser, userReply } from 'test-support/current-user';
import { renderShell } from '../../../testing/render-shell';
import { uploadPhoto } from '../api/profile';
import { MyProfilePage } from './my-profile-page';

// jsdom's FormData cannot travel through Node's fetch: the multipart call itself is covered by the
// API tests; here the page must hand the chosen file to it.
jest.mock('../api/profile', () => ({ ...jest.requireActual('../api/profile'), uploadPhoto: jest.fn() }));

jest.setTimeout(60_000);

const USER = makeUser({ id: 12 });
const PROFILE: Profile = {
  id: 12,
  first_name: 'Olivia',
  last_name: 'Stone',
  full_name: 'Olivia Stone',
  email: 'owner@northwind.test',
  email_verified: true,
  phone: null,
  photo: null,
  role: { name: 'general_owner', show_name: 'Owner' },
  company: { id: 7, name: 'Northwind Builders' },
  professions: [{ id: 1, title: 'Executive' }],
};

function setup() {
  return installFakeApi({
    'GET /api/v1/auth/user': userReply(USER),
    'GET /api/v1/users/profile/show': { body: { data: PROFILE } },
    'GET /api/v1/settings/professions': {
      body: {
        data: [
          { id: 1, title: 'Executive' },
          { id: 2, title: 'Estimator' },
        ],
      },
    },
  });
}
const renderProfile = (id = 12) => renderShell([{ path: '/profile/:id', element: <MyProfilePage /> }], { url: `/profile/${id}` });

afterEach(() => clearCookies());

test("another user's profile is not shown", async () => {
  setup();
  renderProfile(99);
  expect(await screen.findByText('This profile is not available')).toBeInTheDocument();
});

test('saves the details, refreshes the signed-in user (header) and shows 422 messages on the fields', async () => {
  const api = setup();
  let attempt = 0;
  api.route('POST /api/v1/users/profile/save', (request) =>
    ++attempt === 1
      ? { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { phone: [M.strMinPhone(10)] } } }
      : { body: { data: { ...PROFILE, ...(request.body as object), full_name: 'Liv Stone' }, message: PEOPLE_MESSAGES.profileSaved } },
  );
  const { user } = renderProfile();
  const first = await screen.findByRole('textbox', { name: 'First name' });
  expect(screen.getByText('owner@northwind.test')).toBeInTheDocument();
  expect(screen.getByText('Northwind Builders')).toBeInTheDocument();
  await user.clear(first);
  await user.tab();
  expect(await screen.findByText(M.required)).toBeInTheDocument();
  await user.type(first, 'Liv');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5551234567');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(M.strMinPhone(10))).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 555 123 4567');
  const userCalls = api.find('GET /api/v1/auth/user').length;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(PEOPLE_MESSAGES.profileSaved)).toBeInTheDocument();
  expect(api.find('POST /api/v1/users/profile/save')[1].body).toEqual({ first_name: 'Liv', last_name: 'Stone', phone: '+1 555 123 4567', profession_ids: [1] });
  await waitFor(() => expect(api.find('GET /api/v1/auth/user').length).toBeGreaterThan(userCalls));
});

test('photo: refuses other file types before uploading; uploads a png and refreshes the user', async () => {
  const api = setup();
  jest.mocked(uploadPhoto).mockResolvedValue({ data: { photo: '/api/v1/users/12/photo?v=1' }, message: PEOPLE_MESSAGES.photoSaved });
  // The input sits behind the 'Upload photo' button: the chosen file is handed to it directly.
  const choose = async (file: File) => fireEvent.change(await screen.findByLabelText('Photo file'), { target: { files: [file] } });
  const first = renderProfile();
  await choose(new File(['gif'], 'me.gif', { type: 'image/gif' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(M.extensions('.jpg, .jpeg, .png'));
  expect(uploadPhoto).not.toHaveBeenCalled();
  first.unmount();
  renderProfile();
  const userCalls = api.find('GET /api/v1/auth/user').length;
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
  await choose(png);
  expect(await screen.findByText(PEOPLE_MESSAGES.photoSaved)).toBeInTheDocument();
  expect(uploadPhoto).toHaveBeenCalledWith(png);
  await waitFor(() => expect(api.find('GET /api/v1/auth/user').length).toBeGreaterThan(userCalls));
});

test('change password: the current password first, then the rule and confirmation', async () => {
  const api = setup();
  api.route('POST /api/v1/users/profile/check-password', (request) =>
    (request.body as { current_password: string }).current_password === 'Demo!2026'
      ? { body: { data: { valid: true } } }
      : { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { current_password: [PEOPLE_MESSAGES.currentPasswordWrong] } } },
  );
  api.route('POST /api/v1/users/profile/change-password', { body: { data: { message: PEOPLE_MESSAGES.passwordChanged } } });
  const { user } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/Current password/), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await within(dialog).findByText(PEOPLE_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText(/Current password/));
  await user.type(within(dialog).getByLabelText(/Current password/), 'Demo!2026');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const next = await within(dialog).findByLabelText(/^New password/);
  await user.type(next, 'weak');
  await user.type(within(dialog).getByLabelText(/Confirm new password/), 'other');
  await user.tab();
  expect(await within(dialog).findByText(M.password)).toBeInTheDocument();
  expect(await within(dialog).findByText(M.passwordConfirmation)).toBeInTheDocument();
  // Submit waits while an error is shown (every form, as sign-in and sign-up).
  expect(within(dialog).getByRole('button', { name: 'Change password' })).toBeDisabled();
  expect(api.find('POST /api/v1/users/profile/change-password')).toHaveLength(0);
  await user.clear(next);
  await user.type(next, 'Better!42');
  await user.clear(within(dialog).getByLabelText(/Confirm new password/));
  await user.type(within(dialog).getByLabelText(/Confirm new password/), 'Better!42');
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(PEOPLE_MESSAGES.passwordChanged)).toBeInTheDocument();
  expect(api.find('POST /api/v1/users/profile/change-password')[0].body).toEqual({ current_password: 'Demo!2026', password: 'Better!42', password_confirmation: 'Better!42' });
});

test('change e-mail: 422 on the field, then the unverified user is stored for the verification flow', async () => {
  const api = setup();
  let attempt = 0;
  api.route('POST /api/v1/users/profile/change-email', () =>
    ++attempt === 1
      ? { status: 422, body: { message: ERROR_MESSAGES.invalidData, errors: { email: [M.unique('email')] } } }
      : { body: { data: { ...USER, email: 'new@northwind.test', email_verified: false }, message: PEOPLE_MESSAGES.emailChanged } },
  );
  const { user } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
  await user.type(within(dialog).getByRole('textbox', { name: 'New e-mail' }), 'admin@northwind.test');
  await user.type(within(dialog).getByLabelText(/Current password/), 'Demo!2026');
  await user.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
  expect(await within(dialog).findByText(M.unique('email'))).toBeInTheDocument();
  await user.clear(within(dialog).getByRole('textbox', { name: 'New e-mail' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'New e-mail' }), 'new@northwind.test');
  await user.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change e-mail' })).toBeNull());
  expect(await screen.findByText(PEOPLE_MESSAGES.emailChanged)).toBeInTheDocument();
  expect(api.find('POST /api/v1/users/profile/change-email')[1].body).toEqual({ email: 'new@northwind.test', current_password: 'Demo!2026' });
});

test('closing the password or e-mail dialog with something typed asks first; No keeps what was typed', async () => {
  setup();
  const { user } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
  let dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
  // Nothing typed: Cancel closes at once.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change e-mail' })).toBeNull());
  expect(screen.queryByText(UI_TEXT.unsavedChangesClose)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
  dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
  await user.type(within(dialog).getByRole('textbox', { name: 'New e-mail' }), 'new@northwind.test');
  await user.keyboard('{Escape}');
  expect(await screen.findByText(UI_TEXT.unsavedChangesClose)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByText(UI_TEXT.unsavedChangesClose)).toBeNull());
  expect(within(screen.getByRole('dialog', { name: 'Change e-mail' })).getByRole('textbox', { name: 'New e-mail' })).toHaveValue('new@northwind.test');
  await user.click(within(screen.getByRole('dialog', { name: 'Change e-mail' })).getByRole('button', { name: 'Cancel' }));
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change e-mail' })).toBeNull());

  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(within(dialog).getByLabelText(/Current password/), 'Demo');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(UI_TEXT.unsavedChangesClose)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
});
