// Template PDFs are rendered off the API's event loop: a 200-page template takes seconds of pure
// computation, during which no other request would be answered. renderTemplatePdf hands the job to
// a small pool of worker threads (node:worker_threads) that run renderTemplatePdfInProcess, the same
// code, so the bytes are the same as an in-process render.
//
// - Size: TEMPLATE_PDF_WORKERS (default max(1, min(2, cpus - 1))); threads start on demand, and one
//   idle for IDLE_TIMEOUT_MS ends (it holds pdfmake and the fonts in memory).
// - A bounded queue (TEMPLATE_PDF_QUEUE jobs waiting for a thread): past it a render is refused at
//   once with a 503 and Retry-After, instead of piling up work nobody waits for.
// - A render running longer than TEMPLATE_PDF_TIMEOUT_MS is stopped: its thread is terminated (a
//   render cannot be interrupted otherwise) and the caller gets a clear error.
// - A thread that dies (an uncaught error, out of memory) fails only its own job; the next job
//   starts a new thread.
// - An idle thread does not keep the process alive; one with a job does (a script awaiting a render).
// - closeTemplatePdfPool (the app's onClose) waits for the jobs under way, then ends the threads;
//   a later render starts new ones (tests build several apps in one process).
//
// The worker's entry: dist/template-pdf-worker.js beside the bundle (api/build.mjs builds it next to
// dist/server.js, for npm start and npm run dev; when npm run dev rebuilds it, idle threads of the
// older build end and the next job starts a new one); from the TypeScript sources (jest), worker.ts
// compiled by swc as the tests' own transform does, so tests exercise real worker threads.
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { TemplateDocument } from 'shared-contract';
import { HttpError, serviceUnavailable } from '../http-error';
import type { TemplatePdf, TemplatePdfOptions, TemplatePdfSignatureField } from './render-pdf';

/** What the pool sends a worker, and what it answers. */
export type WorkerJob = { id: number; doc: TemplateDocument; options: TemplatePdfOptions };
export type WorkerReply = { id: number; ok: true; pdf: Uint8Array; pageCount: number; signatureFields: TemplatePdfSignatureField[] } | { id: number; ok: false; message: string };

export const TEMPLATE_PDF_MESSAGES = {
  busy: 'Too many documents are being rendered right now. Please try again in a moment.',
  timeout: (seconds: number) => `The PDF took longer than ${seconds} seconds to render and was stopped.`,
} as const;

/** The worker's code: a JavaScript file, or a script run with eval (the sources through swc; tests). */
export type TemplatePdfWorkerEntry = { file: string } | { code: string };

export type TemplatePdfPoolOptions = {
  /** Worker threads at most. */
  size: number;
  /** Jobs that may wait for a free thread; one more is refused with a 503. */
  maxQueue: number;
  /** A render running longer is stopped (its thread terminated). */
  timeoutMs: number;
  /** An idle thread ends after this long. */
  idleTimeoutMs: number;
  /** The Retry-After of the 503 when the queue is full. */
  retryAfterSeconds: number;
  worker: TemplatePdfWorkerEntry;
  resourceLimits?: ResourceLimits;
};

export const defaultTemplatePdfWorkers = () => Math.max(1, Math.min(2, availableParallelism() - 1));
export const DEFAULT_TEMPLATE_PDF_QUEUE = 20;
export const DEFAULT_TEMPLATE_PDF_TIMEOUT_MS = 60_000;
const IDLE_TIMEOUT_MS = 5 * 60_000;
const RETRY_AFTER_SECONDS = 5;
/** The bundled worker's file name beside dist/server.js (api/build.mjs). */
export const TEMPLATE_PDF_WORKER_FILE = 'template-pdf-worker.js';

/**
 * The worker's entry for this copy of the code: the bundled file beside it, else (this file runs
 * from the TypeScript sources) worker.ts, compiled on load by @swc/core with the tests' settings.
 */
export function templatePdfWorkerEntry(): TemplatePdfWorkerEntry {
  const built = join(__dirname, TEMPLATE_PDF_WORKER_FILE);
  if (existsSync(built)) return { file: built };
  const source = join(__dirname, 'worker.ts');
  return {
    code: `
const { createRequire } = require('node:module');
const { readFileSync } = require('node:fs');
const entry = ${JSON.stringify(source)};
const requireHere = createRequire(entry);
const swc = requireHere('@swc/core');
const options = { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' };
requireHere('node:module')._extensions['.ts'] = (module, filename) => {
  module._compile(swc.transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};
requireHere(entry);
`,
  };
}

type Job = { id: number; doc: TemplateDocument; options: TemplatePdfOptions; resolve: (pdf: TemplatePdf) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null; idleTimer: NodeJS.Timeout | null; gone: boolean; lastError: Error | null; version: number };

