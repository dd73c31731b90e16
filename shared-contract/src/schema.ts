// Response shapes as JSON Schema with their TypeScript type attached: one declaration gives the type
// the client and the server code use, the fields /api/docs shows, and the check every API test runs
// on every answer (api/src/lib/route.ts). Requests are validated by yup schemas instead, because
// their messages are the specification's; responses only need a shape.
declare const TYPE: unique symbol;
declare const OPTIONAL: unique symbol;

/** A JSON Schema whose values have type T. */
export type Schema<T> = { readonly [key: string]: unknown } & { readonly [TYPE]?: T };
/** A property that may be left out of its object. */
export type OptionalSchema<T> = Schema<T> & { readonly [OPTIONAL]: true };
export type Infer<S> = S extends Schema<infer T> ? T : never;

type Props = Record<string, Schema<unknown>>;
type OptionalKeys<P extends Props> = { [K in keyof P]: P[K] extends OptionalSchema<unknown> ? K : never }[keyof P];
type RequiredKeys<P extends Props> = Exclude<keyof P, OptionalKeys<P>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<P extends Props> = Simplify<{ [K in RequiredKeys<P>]: Infer<P[K]> } & { [K in OptionalKeys<P>]?: Infer<P[K]> }>;

const schema = <T>(json: Record<string, unknown>) => json as Schema<T>;
const OPTIONAL_FLAG = 'x-optional';

export const s = {
  string: (extra: Record<string, unknown> = {}) => schema<string>({ type: 'string', ...extra }),
  /** An ISO 8601 date or date-time text. */
  dateTime: () => schema<string>({ type: 'string', format: 'date-time' }),
  date: () => schema<string>({ type: 'string', format: 'date' }),
  integer: () => schema<number>({ type: 'integer' }),
  number: () => schema<number>({ type: 'number' }),
  boolean: () => schema<boolean>({ type: 'boolean' }),
  literal: <const V extends string | number | boolean>(value: V) => schema<V>({ const: value }),
  enum: <const V extends readonly (string | number)[]>(values: V) => schema<V[number]>({ enum: [...values] }),
  /** Any JSON value (a free-form settings object, for instance). */
  unknown: () => schema<unknown>({}),
  array: <T>(items: Schema<T>) => schema<T[]>({ type: 'array', items }),
  /** An object keyed by free text (e.g. per-permission flags). */
  record: <T>(values: Schema<T>) => schema<Record<string, T>>({ type: 'object', additionalProperties: values }),
  nullable<T>(inner: Schema<T>): Schema<T | null> {
    const json = inner as Record<string, unknown>;
    if (Array.isArray(json.enum)) return schema<T | null>({ ...json, enum: [...json.enum, null] });
    if (typeof json.type === 'string') return schema<T | null>({ ...json, type: [json.type, 'null'] });
    return schema<T | null>({ anyOf: [json, { type: 'null' }] });
  },
  optional: <T>(inner: Schema<T>) => ({ ...inner, [OPTIONAL_FLAG]: true }) as unknown as OptionalSchema<T>,
  /** A closed object: every declared property is present unless optional(), and no other property is. */
  object<P extends Props>(properties: P, options: { open?: boolean } = {}): Schema<ObjectOf<P>> {
    const props: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [key, value] of Object.entries(properties)) {
      const { [OPTIONAL_FLAG]: optional, ...rest } = value as Record<string, unknown>;
      props[key] = rest;
      if (!optional) required.push(key);
    }
    return schema<ObjectOf<P>>({ type: 'object', properties: props, required, additionalProperties: options.open === true });
  },
  /** One of several shapes. */
  union: <const S extends readonly Schema<unknown>[]>(...options: S) => schema<Infer<S[number]>>({ anyOf: [...options] }),
};

/** `{ data: T }`, the envelope of most answers. */
export const dataOf = <T>(inner: Schema<T>) => s.object({ data: inner });
/** `{ data: { message } }`, the answer of most actions: the toast the client shows. */
export const messageResponse = dataOf(s.object({ message: s.string() }));
/** The paged list envelope (api/src/lib/lists.ts toPage builds it). */
export const pageOf = <T>(row: Schema<T>) =>
  s.object({ data: s.array(row), current_page: s.integer(), last_page: s.integer(), per_page: s.integer(), total: s.integer() });
