// Template PDFs render in worker threads (api/src/lib/template-pdf/pool.ts): the same bytes as an
// in-process render, concurrent jobs, the event loop free meanwhile, a timed-out or dead thread
// replaced with only its own job failed, a full queue refused with 503 and Retry-After (also through
// the preview endpoint), and closing waits for the renders under way. These are real threads: from
// the sources the worker is compiled by swc, as the API's bundle is by esbuild.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { TemplateDocument } from 'shared-contract';
import { HttpError } from '../src/lib/http-error';
import { closeTemplatePdfPool, renderTemplatePdf, TEMPLATE_PDF_MESSAGES } from '../src/lib/template-pdf';
import { TemplatePdfPool, templatePdfWorkerEntry, type TemplatePdfPoolOptions } from '../src/lib/template-pdf/pool';
import { renderTemplatePdfInProcess } from '../src/lib/template-pdf/render-pdf';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { readPdf } from './helpers/pdf-reader';
import { cell, doc, heading, jpegDataUrl, longContract, mergeField, pageBreak, paragraph, pngDataUrl, signatureField, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

jest.setTimeout(120_000);

const pools: TemplatePdfPool[] = [];
const makePool = (options: Partial<TemplatePdfPoolOptions> = {}) => {
  const pool = new TemplatePdfPool({ size: 1, maxQueue: 10, timeoutMs: 60_000, idleTimeoutMs: 60_000, retryAfterSeconds: 5, worker: templatePdfWorkerEntry(), ...options });
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await closeTemplatePdfPool();
});

const small = (title: string) => doc(heading(1, title), paragraph(text('For '), mergeField('vendor.name')));
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
};

