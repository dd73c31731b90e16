// JSON bodies: Fastify's own parser (prototype-poisoning checks kept) behind a nesting-depth guard.
// Schema validation and the shared rules walk a body recursively, so a body nested thousands deep
// overflowed the stack (a 500); no form sends more than a few levels, so a deep body is refused
// with 400 before anything walks it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from 'shared-contract';
import { HttpError } from '../../lib/http-error';

/** Deepest nesting of arrays and objects a body may have; the deepest form sends about 4. */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays/objects deeper than `limit` (brackets inside strings do not count). */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth -= 1;
    }
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, ERROR_MESSAGES.bodyTooDeep), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

export default fp(async (app) => registerJsonBodyParser(app), { name: 'json-body' });