export class TemplatePdfPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private drained: (() => void)[] = [];

  constructor(private options: TemplatePdfPoolOptions) {}

  /** New limits apply to the next jobs; threads beyond a smaller size end as they go idle. */
  configure(options: Partial<TemplatePdfPoolOptions>) {
    this.options = { ...this.options, ...options };
    for (const thread of this.threads) if (!thread.job && this.threads.size > this.options.size) void this.end(thread);
    this.drain();
  }

  /** Threads running now, and jobs waiting for one. */
  get stats() {
    return { threads: this.threads.size, busy: [...this.threads].filter((thread) => thread.job).length, queued: this.queue.length };
  }

  /** The worker_threads ids of the threads running now. */
  get threadIds(): number[] {
    return [...this.threads].map((thread) => thread.worker.threadId);
  }

  render(doc: TemplateDocument, options: TemplatePdfOptions): Promise<TemplatePdf> {
    return new Promise<TemplatePdf>((resolve, reject) => {
      const free = [...this.threads].filter((thread) => !thread.job).length + Math.max(0, this.options.size - this.threads.size);
      if (this.queue.length >= free + this.options.maxQueue) {
        reject(serviceUnavailable(TEMPLATE_PDF_MESSAGES.busy, this.options.retryAfterSeconds));
        return;
      }
      this.queue.push({ id: this.nextId++, doc, options, resolve, reject });
      this.drain();
    });
  }

  /** Waits for the jobs under way and queued, then ends every thread. */
  async close(): Promise<void> {
    if (this.queue.length > 0 || [...this.threads].some((thread) => thread.job)) await new Promise<void>((resolve) => this.drained.push(resolve));
    await Promise.all([...this.threads].map((thread) => this.end(thread)));
  }

  private drain() {
    const version = this.workerVersion();
    // npm run dev rebuilds dist/template-pdf-worker.js on a change: idle threads of an older build end.
    for (const thread of this.threads) if (!thread.job && thread.version !== version) void this.end(thread);
    while (this.queue.length > 0) {
      let thread = [...this.threads].find((candidate) => !candidate.job);
      if (!thread) {
        if (this.threads.size >= this.options.size) break;
        thread = this.spawn(version);
      }
      this.start(thread, this.queue.shift() as Job);
    }
    if (this.queue.length === 0 && ![...this.threads].some((thread) => thread.job)) {
      for (const resolve of this.drained.splice(0)) resolve();
    }
  }

  /** The worker file's modification time (0 for code run with eval). */
  private workerVersion(): number {
    const entry = this.options.worker;
    if (!('file' in entry)) return 0;
    try {
      return statSync(entry.file).mtimeMs;
    } catch {
      return 0;
    }
  }

  private spawn(version: number): Thread {
    const entry = this.options.worker;
    const worker = 'file' in entry ? new Worker(entry.file, { resourceLimits: this.options.resourceLimits }) : new Worker(entry.code, { eval: true, resourceLimits: this.options.resourceLimits });
    const thread: Thread = { worker, job: null, timer: null, idleTimer: null, gone: false, lastError: null, version };
    this.threads.add(thread);
    worker.on('message', (reply: WorkerReply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      this.finish(thread);
      if (reply.ok) job.resolve({ pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength), pageCount: reply.pageCount, signatureFields: reply.signatureFields });
      else job.reject(new Error(`template-pdf: ${reply.message}`));
      this.drain();
    });
    worker.on('error', (error) => {
      thread.lastError = error;
    });
    worker.on('exit', (code) => {
      const job = thread.job;
      this.forget(thread);
      if (job) {
        const why = thread.lastError ? `: ${thread.lastError.message}` : ` with exit code ${code}`;
        job.reject(new Error(`template-pdf: the render thread stopped unexpectedly${why}`));
      }
      this.drain();
    });
    return thread;
  }

  private start(thread: Thread, job: Job) {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.job = job;
    thread.worker.ref();
    thread.timer = setTimeout(() => {
      if (thread.job !== job) return;
      this.forget(thread);
      void thread.worker.terminate();
      job.reject(new HttpError(503, TEMPLATE_PDF_MESSAGES.timeout(Number((this.options.timeoutMs / 1000).toFixed(1)))));
      this.drain();
    }, this.options.timeoutMs);
    try {
      const message: WorkerJob = { id: job.id, doc: job.doc, options: job.options };
      thread.worker.postMessage(message);
    } catch (error) {
      // The body could not be copied to the thread (not plain data): this job fails, the thread stays.
      this.finish(thread);
      job.reject(error as Error);
    }
  }

  /** The thread's job is over: it waits for the next one without holding the process. */
  private finish(thread: Thread) {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.job = null;
    if (thread.gone) return;
    thread.worker.unref();
    if (this.threads.size > this.options.size) {
      void this.end(thread);
      return;
    }
    thread.idleTimer = setTimeout(() => void this.end(thread), this.options.idleTimeoutMs);
    thread.idleTimer.unref();
  }

  private forget(thread: Thread) {
    thread.gone = true;
    thread.job = null;
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.timer = null;
    thread.idleTimer = null;
    this.threads.delete(thread);
  }

  private async end(thread: Thread) {
    this.forget(thread);
    await thread.worker.terminate();
  }
}

let pool: TemplatePdfPool | null = null;
const defaults = (): TemplatePdfPoolOptions => ({
  size: defaultTemplatePdfWorkers(),
  maxQueue: DEFAULT_TEMPLATE_PDF_QUEUE,
  timeoutMs: DEFAULT_TEMPLATE_PDF_TIMEOUT_MS,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
  worker: templatePdfWorkerEntry(),
});

/** The process's pool, made with the defaults on first use; buildApp sets it from the configuration. */
export function templatePdfPool(): TemplatePdfPool {
  pool ??= new TemplatePdfPool(defaults());
  return pool;
}

export function configureTemplatePdfPool(options: Partial<TemplatePdfPoolOptions>) {
  templatePdfPool().configure(options);
}

export async function closeTemplatePdfPool() {
  await pool?.close();
}

/**
 * Renders a template body to a Letter-size PDF, with its merge fields filled from values, in a
 * worker thread (renderTemplatePdfInProcess's result, byte for byte). Rejects with a 503 (Retry-After)
 * when the queue is full and when the render runs past the timeout.
 */
export function renderTemplatePdf(doc: TemplateDocument, options: TemplatePdfOptions): Promise<TemplatePdf> {
  return templatePdfPool().render(doc, options);
}