describe('the template-pdf worker pool', () => {
  it('gives the same bytes, page count and signature fields as a render in this thread', async () => {
    const rich = doc(
      heading(1, 'Subcontract Agreement'),
      paragraph(text('Between '), mergeField('company.name'), text(' and {{vendor.name}}', 'bold'), { type: 'hardBreak' }, text('Ünïcödé – “quotes” — ½ €', 'italic')),
      { type: 'image', attrs: { src: pngDataUrl(400, 200), width: 200, alt: 'Logo' } },
      paragraph(text('A picture: '), { type: 'image', attrs: { src: jpegDataUrl(64, 48) } }),
      { type: 'table', content: [{ type: 'tableRow', content: [cell('Item', { colwidth: [300] }, 'tableHeader'), cell('Qty', {}, 'tableHeader')] }, { type: 'tableRow', content: [cell('Wiring'), cell('3')] }] },
      pageBreak(),
      paragraph(signatureField('internal'), signatureField('external', 'initials', 'Vendor initials'), signatureField('external', 'date')),
    );
    const cases: [TemplateDocument, Parameters<typeof renderTemplatePdf>[1]][] = [
      [rich, { title: 'Rich', values: { 'company.name': 'Acme Builders' } }],
      [longContract(12), { title: 'Long', values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' }, creationDate: new Date(Date.UTC(2026, 10, 24, 12)) }],
      [doc(), { title: 'Blank' }],
    ];
    for (const [body, options] of cases) {
      const [threaded, inline] = await Promise.all([renderTemplatePdf(body, options), renderTemplatePdfInProcess(body, options)]);
      expect(Buffer.isBuffer(threaded.pdf)).toBe(true);
      expect(threaded.pdf.equals(inline.pdf)).toBe(true);
      expect(threaded.pageCount).toBe(inline.pageCount);
      expect(threaded.signatureFields).toEqual(inline.signatureFields);
    }
  });

  it('renders concurrent jobs on its threads, each with its own result', async () => {
    const pool = makePool({ size: 2 });
    const titles = Array.from({ length: 6 }, (_, i) => `Concurrent ${i + 1}`);
    const results = await Promise.all(titles.map((title, i) => pool.render(i % 2 ? longContract(4) : small(title), { title, values: { 'vendor.name': `Vendor ${i + 1}` } })));
    expect(pool.stats.threads).toBe(2);
    for (const [i, result] of results.entries()) {
      const read = await readPdf(result.pdf);
      expect(read.title).toBe(titles[i]);
      expect(read.text).toContain(`Vendor ${i + 1}`);
    }
    expect(pool.stats).toEqual({ threads: 2, busy: 0, queued: 0 });
  });

  it('keeps the event loop answering while a long template renders (it would not in this thread)', async () => {
    const pool = makePool();
    const body = longContract(100);
    const options = { title: 'Long', values: { 'vendor.name': 'Bolt Electric' } };
    await pool.render(small('warm-up'), { title: 'warm-up' });
    // The loop's longest stall during a render, two ways: perf_hooks' event loop delay histogram,
    // and the longest gap between the ticks of a 10 ms interval (the histogram leaves out some long
    // stalls inside pdfmake's render, the gap never does).
    const measure = async (render: () => Promise<unknown>) => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      let last = performance.now();
      let maxGapMs = 0;
      const ticks = setInterval(() => {
        const now = performance.now();
        maxGapMs = Math.max(maxGapMs, now - last);
        last = now;
      }, 10);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await render();
      const ms = performance.now() - started;
      // A stall is recorded when the loop's timers fire late: let them fire once more.
      await new Promise((resolve) => setTimeout(resolve, 50));
      clearInterval(ticks);
      delay.disable();
      return { ms, maxDelayMs: delay.max / 1e6, maxGapMs };
    };
    const threaded = await measure(() => pool.render(body, options));
    const inline = await measure(() => renderTemplatePdfInProcess(body, options));
    // The measure sees a blocking render: in this thread the loop stalls for most of it.
    expect(inline.maxGapMs).toBeGreaterThan(inline.ms / 2);
    // In a worker the loop keeps turning: its longest stall is a small part of the render's time.
    expect(threaded.ms).toBeGreaterThan(300);
    expect(threaded.maxDelayMs).toBeLessThan(threaded.ms / 4);
    expect(threaded.maxGapMs).toBeLessThan(threaded.ms / 4);
  });

  it('stops a render past the timeout with a clear error, and the next job gets a new thread', async () => {
    const pool = makePool();
    await pool.render(small('warm-up'), { title: 'warm-up' });
    pool.configure({ timeoutMs: 200 });
    const error = await rejection(pool.render(longContract(150), { title: 'Too long' }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(503);
    expect(error.message).toBe(TEMPLATE_PDF_MESSAGES.timeout(0.2));
    expect(pool.stats).toEqual({ threads: 0, busy: 0, queued: 0 });
    pool.configure({ timeoutMs: 60_000 });
    const next = await pool.render(small('After the timeout'), { title: 'After' });
    expect((await readPdf(next.pdf)).text).toContain('After the timeout');
    expect(pool.stats.threads).toBe(1);
  });

  it('fails only the job of a thread that dies (exit or uncaught error); the jobs behind it render on a new thread', async () => {
    const entry = templatePdfWorkerEntry();
    // The real worker, with a listener ahead of it that kills the thread for two marked titles.
    const code = `
require('node:worker_threads').parentPort.on('message', (job) => {
  if (job.options.title === 'exit') process.exit(7);
  if (job.options.title === 'throw') throw new Error('boom in the worker');
});
${'code' in entry ? entry.code : `require(${JSON.stringify(entry.file)});`}`;
    const pool = makePool({ worker: { code } });
    const [exited, thrown, after] = await Promise.allSettled([pool.render(small('x'), { title: 'exit' }), pool.render(longContract(20), { title: 'throw' }), pool.render(small('Still rendered'), { title: 'after' })]);
    expect(exited).toMatchObject({ status: 'rejected', reason: { message: 'template-pdf: the render thread stopped unexpectedly with exit code 7' } });
    expect(thrown).toMatchObject({ status: 'rejected', reason: { message: 'template-pdf: the render thread stopped unexpectedly: boom in the worker' } });
    expect(after.status).toBe('fulfilled');
    expect((await readPdf((after as PromiseFulfilledResult<{ pdf: Buffer }>).value.pdf)).text).toContain('Still rendered');
    expect(pool.stats).toEqual({ threads: 1, busy: 0, queued: 0 });
  });

  it('fails a job whose render throws without losing the thread, and a body that is not plain data without sending it', async () => {
    const pool = makePool();
    await pool.render(small('warm-up'), { title: 'warm-up' });
    const notData = await rejection(pool.render({ type: 'doc', content: [{ type: 'paragraph', attrs: { f: () => 1 } }] } as unknown as TemplateDocument, { title: 'Function' }));
    expect(notData.message).toMatch(/could not be cloned/);
    const bad = await rejection(pool.render(small('x'), { title: 'Bad date', creationDate: 'not a date' as unknown as Date }));
    expect(bad.message).toMatch(/^template-pdf: /);
    expect((await pool.render(small('Fine'), { title: 'Fine' })).pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.stats.threads).toBe(1);
  });

  it('refuses a render past a full queue at once, with 503 and Retry-After', async () => {
    const pool = makePool({ maxQueue: 1, retryAfterSeconds: 7 });
    const running = pool.render(longContract(40), { title: 'Running' });
    const queued = pool.render(small('Queued'), { title: 'Queued' });
    expect(pool.stats).toMatchObject({ busy: 1, queued: 1 });
    const refused = await rejection(pool.render(small('Refused'), { title: 'Refused' }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: TEMPLATE_PDF_MESSAGES.busy, reason: 'unavailable', headers: { 'retry-after': '7' } });
    await expect(running).resolves.toMatchObject({ pageCount: expect.any(Number) });
    await expect(queued).resolves.toMatchObject({ pageCount: 1 });
  });

  it('replaces idle threads when the worker file is rebuilt (npm run dev)', async () => {
    const entry = templatePdfWorkerEntry();
    const dir = mkdtempSync(join(tmpdir(), 'template-pdf-worker-'));
    const file = join(dir, 'worker.cjs');
    writeFileSync(file, 'code' in entry ? entry.code : `require(${JSON.stringify(entry.file)});`);
    try {
      const pool = makePool({ worker: { file } });
      await pool.render(small('One'), { title: 'One' });
      const [first] = pool.threadIds;
      await pool.render(small('Two'), { title: 'Two' });
      expect(pool.threadIds).toEqual([first]);
      const later = new Date(Date.now() + 10_000);
      utimesSync(file, later, later);
      expect((await readPdf((await pool.render(small('Rebuilt'), { title: 'Three' })).pdf)).text).toContain('Rebuilt');
      expect(pool.threadIds).toHaveLength(1);
      expect(pool.threadIds).not.toEqual([first]);
      await pool.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('closes after the renders under way, and opens again on the next render', async () => {
    const pool = makePool({ size: 2 });
    const rendering = [pool.render(longContract(10), { title: 'One' }), pool.render(small('Two'), { title: 'Two' }), pool.render(small('Three'), { title: 'Three' })];
    await pool.close();
    expect(pool.stats).toEqual({ threads: 0, busy: 0, queued: 0 });
    for (const result of await Promise.all(rendering)) expect(result.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pool.render(small('Again'), { title: 'Again' })).pageCount).toBe(1);
  });
});

describe('template PDFs through the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ config: { templatePdfWorkers: 1, templatePdfQueue: 0 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After to a preview past the full queue, and the preview under way still renders', async () => {
    const home = await createCompanyWithUsers(app, { name: 'Pdf Pool Home' });
    const owner = new TestClient(app, '10.44.0.1');
    await owner.signIn(home.email('general_owner'), PASSWORD);
    const preview = (body: TemplateDocument) => owner.post('/api/v1/templates/preview', { name: 'Pool', body });
    // Whichever reaches the pool second finds its one thread busy and no room to wait.
    const answers = await Promise.all([preview(longContract(40)), preview(small('Second'))]);
    const rendered = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(rendered).toHaveLength(1);
    expect(rendered[0].rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(refused).toHaveLength(1);
    expect(refused[0].statusCode).toBe(503);
    expect(refused[0].headers['retry-after']).toBe('5');
    expect(refused[0].json()).toEqual({ message: TEMPLATE_PDF_MESSAGES.busy, reason: 'unavailable' });
    // Once the first is done, the next preview renders.
    expect((await preview(small('Third'))).statusCode).toBe(200);
  });
});
