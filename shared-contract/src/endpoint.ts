// One contract per endpoint, used by the API route that serves it and by the client function that
// calls it (as documenso does): its method and path, the yup schemas its params, query and body are
// validated with (the specification's messages), and the shape of its answer.
import * as yup from 'yup';
import type { Schema } from './schema';
import { VALIDATION_MESSAGES as M } from './messages';
import { rules } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path (`employees/:id`): relative paths live under API_V1, a leading `/` is absolute. */
  path: string;
  /** One line for /api/docs. */
  summary: string;
  /** Path parameters that are not row ids (every other `:name` is a positive 32-bit id, else 404). */
  params?: yup.AnyObjectSchema;
  query?: yup.AnyObjectSchema;
  body?: yup.AnyObjectSchema;
  /** A multipart upload: the body is read as a stream by the route, not validated as JSON. */
  multipart?: true;
  /** Answers a file (an image, an attachment, a prepared download) instead of JSON. */
  file?: true;
  /** The success status when it is not 200 (201 for a creation, for instance). */
  status?: 200 | 201 | 202 | 204;
  /** The success answer; absent for files and redirects. */
  response?: Schema<unknown>;
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** Where the version-1 API lives; the one place the prefix is written. */
export const API_V1 = '/api/v1/';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;
export type PathParams<E extends Endpoint> = Record<ParamNames<E['path']>, string | number>;
export type ResponseOf<E extends Endpoint> = E['response'] extends Schema<infer T> ? T : unknown;
export type QueryOf<E extends Endpoint> = E['query'] extends yup.AnyObjectSchema ? Partial<yup.InferType<E['query']>> : never;
export type BodyOf<E extends Endpoint> = E['body'] extends yup.AnyObjectSchema ? yup.InferType<E['body']> : never;

/** The full URL of an endpoint: `/api/v1/employees/:id`, or with its params filled in. */
export function endpointUrl(endpoint: Endpoint, params?: Record<string, string | number>): string {
  const path = params ? fillPath(endpoint.path, params) : endpoint.path;
  return path.startsWith('/') ? path : `${API_V1}${path}`;
}

/** The path with its `:name` params filled in (each encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** The message for a value outside a fixed list, e.g. selected('sort field'). */
export const selected = (what: string) => `The selected ${what} is invalid.`;

/** Page, page size and search: what every list reads (page size is clamped by the server). */
export const pagingRules = {
  page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  per_page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  search: rules.queryText(),
  sort_direction: yup.string().oneOf([...SORT_DIRECTIONS], selected('sort direction')),
};

/** A multi-value filter (`key=a&key=b` or `key[]=a`) whose values come from a fixed list. */
export const oneOfList = <V extends string>(values: readonly V[], what: string) => yup.array().of(yup.string<V>().oneOf([...values], selected(what)).required());
/** The keys of a labelled list (e.g. statuses) as a multi-value filter. */
export const oneOfKeys = <K extends string>(labels: Readonly<Record<K, string>>, what: string) => oneOfList(Object.keys(labels) as K[], what);

/**
 * The query of a list endpoint: the shared paging rules, a sort field from `sortFields`, and the
 * list's own filters. Array filters arrive as repeated keys; the server gathers them.
 */
export function listQuery<const F extends readonly string[], X extends yup.ObjectShape = Record<string, never>>(sortFields: F, filters?: X) {
  return yup.object({
    ...pagingRules,
    sort_field: yup.string<F[number]>().oneOf([...sortFields], selected('sort field')),
    ...((filters ?? {}) as X),
  });
}
