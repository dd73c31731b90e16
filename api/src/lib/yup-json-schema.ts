// A yup request schema as JSON Schema, for /api/docs only: yup itself validates (with the
// specification's messages); this tells a reader which fields exist, their types, limits and lists.
import type { yup } from 'shared-contract';

type Description = {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description | Description[];
};

const LIMITS: Record<string, Record<string, string>> = {
  string: { min: 'minLength', max: 'maxLength', length: 'minLength' },
  number: { min: 'minimum', max: 'maximum' },
  array: { min: 'minItems', max: 'maxItems' },
};

function convert(d: Description): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  switch (d.type) {
    case 'object': {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(d.fields ?? {})) {
        properties[key] = convert(field);
        if (field.optional === false) required.push(key);
      }
      Object.assign(json, { type: 'object', properties });
      if (required.length) json.required = required;
      break;
    }
    case 'array':
      json.type = 'array';
      if (d.innerType && !Array.isArray(d.innerType)) json.items = convert(d.innerType);
      break;
    case 'number':
      json.type = d.tests?.some((t) => t.name === 'integer') ? 'integer' : 'number';
      break;
    case 'string':
    case 'boolean':
      json.type = d.type;
      break;
    case 'date':
      Object.assign(json, { type: 'string', format: 'date' });
      break;
    default:
      break;
  }
  for (const test of d.tests ?? []) {
    const keyword = LIMITS[d.type]?.[test.name ?? ''];
    const value = test.params && Object.values(test.params).find((v) => typeof v === 'number');
    if (keyword && typeof value === 'number') json[keyword] = value;
    if (test.name === 'email') json.format = 'email';
  }
  const values = (d.oneOf ?? []).filter((v) => v !== undefined);
  if (values.length) json.enum = values;
  if (d.nullable && typeof json.type === 'string') json.type = [json.type, 'null'];
  return json;
}

export function yupToJsonSchema(schema: yup.AnyObjectSchema): Record<string, unknown> {
  return convert(schema.describe() as unknown as Description);
}
