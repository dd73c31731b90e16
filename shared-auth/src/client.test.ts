import { ERROR_MESSAGES, authEndpoints } from 'shared-contract';
import { clearCookies, installFakeApi, XSRF_TOKEN } from 'test-support/fake-api';
import { api, normalizeError, setApiNavigator } from './client';

async function problemOf(status: number, body?: unknown) {
  installFakeApi({ 'GET /api/v1/thing': { status, body } });
  try {
    await api.get('thing').json();
  } catch (error) {
    return normalizeError(error);
  }
  throw new Error('expected the call to fail');
}

describe('API client', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    clearCookies();
    navigate.mockReset();
    setApiNavigator(navigate);
  });

  it('fetches the XSRF cookie before a state-changing call and echoes it', async () => {
    const fake = installFakeApi({ 'POST /api/v1/things': { status: 201, body: { data: { id: 1 } } } });
    await api.post('things', { json: { name: 'A' } }).json();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/sanctum/csrf-cookie', 'POST /api/v1/things']);
    expect(fake.requests[1].headers.get('x-xsrf-token')).toBe(XSRF_TOKEN);
    expect(fake.requests[1].headers.get('accept')).toContain('application/json');
  });

  it('refreshes the token once and retries when the server answers 419', async () => {
    let attempts = 0;
    const fake = installFakeApi({ 'POST /api/v1/things': () => (++attempts === 1 ? { status: 419, body: { message: 'CSRF token mismatch.' } } : { status: 200, body: { data: 'ok' } }) });
    await expect(api.post('things').json()).resolves.toEqual({ data: 'ok' });
    expect(fake.find('GET /api/sanctum/csrf-cookie')).toHaveLength(2);
    expect(attempts).toBe(2);
  });

  it('sends the user to the too-many-attempts page on 429', async () => {
    await problemOf(429, { message: 'Too many attempts. Please try again later.' });
    expect(navigate).toHaveBeenCalledWith('/429');
  });

  it('sends a user whose e-mail is not verified to the verification page on 403 reason unverified', async () => {
    await problemOf(403, { message: ERROR_MESSAGES.emailNotVerified, reason: 'unverified' });
    expect(navigate).toHaveBeenCalledWith('/email-verification');
    navigate.mockReset();
    await problemOf(403, { message: 'Nope', reason: 'permission' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to /login on 401, but not for the session probe itself', async () => {
    await problemOf(401);
    expect(navigate).toHaveBeenCalledWith('/login');
    navigate.mockReset();
    installFakeApi();
    await expect(api.get(authEndpoints.findCurrentUser.path).json()).rejects.toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('normalises errors as 000 section 8 says', async () => {
    expect(await problemOf(401)).toMatchObject({ status: 401, message: ERROR_MESSAGES.authenticationFailed });
    expect(await problemOf(403)).toMatchObject({ status: 403, message: ERROR_MESSAGES.unauthorized, forbidden: true });
    expect(await problemOf(403, { message: 'Nope' })).toMatchObject({ message: 'Nope', forbidden: true });
    expect(await problemOf(422, { errors: { email: ['The email field is required.', 'second'] } })).toEqual({
      status: 422,
      message: ERROR_MESSAGES.invalidData,
      errors: { email: 'The email field is required.' },
      forbidden: false,
    });
    expect(await problemOf(404, { message: 'Not found.' })).toMatchObject({ status: 404, message: 'Not found.' });
    expect(await problemOf(500, { message: 'stack trace here' })).toMatchObject({ status: 500, message: ERROR_MESSAGES.network });
    expect(await normalizeError(new TypeError('Failed to fetch'))).toMatchObject({ status: 500, message: ERROR_MESSAGES.network });
    expect(await normalizeError(new Error('boom'))).toMatchObject({ status: 500, message: ERROR_MESSAGES.default });
  });

  it("passes on the API's reason when it is one of the contract's, and drops any other", async () => {
    expect(await problemOf(403, { message: 'Upgrade.', reason: 'plan' })).toEqual({ status: 403, message: 'Upgrade.', forbidden: true, reason: 'plan' });
    expect(await problemOf(410, { message: 'Gone.', reason: 'expired' })).toMatchObject({ status: 410, reason: 'expired' });
    expect(await problemOf(503, { message: 'Later.', reason: 'unavailable' })).toMatchObject({ status: 503, message: ERROR_MESSAGES.network, reason: 'unavailable' });
    expect(await problemOf(403, { message: 'Nope', reason: 'something-else' })).not.toHaveProperty('reason');
    expect(await problemOf(404, 'not an object')).not.toHaveProperty('reason');
  });
});
