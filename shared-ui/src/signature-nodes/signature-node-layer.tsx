// Boxes placed over one PDF page (signature, initials and date fields), in PDF points from the
// page's top-left: drag to move and the corner handle to resize (pointer events: mouse, pen and
// touch), arrows move the focused box by 1 pt (Shift: 10 pt), arrows on its handle resize it,
// Delete removes it. The layer lies over a PdfPages page; `scale` is pixels per point.
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';

export type NodeRect = { x: number; y: number; width: number; height: number };
export type NodeSizeLimits = { minWidth: number; minHeight: number; maxWidth: number; maxHeight: number };

export type SignatureNodeBox = NodeRect & {
  /** Stable key of the box (the parent's list key). */
  key: string;
  /** What the box shows and what assistive technology announces (e.g. "Vera Vendor · Signature"). */
  label: string;
  /** The signer's colour (border and fill). */
  color: string;
  /** A problem with this box (a server or client message): drawn in red and announced. */
  error?: string | null;
};

export type SignatureNodeLayerProps = {
  /** The boxes of this page. */
  nodes: readonly SignatureNodeBox[];
  /** The page's size in points. */
  pageWidth: number;
  pageHeight: number;
  /** Pixels per point of the rendered page. */
  scale: number;
  onChange: (key: string, rect: NodeRect) => void;
  onRemove?: (key: string) => void;
  limits?: NodeSizeLimits;
  /** While set, a click on the page (outside a box) calls onPlace with the point, in points. */
  onPlace?: (point: { x: number; y: number }) => void;
  /** Focus and selection: the box that is highlighted. */
  selectedKey?: string | null;
  onSelect?: (key: string) => void;
  readOnly?: boolean;
  /** Extra content of the layer (e.g. a hint while placing). */
  children?: ReactNode;
};

const DEFAULT_LIMITS: NodeSizeLimits = { minWidth: 10, minHeight: 10, maxWidth: 10_000, maxHeight: 10_000 };
const round = (n: number) => Math.round(n * 100) / 100;

