// Copied from shell/src/features/auth/testing (apps do not import each other); both belong in tools/jest.
// jsdom has no fetch classes. This is just enough Headers, Request and Response for the API
// client (ky) in component tests; it steps aside wherever the environment provides real ones.
type HeadersInit = Headers | Array<[string, string]> | Record<string, string> | undefined;

class HeadersLite {
  private readonly map = new Map<string, string>();

  constructor(init?: HeadersInit | HeadersLite) {
    if (!init) return;
    const entries: Iterable<[string, string]> =
      init instanceof HeadersLite || Array.isArray(init) ? (init as Iterable<[string, string]>) : Object.entries(init as Record<string, string>);
    for (const [key, value] of entries) if (value !== undefined) this.append(key, String(value));
  }

  append(key: string, value: string) {
    const name = key.toLowerCase();
    const existing = this.map.get(name);
    this.map.set(name, existing ? `${existing}, ${value}` : value);
  }
  set(key: string, value: string) {
    this.map.set(key.toLowerCase(), String(value));
  }
  get(key: string) {
    return this.map.get(key.toLowerCase()) ?? null;
  }
  has(key: string) {
    return this.map.has(key.toLowerCase());
  }
  delete(key: string) {
    this.map.delete(key.toLowerCase());
  }
  forEach(callback: (value: string, key: string) => void) {
    this.map.forEach((value, key) => callback(value, key));
  }
  entries() {
    return this.map.entries();
  }
  keys() {
    return this.map.keys();
  }
  values() {
    return this.map.values();
  }
  [Symbol.iterator]() {
    return this.map.entries();
  }
}

function bodyToText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return String(body);
}

class RequestLite {
  readonly url: string;
  readonly method: string;
  readonly headers: HeadersLite;
  readonly credentials: string;
  readonly signal: AbortSignal;
  readonly body: null = null;
  private readonly text_: string | null;

  constructor(input: string | URL | RequestLite, init: Record<string, any> = {}) {
    const base = input instanceof RequestLite ? input : null;
    this.url = base ? base.url : new URL(String(input), window.location.href).href;
    this.method = String(init.method ?? base?.method ?? 'GET').toUpperCase();
    this.headers = new HeadersLite(init.headers ?? base?.headers);
    this.credentials = init.credentials ?? base?.credentials ?? 'same-origin';
    this.signal = init.signal ?? base?.signal ?? new AbortController().signal;
    this.text_ = init.body !== undefined ? bodyToText(init.body) : (base?.text_ ?? null);
    if (typeof init.body === 'string' && !this.headers.has('content-type')) this.headers.set('content-type', 'text/plain;charset=UTF-8');
  }

  clone() {
    return new RequestLite(this);
  }
  async text() {
    return this.text_ ?? '';
  }
  async json() {
    return JSON.parse(await this.text());
  }
}

class ResponseLite {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: HeadersLite;
  readonly body: null = null;
  readonly type = 'basic';
  readonly redirected = false;
  readonly url = '';
  private readonly text_: string;

  constructor(body?: string | null, init: { status?: number; statusText?: string; headers?: HeadersInit } = {}) {
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new HeadersLite(init.headers);
    this.text_ = body ?? '';
  }

  clone() {
    return new ResponseLite(this.text_, { status: this.status, statusText: this.statusText, headers: this.headers as unknown as HeadersInit });
  }
  async text() {
    return this.text_;
  }
  async json() {
    return JSON.parse(this.text_);
  }
  async arrayBuffer() {
    return new TextEncoder().encode(this.text_).buffer;
  }
}

export function installFetchClasses() {
  const target = globalThis as Record<string, unknown>;
  if (typeof target.Headers !== 'function') target.Headers = HeadersLite;
  if (typeof target.Request !== 'function') target.Request = RequestLite;
  if (typeof target.Response !== 'function') target.Response = ResponseLite;
}
