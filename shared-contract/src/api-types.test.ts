import { ERROR_REASONS, isErrorReason } from './index';

describe('error reasons', () => {
  it('are one list without repeats, and only its entries are reasons', () => {
    expect(new Set(ERROR_REASONS).size).toBe(ERROR_REASONS.length);
    for (const reason of ERROR_REASONS) expect(isErrorReason(reason)).toBe(true);
    for (const other of ['', 'Plan', 'forbidden', 'locked', undefined, null, 1, {}]) expect(isErrorReason(other)).toBe(false);
  });
  // The reasons a client branches on (the verification redirect, the 503 retry) must stay in the list.
  it('hold the reasons clients act on', () => {
    expect(ERROR_REASONS).toEqual(expect.arrayContaining(['unverified', 'unavailable', 'plan', 'permission', 'expired']));
  });
});
