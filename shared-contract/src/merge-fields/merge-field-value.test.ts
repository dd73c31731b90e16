// The one type check of a merge field value the sender fills (task forms and the API share it).
import { VALIDATION_MESSAGES as M } from '../messages';
import { checkMergeFieldValue } from './rules';

test('numbers, currency and dates are checked by type; text and empty pass', () => {
  expect(checkMergeFieldValue('number', '12.5')).toBeNull();
  expect(checkMergeFieldValue('number', '12,5')).toBe(M.number);
  expect(checkMergeFieldValue('currency', '$1,250.75')).toBeNull();
  expect(checkMergeFieldValue('currency', '1250.755')).toBe(M.number);
  expect(checkMergeFieldValue('date', '2026-02-28')).toBeNull();
  expect(checkMergeFieldValue('date', '2026-02-30')).toBe(M.date);
  expect(checkMergeFieldValue('text', 'anything at all')).toBeNull();
  expect(checkMergeFieldValue('number', '   ')).toBeNull();
});
