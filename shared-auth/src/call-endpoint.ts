// Calls one shared-contract endpoint: its method and URL (params filled in), the query and body it
// takes, and the answer typed as the contract declares. Errors are ky's HTTPError, read with
// normalizeError like every other call.
import type { Options } from 'ky';
import { endpointUrl, type BodyOf, type Endpoint, type PathParams, type ResponseOf } from 'shared-contract';
import { rootApi } from './client';

type Query = URLSearchParams | Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export type EndpointInput<E extends Endpoint> = {
  query?: Query;
  signal?: AbortSignal;
  /** The fetch cache mode (e.g. 'no-store' for a job's status or a one-time file). */
  cache?: RequestCache;
} & ([keyof PathParams<E>] extends [never] ? { params?: undefined } : { params: PathParams<E> }) &
  (E['body'] extends object ? { body: BodyOf<E> | FormData } : E['multipart'] extends true ? { body: FormData } : { body?: undefined });

/** A query object as URL parameters: arrays repeat their key, empty values are left out. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

export function endpointRequest<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  const options: Options = { method: endpoint.method, signal: input.signal };
  if (input.cache) options.cache = input.cache;
  const search = toSearchParams(input.query);
  if ([...search.keys()].length) options.searchParams = search;
  if (input.body instanceof FormData) options.body = input.body;
  else if (input.body !== undefined) options.json = input.body;
  return rootApi(endpointUrl(endpoint, input.params as Record<string, string | number> | undefined), options);
}

export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[input]: [keyof PathParams<E>] extends [never] ? (E['body'] extends object ? [EndpointInput<E>] : [EndpointInput<E>?]) : [EndpointInput<E>]): Promise<ResponseOf<E>> {
  return (await endpointRequest(endpoint, (input ?? {}) as EndpointInput<E>).json()) as ResponseOf<E>;
}
