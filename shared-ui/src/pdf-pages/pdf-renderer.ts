// What PdfPages needs of a PDF engine: open the bytes, tell the page sizes, draw a page into a
// canvas. The browser uses pdf.js (pdfjs-renderer.ts, loaded on first use); tests and Storybook can
// give their own through PdfRendererProvider or the renderer prop.
import { createContext, createElement, useContext, type ReactNode } from 'react';

/** A page's size in PDF points (1/72 inch). */
export type PdfPageSize = { width: number; height: number };

export type PdfPageRendering = { promise: Promise<void>; cancel: () => void };

export type PdfDocumentHandle = {
  pageSizes: PdfPageSize[];
  /** Draws page `pageNumber` (from 1) into the canvas at `scale` device pixels per point. */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, scale: number) => PdfPageRendering;
  destroy: () => void;
};

export type PdfRenderer = { open: (data: Uint8Array) => Promise<PdfDocumentHandle> };

/** pdf.js, loaded the first time a PDF is shown (about 1 MB: no page that shows none pays for it). */
export const pdfjsRenderer: PdfRenderer = {
  open: async (data) => (await import('./pdfjs-renderer')).openWithPdfjs(data),
};

const PdfRendererContext = createContext<PdfRenderer>(pdfjsRenderer);

/** Gives every PdfPages below it this renderer (tests; a screen that needs another engine). */
export function PdfRendererProvider({ renderer, children }: { renderer: PdfRenderer; children: ReactNode }) {
  return createElement(PdfRendererContext.Provider, { value: renderer }, children);
}

export const usePdfRenderer = () => useContext(PdfRendererContext);
