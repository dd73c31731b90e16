// An electronic signature, typed or drawn (issue 16, TaskSign). The drawing area takes a mouse, a pen
// and a finger alike through pointer events (pointer capture, coalesced points, pen pressure) and
// draws smooth strokes (quadratic curves through the points' midpoints); the value it gives is what
// POST contracts/:id/sign takes: { type: 'typed', text } or { type: 'drawn', png } (a PNG data URL),
// or null while nothing is drawn. Keyboard users switch modes with the toggle and type.
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Button, FormHelperText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { CONTRACT_DRAWN_SIGNATURE_MAX } from 'shared-contract';

export type SignatureValue = { type: 'typed'; text: string } | { type: 'drawn'; png: string };
export type SignatureMode = SignatureValue['type'];

type Point = { x: number; y: number; width: number };
type Stroke = Point[];

export type SignaturePadProps = {
  /** What is signed, e.g. 'Signature' or 'Initials' (labels the field, the drawing area and the toggle). */
  label: string;
  value: SignatureValue | null;
  onChange: (value: SignatureValue | null) => void;
  /** The mode shown first when there is no value yet. */
  defaultMode?: SignatureMode;
  /** The error under the pad (e.g. the server's message). */
  error?: string | null;
  /** The drawing area's height in CSS pixels. */
  height?: number;
  /** Longest typed text. */
  maxLength?: number;
  disabled?: boolean;
};

export const SIGNATURE_PAD_INK = '#1a2a6c';
/** A stroke's width in CSS pixels; a pen's pressure makes it from half to one and a half of this. */
const BASE_WIDTH = 2.2;
/** The handwriting-like font of a typed signature (the PDF stamp uses its own). */
export const TYPED_SIGNATURE_FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", cursive';

const widthOf = (event: PointerEvent) => (event.pointerType === 'pen' && event.pressure > 0 ? BASE_WIDTH * (0.5 + event.pressure) : BASE_WIDTH);

/** Draws strokes on a 2D context in CSS pixels: a dot for a tap, else curves through the midpoints. */
export function drawStrokes(ctx: CanvasRenderingContext2D, strokes: readonly Stroke[]) {
  ctx.strokeStyle = SIGNATURE_PAD_INK;
  ctx.fillStyle = SIGNATURE_PAD_INK;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    if (stroke.length === 1) {
      ctx.beginPath();
      ctx.arc(stroke[0].x, stroke[0].y, stroke[0].width / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    for (let i = 1; i < stroke.length; i += 1) {
      // Each segment runs from the previous midpoint to the next, bent through the point between.
      const prev = stroke[i - 1];
      const point = stroke[i];
      const start = i === 1 ? prev : { x: (stroke[i - 2].x + prev.x) / 2, y: (stroke[i - 2].y + prev.y) / 2 };
      const end = i === stroke.length - 1 ? point : { x: (prev.x + point.x) / 2, y: (prev.y + point.y) / 2 };
      ctx.beginPath();
      ctx.lineWidth = (prev.width + point.width) / 2;
      ctx.moveTo(start.x, start.y);
      ctx.quadraticCurveTo(prev.x, prev.y, end.x, end.y);
      ctx.stroke();
    }
  }
}

/**
 * The strokes as a PNG data URL (transparent background), cropped to the ink with a small margin so
 * the stamp fills its field, at twice the CSS size for a sharp print (once only if that would pass
 * CONTRACT_DRAWN_SIGNATURE_MAX); null when there is nothing to export.
 */
function exportPng(strokes: readonly Stroke[]): string | null {
  const points = strokes.flat();
  if (points.length === 0) return null;
  const margin = 4 + Math.max(...points.map((p) => p.width));
  const left = Math.min(...points.map((p) => p.x)) - margin;
  const top = Math.min(...points.map((p) => p.y)) - margin;
  const width = Math.max(...points.map((p) => p.x)) - left + margin;
  const height = Math.max(...points.map((p) => p.y)) - top + margin;
  let png: string | null = null;
  for (const scale of [2, 1]) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.setTransform(scale, 0, 0, scale, -left * scale, -top * scale);
    drawStrokes(ctx, strokes);
    png = canvas.toDataURL('image/png');
    if (png.length <= CONTRACT_DRAWN_SIGNATURE_MAX) break;
  }
  return png;
}

