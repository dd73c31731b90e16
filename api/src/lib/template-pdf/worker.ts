// A template-pdf worker thread (./pool): renders one job at a time with renderTemplatePdfInProcess
// and sends the PDF's bytes back without a copy. api/build.mjs bundles this file as
// dist/template-pdf-worker.js; from the sources (tests) the pool loads it through swc.
import { parentPort } from 'node:worker_threads';
import { renderTemplatePdfInProcess } from './render-pdf';
import type { WorkerJob, WorkerReply } from './pool';

const port = parentPort;
if (!port) throw new Error('template-pdf: worker.ts runs in a worker thread only');

port.on('message', (job: WorkerJob) => {
  renderTemplatePdfInProcess(job.doc, job.options).then(
    ({ pdf, pageCount, signatureFields }) => {
      // pdfmake's Buffer may be a view into a shared slab, which cannot be moved: copy it then.
      const bytes = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
      const reply: WorkerReply = { id: job.id, ok: true, pdf: bytes, pageCount, signatureFields };
      port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: WorkerReply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});
