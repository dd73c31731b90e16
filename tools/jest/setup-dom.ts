// jsdom lacks a few browser APIs that MUI and our components use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone) globalThis.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
class ResizeObserverPolyfill {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as any).ResizeObserver ??= ResizeObserverPolyfill;
window.matchMedia ??= ((query: string) => ({
  matches: query.includes('min-width: 768') || query.includes('min-width:768'),
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as any;

// findBy/waitFor give a loaded 2-core CI machine time to render; a test that truly fails still fails.
configure({ asyncUtilTimeout: 5000 });

// The rich text editor (ProseMirror) measures the selection to scroll it into view and builds a
// ClipboardEvent when HTML is pasted; jsdom has no layout and no ClipboardEvent.
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= emptyRect;
Range.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;
(globalThis as { ClipboardEvent?: unknown }).ClipboardEvent ??= class extends Event {
  clipboardData = null;
};

// jsdom has no PointerEvent (the signature pad draws from pointer events): a MouseEvent with the
// pointer's own fields stands in, so fireEvent.pointerDown(…, { pointerId, pointerType, pressure }) works.
class PointerEventPolyfill extends MouseEvent {
  pointerId: number;
  pointerType: string;
  pressure: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.pressure = init.pressure ?? 0;
  }
}
(globalThis as { PointerEvent?: unknown }).PointerEvent ??= PointerEventPolyfill;
