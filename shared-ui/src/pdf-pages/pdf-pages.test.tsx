import { act, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { PDF_PAGES_MESSAGES, PdfPages } from './pdf-pages';
import { PdfRendererProvider, type PdfRenderer } from './pdf-renderer';

const LETTER = { width: 612, height: 792 };
const LANDSCAPE = { width: 792, height: 612 };

/** A renderer as PdfPages sees one: records what it was asked to draw (jsdom has no canvas to draw on). */
function recordingRenderer(pageSizes = [LETTER, LANDSCAPE]) {
  const drawn: { page: number; scale: number }[] = [];
  const opened: Uint8Array[] = [];
  const destroy = jest.fn();
  const renderer: PdfRenderer = {
    open: async (data) => {
      opened.push(data);
      return {
        pageSizes,
        renderPage: (page, _canvas, scale) => {
          drawn.push({ page, scale });
          return { promise: Promise.resolve(), cancel: () => undefined };
        },
        destroy,
      };
    },
  };
  return { renderer, drawn, opened, destroy };
}

test('draws every page at the scale that fits the width, with each page overlay told its size in points', async () => {
  const { renderer, drawn, opened } = recordingRenderer();
  renderUi(
    <PdfPages
      data={new Uint8Array([37, 80, 68, 70])}
      maxPageWidth={306}
      renderer={renderer}
      renderOverlay={(page) => <span>{`overlay ${page.pageNumber}: ${page.width}×${page.height} at ${page.scale}`}</span>}
    />,
  );
  expect(await screen.findByText('overlay 1: 612×792 at 0.5')).toBeInTheDocument();
  expect(screen.getByText(`overlay 2: 792×612 at ${306 / 792}`)).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Document pages' })).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByRole('listitem', { name: 'Page 2 of 2' })).toBeInTheDocument();
  expect(screen.getByTestId('pdf-page-1')).toHaveStyle({ width: '306px', height: '396px' });
  await waitFor(() => expect(drawn).toEqual([{ page: 1, scale: 0.5 }, { page: 2, scale: 306 / 792 }]));
  expect([...opened[0]]).toEqual([37, 80, 68, 70]);
});

test('a PDF the engine cannot read leaves page-sized placeholders (overlays still work) and says so', async () => {
  const renderer: PdfRenderer = { open: () => Promise.reject(new Error('Invalid PDF structure')) };
  renderUi(
    <PdfRendererProvider renderer={renderer}>
      <PdfPages data={new ArrayBuffer(4)} pageSizes={[LETTER]} maxPageWidth={612} renderOverlay={(page) => <span>{`overlay ${page.pageNumber} at ${page.scale}`}</span>} />
    </PdfRendererProvider>,
  );
  expect(await screen.findByText(PDF_PAGES_MESSAGES.failed)).toBeInTheDocument();
  expect(screen.getByText('overlay 1 at 1')).toBeInTheDocument();
  expect(screen.getByTestId('pdf-page-1')).toHaveStyle({ width: '612px', height: '792px' });
});

test('while the bytes load, the known page sizes stand in; without them a loading message', async () => {
  const { renderer } = recordingRenderer();
  const { rerender } = renderUi(<PdfPages data={null} renderer={renderer} />);
  expect(screen.getByRole('status')).toHaveTextContent(PDF_PAGES_MESSAGES.loading);
  rerender(<PdfPages data={null} pageSizes={[LETTER]} renderer={renderer} />);
  expect(screen.getByRole('list', { name: 'Document pages' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

test('a new document closes the previous one', async () => {
  const first = recordingRenderer([LETTER]);
  const { rerender, unmount } = renderUi(<PdfPages data={new Uint8Array([1])} renderer={first.renderer} />);
  await screen.findByRole('listitem', { name: 'Page 1 of 1' });
  const second = recordingRenderer([LETTER, LETTER, LETTER]);
  rerender(<PdfPages data={new Uint8Array([2])} renderer={second.renderer} />);
  expect(await screen.findByRole('listitem', { name: 'Page 3 of 3' })).toBeInTheDocument();
  expect(first.destroy).toHaveBeenCalled();
  unmount();
  expect(second.destroy).toHaveBeenCalled();
});

test('when the default engine cannot load or run (as in jsdom), the known page sizes stay as placeholders', async () => {
  renderUi(<PdfPages data={new Uint8Array([37, 80, 68, 70])} pageSizes={[LETTER]} renderOverlay={(page) => <span>{`overlay ${page.pageNumber}`}</span>} />);
  expect(await screen.findByText(PDF_PAGES_MESSAGES.failed)).toBeInTheDocument();
  expect(screen.getByText('overlay 1')).toBeInTheDocument();
});

test('only the pages near the viewport are drawn; a page scrolled into reach is drawn then', async () => {
  const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
  class FakeIntersectionObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    disconnect() {}
  }
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  try {
    const { renderer, drawn } = recordingRenderer([LETTER, LETTER, LETTER]);
    renderUi(<PdfPages data={new Uint8Array([1])} maxPageWidth={612} renderer={renderer} />);
    await screen.findByRole('listitem', { name: 'Page 3 of 3' });
    const [first, , third] = [...observed.entries()];
    act(() => first[1]([{ isIntersecting: true }]));
    await waitFor(() => expect(drawn).toEqual([{ page: 1, scale: 1 }]));
    act(() => third[1]([{ isIntersecting: true }]));
    await waitFor(() => expect(drawn.map((d) => d.page)).toEqual([1, 3]));
  } finally {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  }
});
