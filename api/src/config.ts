// Runtime configuration read once from the environment; buildApp accepts overrides (tests).
import path from 'node:path';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client';
import { DEFAULT_TEMPLATE_PDF_QUEUE, DEFAULT_TEMPLATE_PDF_TIMEOUT_MS, defaultTemplatePdfWorkers } from './lib/template-pdf/pool';

export type AppConfig = {
  nodeEnv: string;
  port: number;
  host: string;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's whose pages may use the API and socket.io with the user's cookies. */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: a connection not opened within this fails the request (503) instead of waiting. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: a statement running longer is cancelled (503); the client gives up 2 s later. */
  databaseStatementTimeoutMs: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  trustProxy: boolean;
  maintenanceMode: boolean;
  /** Demo companies and sign-ins on an empty database: by default only outside production. */
  seedDemo: boolean;
  /** /api/docs (OpenAPI UI and JSON): by default only outside production. */
  apiDocs: boolean;
  /** Every answer checked against its contract's response shape (on in tests: CHECK_RESPONSES). */
  checkResponses: boolean;
  /**
   * Mail kept in the outbox (no SMTP) and readable by a signed-in operator at /api/dev/mailbox:
   * outside production without SMTP_URL, or with DEV_MAILBOX=true.
   */
  devMailbox: boolean;
  /** Outbox mail is also written to the console, so whoever started the server reads the operator's code. */
  mailToConsole: boolean;
  staticRoot: string | null;
  remotesConfig: string | null;
  sessionTtlHours: number;
  /** A session unused this long ends, besides the maximum of sessionTtlHours. */
  sessionIdleMinutes: number;
  /** How long the projects list keeps a page for the company's next request (PROJECT_LIST_CACHE_MS; 0: never, every request reads the database). */
  projectListCacheMs: number;
  /** How long the task list keeps a page per company, user and query (TASK_LIST_CACHE_MS; 0: never, every request reads the database). */
  taskListCacheMs: number;
  /** How long a scope chat's history keeps what it read (scope and members, read marks, parts) for the next request (CHAT_HISTORY_CACHE_MS; 0: never). */
  chatHistoryCacheMs: number;
  /** Worker threads that render template PDFs (TEMPLATE_PDF_WORKERS; default max(1, min(2, cpus - 1))). */
  templatePdfWorkers: number;
  /** Renders that may wait for a worker (TEMPLATE_PDF_QUEUE); one more is a 503 with Retry-After. */
  templatePdfQueue: number;
  /** A render running longer is stopped and its worker replaced (TEMPLATE_PDF_TIMEOUT_MS). */
  templatePdfTimeoutMs: number;
  /** The P12 (PKCS#12) that seals executed contracts (SEAL_P12_PATH); without it one is generated under DATA_DIR/sealing on first use. */
  sealP12Path: string | null;
  /** SEAL_P12_PASSWORD: the configured P12's password. */
  sealP12Password: string;
  logLevel: string;
  /** Failed sign-ins allowed per e-mail + client address within a minute before 429. */
  loginMaxFailures: number;
  /** Failed sign-ins allowed per client address (any e-mail) within a minute: one office shares an address. */
  loginMaxFailuresPerAddress: number;
  /** Mail-sending actions (invite, resend, send communication) one user may take within 10 minutes. */
  mailActionsPerUser: number;
  /** Mails one target (address, invitation, recipient) may get from such actions within 10 minutes. */
  mailsPerTarget: number;
  /** Requests per minute per IP on sign-up, password reset and code endpoints. */
  sensitiveRateLimit: number;
};

const isTrue = (v: string | undefined) => v === 'true' || v === '1';
/** A cache's time to keep an entry in ms: 10 s unless set; 0 keeps nothing. */
const cacheMs = (v: string | undefined) => (v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : 10_000);

/** ALLOWED_ORIGINS: comma-separated `scheme://host[:port]`; anything else stops the start. */
function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
        throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin such as https://app.example.com`);
      }
      return url.origin;
    });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env.PORT ?? 8080) || 8080;
  const isProduction = env.NODE_ENV === 'production';
  const devMailbox = env.DEV_MAILBOX ? isTrue(env.DEV_MAILBOX) : !isProduction && !env.SMTP_URL;
  const config: AppConfig = {
    nodeEnv: env.NODE_ENV ?? 'development',
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    dataDir: path.resolve(process.cwd(), env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseConnectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS) || DEFAULT_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS) || DEFAULT_STATEMENT_TIMEOUT_MS,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Contract Hub <no-reply@contract-hub.local>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@contract-hub.local',
    trustProxy: isTrue(env.TRUST_PROXY),
    maintenanceMode: isTrue(env.MAINTENANCE_MODE),
    seedDemo: env.SEED_DEMO ? isTrue(env.SEED_DEMO) : !isProduction,
    apiDocs: env.API_DOCS ? isTrue(env.API_DOCS) : !isProduction,
    checkResponses: env.CHECK_RESPONSES ? isTrue(env.CHECK_RESPONSES) : env.NODE_ENV === 'test',
    devMailbox,
    // With the outbox, the operator's first code is read on the console; without it, nobody reads it there.
    mailToConsole: env.MAIL_TO_CONSOLE ? isTrue(env.MAIL_TO_CONSOLE) : devMailbox,
    staticRoot: env.STATIC_ROOT || null,
    remotesConfig: env.REMOTES_CONFIG || null,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 14) || 24 * 14,
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 120) || 120,
    projectListCacheMs: cacheMs(env.PROJECT_LIST_CACHE_MS),
    taskListCacheMs: cacheMs(env.TASK_LIST_CACHE_MS),
    chatHistoryCacheMs: cacheMs(env.CHAT_HISTORY_CACHE_MS),
    templatePdfWorkers: Number(env.TEMPLATE_PDF_WORKERS) >= 1 ? Math.floor(Number(env.TEMPLATE_PDF_WORKERS)) : defaultTemplatePdfWorkers(),
    templatePdfQueue: env.TEMPLATE_PDF_QUEUE !== undefined && env.TEMPLATE_PDF_QUEUE !== '' && Number(env.TEMPLATE_PDF_QUEUE) >= 0 ? Math.floor(Number(env.TEMPLATE_PDF_QUEUE)) : DEFAULT_TEMPLATE_PDF_QUEUE,
    templatePdfTimeoutMs: Number(env.TEMPLATE_PDF_TIMEOUT_MS) > 0 ? Number(env.TEMPLATE_PDF_TIMEOUT_MS) : DEFAULT_TEMPLATE_PDF_TIMEOUT_MS,
    sealP12Path: env.SEAL_P12_PATH ? path.resolve(process.cwd(), env.SEAL_P12_PATH) : null,
    sealP12Password: env.SEAL_P12_PASSWORD ?? '',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginMaxFailures: 5,
    loginMaxFailuresPerAddress: 50,
    mailActionsPerUser: Number(env.MAIL_ACTIONS_PER_USER ?? 20) || 20,
    mailsPerTarget: Number(env.MAILS_PER_TARGET ?? 3) || 3,
    sensitiveRateLimit: Number(env.SENSITIVE_RATE_LIMIT ?? 10) || 10,
  };
  return { ...config, ...overrides };
}
