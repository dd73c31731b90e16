// A PDF's pages one under the other, each drawn to a canvas scaled to the available width, with an
// overlay per page (the signature fields of the placement and signing screens lie there, in points
// times `scale`). Without a usable engine (no canvas, a PDF it cannot read) the pages stay as
// page-sized placeholders from `pageSizes`, so the overlays still work, and a message says so.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { usePdfRenderer, type PdfDocumentHandle, type PdfPageSize, type PdfRenderer } from './pdf-renderer';

export type PdfPageView = {
  /** From 1. */
  pageNumber: number;
  /** The page's size in points. */
  width: number;
  height: number;
  /** Pixels per point as shown. */
  scale: number;
};

export type PdfPagesProps = {
  /** The PDF's bytes; null while they load. */
  data: ArrayBuffer | Uint8Array | null;
  /** The page sizes known beforehand (the server's): placeholders until the pages are drawn, and if they cannot be. */
  pageSizes?: readonly PdfPageSize[];
  /** The widest a page is shown, in pixels (it narrows with its container). */
  maxPageWidth?: number;
  renderOverlay?: (page: PdfPageView) => ReactNode;
  /** Defaults to the PdfRendererProvider's, else pdf.js. */
  renderer?: PdfRenderer;
  /** Names the list of pages for assistive technology. */
  label?: string;
};

export const PDF_PAGES_MESSAGES = {
  loading: 'Loading the document…',
  failed: 'The page previews could not be shown.',
} as const;

/** The container's width in pixels (0 until measured, and in jsdom). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Whether the element is within a screen or so of the viewport. A long contract draws only the pages
 * near the reader (a drawn Letter page at 2x is about 14 MB of canvas); without IntersectionObserver
 * (jsdom) every page counts as near.
 */
function useIsNearViewport(ref: RefObject<HTMLElement | null>) {
  const [isNear, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isNear;
}

function PdfPageCanvas({ document, view }: { document: PdfDocumentHandle | null; view: PdfPageView }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isNear = useIsNearViewport(canvasRef);
  const [isDrawn, setDrawn] = useState(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas || !isNear) return;
    const ratio = typeof window !== 'undefined' && window.devicePixelRatio ? window.devicePixelRatio : 1;
    const rendering = document.renderPage(view.pageNumber, canvas, view.scale * ratio);
    let isCurrent = true;
    rendering.promise.then(
      () => isCurrent && setDrawn(true),
      () => undefined, // cancelled by a newer size, or a page pdf.js could not draw: the placeholder stays
    );
    return () => {
      isCurrent = false;
      rendering.cancel();
    };
  }, [document, view.pageNumber, view.scale, isNear]);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (isNear || !canvas) return;
    // A page scrolled far away gives its pixels back.
    setDrawn(false);
    canvas.width = 0;
    canvas.height = 0;
  }, [isNear]);
  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', visibility: document && isDrawn ? 'visible' : 'hidden' }}
    />
  );
}

export function PdfPages({ data, pageSizes, maxPageWidth = 820, renderOverlay, renderer, label = 'Document pages' }: PdfPagesProps) {
  const fromContext = usePdfRenderer();
  const engine = renderer ?? fromContext;
  const [containerRef, containerWidth] = useWidth();
  const [state, setState] = useState<{ document: PdfDocumentHandle | null; failed: boolean }>({ document: null, failed: false });

  useEffect(() => {
    if (!data) return;
    let isCurrent = true;
    let opened: PdfDocumentHandle | null = null;
    setState({ document: null, failed: false });
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    engine.open(bytes).then(
      (document) => {
        opened = document;
        if (isCurrent) setState({ document, failed: false });
        else document.destroy();
      },
      () => isCurrent && setState({ document: null, failed: true }),
    );
    return () => {
      isCurrent = false;
      opened?.destroy();
    };
  }, [data, engine]);

  const sizes = state.document?.pageSizes ?? pageSizes ?? [];
  const width = containerWidth > 0 ? Math.min(containerWidth, maxPageWidth) : maxPageWidth;
  const isLoading = !state.failed && !state.document;

  return (
    <Box ref={containerRef} sx={{ width: '100%', maxWidth: maxPageWidth }}>
      {state.failed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {PDF_PAGES_MESSAGES.failed}
        </Alert>
      ) : null}
      {isLoading && !sizes.length ? (
        <Typography color="text.secondary" role="status">
          {PDF_PAGES_MESSAGES.loading}
        </Typography>
      ) : null}
      <Stack component="ol" aria-label={label} aria-busy={isLoading} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sizes.map((size, index) => {
          const view: PdfPageView = { pageNumber: index + 1, width: size.width, height: size.height, scale: width / size.width };
          return (
            <Box component="li" key={view.pageNumber} aria-label={`Page ${view.pageNumber} of ${sizes.length}`}>
              <Paper
                variant="outlined"
                data-testid={`pdf-page-${view.pageNumber}`}
                sx={{ position: 'relative', width, height: size.height * view.scale, overflow: 'hidden', bgcolor: '#fff', borderRadius: 0 }}
              >
                <PdfPageCanvas document={state.document} view={view} />
                {renderOverlay ? renderOverlay(view) : null}
              </Paper>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
