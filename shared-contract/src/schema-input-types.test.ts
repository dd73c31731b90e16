// The API validates every request with these schemas: a field sent as a list, an object, a number
// or a boolean must fail as a validation error (a 422), never throw (a 500).
import * as contract from './index';
import { collectErrors, rules, yup } from './validation';

const objectSchemas = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, yup.AnyObjectSchema] => yup.isSchema(entry[1]) && (entry[1] as yup.Schema).type === 'object',
);

test('the contract exports its request schemas', () => {
  expect(objectSchemas.length).toBeGreaterThan(20);
});

describe.each(objectSchemas)('%s', (_name, schema) => {
  test.each([[['x']], [{ a: 1 }], [12], [true], [null]])('every field given %j answers with field errors or passes', async (value) => {
    const input = Object.fromEntries(Object.keys(schema.fields).map((key) => [key, value]));
    const errors = await collectErrors(schema, input); // a TypeError inside a rule would reject here
    if (errors) for (const messages of Object.values(errors)) expect(typeof messages[0]).toBe('string');
  });
});

describe('values the database cannot store are refused by the shared rules', () => {
  const schema = yup.object({ name: rules.text(), day: rules.date(), id: rules.id(), ids: rules.ids(3) });
  test.each([
    [{ name: 'a\u0000b' }, 'name'],
    [{ day: '0000-01-01' }, 'day'],
    [{ day: '2026-02-30' }, 'day'],
    [{ id: 3_000_000_000 }, 'id'],
    [{ id: 1.5 }, 'id'],
    [{ ids: [1, 2, 3, 4] }, 'ids'],
    [{ ids: [3_000_000_000] }, 'ids[0]'],
  ])('%j fails on %s', async (input, field) => {
    expect(Object.keys((await collectErrors(schema, input)) ?? {})).toEqual([field]);
  });

  test('good values pass', async () => {
    expect(await collectErrors(schema, { name: ' Ann ', day: '2028-02-29', id: 2147483647, ids: [1, 2] })).toBeNull();
  });
});
