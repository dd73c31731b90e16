// Serves one shared-contract endpoint: registers it at its URL (the version prefix comes from the
// contract, not from where the module is mounted), validates its path params, query and body with
// the contract's yup schemas (422 with the specification's messages; an id that cannot name a row is
// a 404), documents them with the answer's fields at /api/docs, and, in tests, checks every answer
// against the declared response shape so the documentation cannot drift from what is sent.
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { endpointUrl, type Endpoint, type ResponseOf, type BodyOf, type yup } from 'shared-contract';
import { parseId, validateInput } from './validate';
import { yupToJsonSchema } from './yup-json-schema';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;
type ParamSchemaType<E extends Endpoint> = E['params'] extends yup.AnyObjectSchema ? yup.InferType<E['params']> : Record<never, never>;
export type RouteParams<E extends Endpoint> = { [K in ParamNames<E['path']>]: K extends keyof ParamSchemaType<E> ? ParamSchemaType<E>[K] : number };
export type RouteQuery<E extends Endpoint> = E['query'] extends yup.AnyObjectSchema ? yup.InferType<E['query']> : Record<string, never>;

export type RouteInput<E extends Endpoint> = {
  params: RouteParams<E>;
  query: RouteQuery<E>;
  /**
   * The validated body, read when the handler asks: tenant and item checks come first, so another
   * company's id answers 404 whatever the body holds.
   */
  body: () => Promise<BodyOf<E>>;
};

export type RouteOptions = Pick<RouteShorthandOptions, 'preHandler' | 'onRequest' | 'config' | 'bodyLimit'> & {
  /** The /api/docs group. */
  tags: string[];
};

type Answer<E extends Endpoint> = E['response'] extends object ? ResponseOf<E> | FastifyReply : unknown;

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const passThrough = () => (data: unknown) => ({ value: data });
const stringify = () => (data: unknown) => JSON.stringify(data);

/** The success answer as /api/docs shows it: the JSON shape, a file, or no body. */
function documentedAnswer(endpoint: Endpoint): { response?: Record<number, unknown> } {
  const status = endpoint.status ?? 200;
  if (endpoint.response) return { response: { [status]: endpoint.response } };
  if (endpoint.file) return { response: { [status]: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } } };
  if (status === 204) return { response: { 204: { description: 'No content', type: 'null' } } };
  return {};
}

/** Multi-value query keys arrive as `key=a&key=b`, `key[]=a` or one `key=a`: gathered into arrays. */
function gatherQuery(schema: yup.AnyObjectSchema | undefined, raw: unknown): Record<string, unknown> {
  const query = { ...((raw as Record<string, unknown>) ?? {}) };
  if (!schema) return query;
  for (const [key, field] of Object.entries(schema.fields)) {
    if ((field as yup.Schema).type !== 'array') continue;
    const value = query[key] ?? query[`${key}[]`];
    delete query[`${key}[]`];
    if (value === undefined || value === '') delete query[key];
    else query[key] = (Array.isArray(value) ? value : [value]).map(String).filter((v) => v !== '');
  }
  return query;
}

async function readParams(endpoint: Endpoint, raw: Record<string, string>): Promise<Record<string, unknown>> {
  const declared = endpoint.params ? await validateInput(endpoint.params, raw) : {};
  const params: Record<string, unknown> = { ...declared };
  for (const name of Object.keys(raw)) if (!endpoint.params?.fields[name]) params[name] = parseId(raw[name]);
  return params;
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (input: RouteInput<E>, request: FastifyRequest, reply: FastifyReply) => Promise<Answer<E>>,
): void {
  const { tags, ...routeOptions } = options;
  const checkAnswer: ValidateFunction | null = app.config.checkResponses && endpoint.response ? ajv.compile(endpoint.response) : null;
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: endpointUrl(endpoint),
    schema: {
      tags,
      summary: endpoint.summary,
      ...(paramNames.length ? { params: { type: 'object', properties: Object.fromEntries(paramNames.map((name) => [name, { type: 'string' }])), required: paramNames } } : {}),
      ...(endpoint.query ? { querystring: yupToJsonSchema(endpoint.query) } : {}),
      ...(endpoint.body ? { body: yupToJsonSchema(endpoint.body) } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...documentedAnswer(endpoint),
    },
    // The schemas above document; yup validates (its messages are the specification's) and the
    // answer is sent as the handler built it.
    validatorCompiler: passThrough,
    serializerCompiler: stringify,
    handler: async (request, reply) => {
      const params = (await readParams(endpoint, request.params as Record<string, string>)) as RouteParams<E>;
      const query = (endpoint.query ? await validateInput(endpoint.query, gatherQuery(endpoint.query, request.query)) : {}) as RouteQuery<E>;
      const body = async () => (endpoint.body ? await validateInput(endpoint.body, request.body) : request.body) as BodyOf<E>;
      const answer = await handler({ params, query, body }, request, reply);
      if (checkAnswer && answer !== reply && answer !== undefined && !checkAnswer(answer)) {
        throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${ajv.errorsText(checkAnswer.errors)}`);
      }
      return answer;
    },
  });
}
