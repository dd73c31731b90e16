// Validates a request part with a shared-contract yup schema; failures become the 422 shape.
import { DB_INT_MAX, collectErrors, type yup } from 'shared-contract';
import { validationFailed } from './http-error';

export async function validateInput<S extends yup.AnyObjectSchema>(schema: S, input: unknown): Promise<yup.InferType<S>> {
  const value = input && typeof input === 'object' ? input : {};
  const errors = await collectErrors(schema, value);
  if (errors) throw validationFailed(errors);
  return schema.cast(value, { stripUnknown: true }) as yup.InferType<S>;
}

/** Route ids: anything but a positive 32-bit integer cannot name a row, so it is a 404. */
export function parseId(raw: unknown): number {
  const text = String(raw ?? '');
  if (!/^\d{1,10}$/.test(text)) throw Object.assign(new Error('Not found.'), { statusCode: 404 });
  const id = Number(text);
  if (id < 1 || id > 2147483647) throw Object.assign(new Error('Not found.'), { statusCode: 404 });
  return id;
}

export function parsePaging(query: Record<string, unknown>, defaults = { perPage: 10, maxPerPage: 100 }) {
  const perPage = Math.min(defaults.maxPerPage, Math.max(1, Math.floor(Number(query.per_page) || defaults.perPage)));
  // A page past any possible row is just an empty page, never an offset the database refuses.
  const page = Math.min(Math.floor(DB_INT_MAX / perPage), Math.max(1, Math.floor(Number(query.page) || 1)));
  return { page, perPage, offset: (page - 1) * perPage };
}
