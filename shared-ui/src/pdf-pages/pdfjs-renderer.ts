// The pdf.js engine of PdfPages (imported lazily by pdf-renderer.ts). The worker is pdf.js's own
// self-contained module file, emitted by webpack as an asset next to the chunks (the remotes', the
// shell's and Storybook's builds alike): it needs nothing else from the bundle, so it runs under the
// API's strict policy for scripts, and pdf.js wraps it itself when the page is on another origin
// (a remote's dev server).
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import type { PdfDocumentHandle } from './pdf-renderer';

if (!GlobalWorkerOptions.workerSrc) {
  GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
}

export async function openWithPdfjs(data: Uint8Array): Promise<PdfDocumentHandle> {
  // pdf.js hands the buffer to its worker (detaching it): it gets a copy, the caller keeps its bytes.
  const document = await getDocument({ data: data.slice(), isEvalSupported: false }).promise;
  const pages = await Promise.all(Array.from({ length: document.numPages }, (_, i) => document.getPage(i + 1)));
  return {
    pageSizes: pages.map((page) => {
      const { width, height } = page.getViewport({ scale: 1 });
      return { width, height };
    }),
    renderPage(pageNumber, canvas, scale) {
      const page = pages[pageNumber - 1];
      if (!page) return { promise: Promise.reject(new Error(`No page ${pageNumber}`)), cancel: () => undefined };
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
    destroy: () => void document.destroy(),
  };
}
