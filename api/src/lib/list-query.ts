// How the network lists read their query string: multi-value filters in any of the forms clients
// send, and the count fields (page, per_page, the min/max filters) as whole numbers in the stored range.
import type { FastifyRequest } from 'fastify';
import { NETWORK_INT_MAX, VALIDATION_MESSAGES as M, yup } from 'shared-contract';

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** A whole number from 0 to NETWORK_INT_MAX; an empty field is absent. */
export const countRule = () =>
  yup.number().transform(emptyToUndefined).typeError(M.number).integer(M.number).min(0, M.numMin(0)).max(NETWORK_INT_MAX, M.numMax(NETWORK_INT_MAX));

/** Multi-value filters arrive as `key=a&key=b`, `key[]=a` or a single `key=a`. */
export function listQuery(request: FastifyRequest, multi: string[]): Record<string, unknown> {
  const source = request.query as Record<string, unknown>;
  const query = { ...source };
  for (const key of multi) {
    const raw = source[key] ?? source[`${key}[]`];
    delete query[`${key}[]`];
    const list = raw === undefined || raw === '' ? [] : (Array.isArray(raw) ? raw : [raw]).map(String).filter((v) => v !== '');
    if (list.length) query[key] = list;
    else delete query[key];
  }
  return query;
}