/** Keeps a box inside its page and within the size limits (size first, then position). */
export function clampNodeRect(rect: NodeRect, pageWidth: number, pageHeight: number, limits: NodeSizeLimits = DEFAULT_LIMITS): NodeRect {
  const width = Math.min(Math.max(rect.width, limits.minWidth), limits.maxWidth, pageWidth);
  const height = Math.min(Math.max(rect.height, limits.minHeight), limits.maxHeight, pageHeight);
  const x = Math.min(Math.max(rect.x, 0), pageWidth - width);
  const y = Math.min(Math.max(rect.y, 0), pageHeight - height);
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

type Drag = { key: string; mode: 'move' | 'resize'; pointerId: number; startX: number; startY: number; start: NodeRect; moved: boolean };

export function SignatureNodeLayer({ nodes, pageWidth, pageHeight, scale, onChange, onRemove, limits = DEFAULT_LIMITS, onPlace, selectedKey, onSelect, readOnly, children }: SignatureNodeLayerProps) {
  const drag = useRef<Drag | null>(null);
  // The box being dragged follows the pointer here; the parent hears of it once, on release.
  const [draft, setDraft] = useState<{ key: string; rect: NodeRect } | null>(null);
  const layerRef = useRef<HTMLDivElement>(null);

  const rectOf = (node: SignatureNodeBox): NodeRect => (draft?.key === node.key ? draft.rect : { x: node.x, y: node.y, width: node.width, height: node.height });
  const change = (key: string, rect: NodeRect) => onChange(key, clampNodeRect(rect, pageWidth, pageHeight, limits));

  const startDrag = (event: PointerEvent<HTMLElement>, node: SignatureNodeBox, mode: Drag['mode']) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.stopPropagation();
    event.preventDefault();
    onSelect?.(node.key);
    // preventDefault keeps the page from scrolling or selecting text; the box still takes the focus (for the keys).
    (event.currentTarget as HTMLElement).focus({ preventScroll: true });
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { key: node.key, mode, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, start: rectOf(node), moved: false };
  };

  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.stopPropagation();
    const dx = (event.clientX - current.startX) / scale;
    const dy = (event.clientY - current.startY) / scale;
    current.moved = current.moved || dx !== 0 || dy !== 0;
    const { start } = current;
    const next = current.mode === 'move' ? { ...start, x: start.x + dx, y: start.y + dy } : { ...start, width: start.width + dx, height: start.height + dy };
    setDraft({ key: current.key, rect: clampNodeRect(next, pageWidth, pageHeight, limits) });
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.stopPropagation();
    drag.current = null;
    (event.currentTarget as HTMLElement).releasePointerCapture?.(event.pointerId);
    if (current.moved && draft?.key === current.key) change(current.key, draft.rect);
    setDraft(null);
  };

  const onBoxKey = (event: KeyboardEvent<HTMLElement>, node: SignatureNodeBox, mode: Drag['mode']) => {
    if (readOnly) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? 10 : 1;
      const rect = rectOf(node);
      const [dx, dy] = [arrow[0] * step, arrow[1] * step];
      change(node.key, mode === 'move' ? { ...rect, x: rect.x + dx, y: rect.y + dy } : { ...rect, width: rect.width + dx, height: rect.height + dy });
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && onRemove) {
      event.preventDefault();
      event.stopPropagation();
      onRemove(node.key);
    }
  };

  const place = (event: PointerEvent<HTMLDivElement>) => {
    if (!onPlace || readOnly || event.target !== layerRef.current) return;
    const bounds = layerRef.current.getBoundingClientRect();
    onPlace({ x: round(Math.min(Math.max((event.clientX - bounds.left) / scale, 0), pageWidth)), y: round(Math.min(Math.max((event.clientY - bounds.top) / scale, 0), pageHeight)) });
  };

  return (
    <Box
      ref={layerRef}
      data-testid="signature-node-layer"
      onPointerUp={onPlace ? place : undefined}
      sx={{ position: 'absolute', inset: 0, cursor: onPlace && !readOnly ? 'crosshair' : 'default', touchAction: onPlace ? 'none' : 'auto' }}
    >
      {nodes.map((node) => {
        const rect = rectOf(node);
        const selected = selectedKey === node.key;
        const color = node.error ? '#d32f2f' : node.color;
        const where = `${Math.round(rect.x)}, ${Math.round(rect.y)} pt, ${Math.round(rect.width)} by ${Math.round(rect.height)} pt`;
        return (
          // The box and its resize handle are siblings (no control inside another), over the same rectangle.
          <Box key={node.key} sx={{ position: 'absolute', left: rect.x * scale, top: rect.y * scale, width: rect.width * scale, height: rect.height * scale }}>
            <Box
              role={readOnly ? 'img' : 'button'}
              tabIndex={readOnly ? undefined : 0}
              aria-label={`${node.label}, at ${where}`}
              aria-invalid={node.error ? true : undefined}
              aria-current={selected ? true : undefined}
              data-node-key={node.key}
              title={node.error ?? (readOnly ? node.label : `${node.label}: drag to move, arrows move 1 pt (Shift 10 pt), Delete removes`)}
              onFocus={() => onSelect?.(node.key)}
              onKeyDown={(e) => onBoxKey(e, node, 'move')}
              onPointerDown={(e) => startDrag(e, node, 'move')}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              sx={{
                position: 'absolute',
                inset: 0,
                boxSizing: 'border-box',
                border: `2px ${node.error ? 'dashed' : 'solid'} ${color}`,
                bgcolor: `${color}22`,
                color,
                cursor: readOnly ? 'default' : 'move',
                touchAction: readOnly ? 'auto' : 'none',
                userSelect: 'none',
                overflow: 'hidden',
                outline: selected ? `2px solid ${color}` : 'none',
                outlineOffset: 2,
                '&:focus-visible': { outline: `3px solid ${color}`, outlineOffset: 2 },
                fontSize: Math.max(9, Math.min(13, 11 * scale)),
                lineHeight: 1.2,
                px: 0.5,
                fontWeight: 600,
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
              }}
            >
              {node.label}
            </Box>
            {readOnly ? null : (
              <Box
                role="button"
                tabIndex={0}
                aria-label={`Resize ${node.label}`}
                title="Drag or use the arrows to resize (Shift: 10 pt)"
                onKeyDown={(e) => onBoxKey(e, node, 'resize')}
                onFocus={() => onSelect?.(node.key)}
                onPointerDown={(e) => startDrag(e, node, 'resize')}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                sx={{
                  position: 'absolute',
                  right: -3,
                  bottom: -3,
                  width: 14,
                  height: 14,
                  bgcolor: color,
                  cursor: 'nwse-resize',
                  touchAction: 'none',
                  '&:focus-visible': { outline: `3px solid ${color}`, outlineOffset: 1 },
                }}
              />
            )}
          </Box>
        );
      })}
      {children}
    </Box>
  );
}
