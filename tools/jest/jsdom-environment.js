// jsdom plus Node's own fetch classes (fetch, Request, Response, Headers, AbortController, streams),
// which jsdom lacks, so the real API client (ky) runs unchanged in component tests.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (globalThis[name]) this.global[name] = globalThis[name];
    // Browsers resolve relative URLs against the page; Node's Request needs an absolute one.
    const page = this.global;
    const NodeRequest = globalThis.Request;
    this.global.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
