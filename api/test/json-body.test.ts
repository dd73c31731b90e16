// JSON bodies nested deeper than any form sends are refused with 400 before anything walks them.
import type fastifyFactory from 'fastify';
import { ERROR_MESSAGES } from 'shared-contract';
import { loadNative } from '../src/lib/load-native';
import { registerErrorHandler } from '../src/plugins/app/error-handler';
import { MAX_JSON_DEPTH, registerJsonBodyParser } from '../src/plugins/app/json-body';

const Fastify = loadNative<{ default: typeof fastifyFactory }>('fastify').default;

const echo = async () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  app.post('/echo', async (request) => ({ body: request.body }));
  return app;
};
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const post = async (payload: string, contentType = 'application/json') => (await echo()).inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

test('a body nested deeper than the limit is a 400 with a message', async () => {
  const response = await post(nested(MAX_JSON_DEPTH + 1));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: ERROR_MESSAGES.bodyTooDeep });
  expect((await post(`{"a":${nested(3000)}}`, 'application/json; charset=utf-8')).statusCode).toBe(400);
});

test('a body at the limit, and brackets inside strings, are parsed as before', async () => {
  expect((await post(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
  const text = `say "${'['.repeat(500)}" \\" {{`;
  const response = await post(JSON.stringify({ text }));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ body: { text } });
});

test('malformed JSON and prototype poisoning are still refused with 400', async () => {
  expect((await post('{"a":')).json()).toEqual({ message: ERROR_MESSAGES.bodyUnreadable });
  expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
});