export function SignaturePad({ label, value, onChange, defaultMode = 'typed', error, height = 160, maxLength, disabled = false }: SignaturePadProps) {
  const id = useId();
  const [mode, setMode] = useState<SignatureMode>(value?.type ?? defaultMode);
  // The typed text survives a switch to drawing and back.
  const [typed, setTyped] = useState(value?.type === 'typed' ? value.text : '');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const strokes = useRef<Stroke[]>([]);
  const active = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  const [hasDrawing, setHasDrawing] = useState(false);

  /** Sizes the canvas to its box at the screen's pixel ratio and draws every stroke again. */
  const repaint = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height: boxHeight } = canvas.getBoundingClientRect();
    if (width > 0 && boxHeight > 0 && (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(boxHeight * ratio))) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(boxHeight * ratio);
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawStrokes(ctx, strokes.current);
  }, []);

  useEffect(() => {
    if (mode !== 'drawn') return undefined;
    repaint();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => repaint());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [mode, repaint]);

  const emitDrawing = () => {
    const png = exportPng(strokes.current);
    onChange(png ? { type: 'drawn', png } : null);
  };

  const pointOf = (event: PointerEvent): Point => {
    const box = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top, width: widthOf(event) };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const stroke: Stroke = [pointOf(event.nativeEvent)];
    active.current = { pointerId: event.pointerId, stroke };
    strokes.current = [...strokes.current, stroke];
    repaint();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = active.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.preventDefault();
    // A fast pen or finger sends several points per frame: take them all for a smooth line.
    const native = event.nativeEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const e of events.length ? events : [native]) current.stroke.push(pointOf(e));
    repaint();
  };

  const endStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = active.current;
    if (!current || current.pointerId !== event.pointerId) return;
    active.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setHasDrawing(true);
    emitDrawing();
  };

  const clear = () => {
    strokes.current = [];
    active.current = null;
    setHasDrawing(false);
    repaint();
    onChange(null);
  };

  const switchTo = (next: SignatureMode | null) => {
    if (!next || next === mode) return;
    setMode(next);
    if (next === 'typed') onChange({ type: 'typed', text: typed });
    else if (strokes.current.length) emitDrawing();
    else onChange(null);
  };

  const errorId = `${id}-error`;
  const typedText = value?.type === 'typed' ? value.text : typed;
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-label`} variant="subtitle2" component="span">
          {label}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next: SignatureMode | null) => switchTo(next)} aria-label={`${label}: type or draw`} disabled={disabled}>
          <ToggleButton value="typed">Type</ToggleButton>
          <ToggleButton value="drawn">Draw</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {mode === 'typed' ? (
        <Stack spacing={1}>
          <TextField
            label={`Type your ${label.toLowerCase()}`}
            value={typedText}
            onChange={(e) => {
              setTyped(e.target.value);
              onChange({ type: 'typed', text: e.target.value });
            }}
            fullWidth
            size="small"
            disabled={disabled}
            error={Boolean(error)}
            slotProps={{ htmlInput: { maxLength, 'aria-describedby': error ? errorId : undefined } }}
          />
          <Box
            aria-hidden
            data-testid="typed-signature-preview"
            sx={{ minHeight: 56, px: 2, display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'text.secondary', fontFamily: TYPED_SIGNATURE_FONT, fontSize: 30, color: SIGNATURE_PAD_INK, overflow: 'hidden', whiteSpace: 'nowrap' }}
          >
            {typedText}
          </Box>
        </Stack>
      ) : (
        <Box>
          <Box sx={{ position: 'relative', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, bgcolor: '#fff' }}>
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={`${label} drawing area: draw with a mouse, a pen or a finger`}
              aria-describedby={error ? errorId : undefined}
              data-testid="signature-canvas"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endStroke}
              onPointerCancel={endStroke}
              style={{ display: 'block', width: '100%', height, touchAction: 'none', cursor: disabled ? 'default' : 'crosshair' }}
            />
            {!hasDrawing ? (
              <Typography variant="body2" color="text.secondary" sx={{ position: 'absolute', left: 16, bottom: 12, pointerEvents: 'none' }}>
                {`Draw your ${label.toLowerCase()} here`}
              </Typography>
            ) : null}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
            <Button size="small" onClick={clear} disabled={disabled || !hasDrawing}>
              Clear
            </Button>
          </Stack>
        </Box>
      )}
      {error ? (
        <FormHelperText error id={errorId} role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
