// A browser-like client over app.inject: keeps cookies, sends X-XSRF-TOKEN like shared-auth does.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MailboxMessage } from 'shared-contract';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = { query?: Record<string, string | number | string[]>; body?: unknown; headers?: Record<string, string>; ip?: string; skipXsrf?: boolean; rawBody?: string };

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    if (method !== 'GET' && !options.skipXsrf && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) for (const item of Array.isArray(v) ? v : [v]) query.append(k, String(item));
    const qs = query.toString();
    // A test may have changed rows directly: let the caches hear of it first, as a later request would.
    await this.app.changes.flush();
    const response = await this.app.inject({
      method,
      url: qs ? `${url}?${qs}` : url,
      headers: options.rawBody !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
      remoteAddress: options.ip ?? this.ip,
      ...(options.rawBody !== undefined ? { payload: options.rawBody } : options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const isExpired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (isExpired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, body?: unknown, options?: RequestOptions) => this.request('POST', url, { ...options, body });
  put = (url: string, body?: unknown, options?: RequestOptions) => this.request('PUT', url, { ...options, body });
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);

  async csrf() {
    const response = await this.get('/api/sanctum/csrf-cookie');
    if (response.statusCode !== 204) throw new Error(`csrf-cookie answered ${response.statusCode}`);
  }

  async signIn(email: string, password: string) {
    await this.csrf();
    const response = await this.post('/api/v1/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
    return response.json().data;
  }

  /** The operator's two steps, reading the code from the outbox. */
  async signInOperator(email: string, password: string) {
    await this.csrf();
    const step1 = await this.post('/api/v1/auth/superadmin/login', { email, password });
    if (step1.statusCode !== 200) throw new Error(`operator step 1 answered ${step1.statusCode}: ${step1.body}`);
    const code = await findLatestCode(this.app, email);
    const step2 = await this.post('/api/v1/auth/superadmin/verify-code', { email, code });
    if (step2.statusCode !== 200) throw new Error(`operator step 2 answered ${step2.statusCode}: ${step2.body}`);
    return step2.json().data;
  }
}

/** The outbox, newest first, read through the mail plugin (/api/dev/mailbox is for operators only). */
export const findMailbox = (app: FastifyInstance, to?: string): Promise<MailboxMessage[]> => app.mailer.outbox(to);

export async function findLatestCode(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await findMailbox(app, to);
  const match = mail && /code is (\d{4})/.exec(mail.text);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

export function findLink(text: string): URL {
  const match = /(https?:\/\/\S+)/.exec(text);
  if (!match) throw new Error('no link in mail');
  return new URL(match[1]);
}
