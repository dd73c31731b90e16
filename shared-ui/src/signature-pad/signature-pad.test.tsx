// The signature pad: typing gives { type: 'typed', text }; pointer strokes (mouse, pen, finger) draw
// curves and give { type: 'drawn', png }; Clear empties it; the mode switch works from the keyboard.
// jsdom has no canvas: a recording 2D context stands in, and toDataURL answers a PNG data URL.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { CONTRACT_DRAWN_SIGNATURE_MAX } from 'shared-contract';
import { renderUi } from '../testing/render';
import { SignaturePad, type SignatureValue } from './signature-pad';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

let calls: string[] = [];
let exported = 0;

beforeEach(() => {
  calls = [];
  exported = 0;
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : (...args: unknown[]) => calls.push(`${key}(${args.map((a) => (typeof a === 'number' ? Math.round(a) : '')).join(',')})`)),
    set: (target, key: string, value) => {
      target[key] = value;
      return true;
    },
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
    exported += 1;
    return PNG;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 10, y: 20, left: 10, top: 20, width: 300, height: 160, right: 310, bottom: 180, toJSON: () => ({}) });
});
afterEach(() => jest.restoreAllMocks());

function Harness({ onValue, defaultMode }: { onValue: (v: SignatureValue | null) => void; defaultMode?: 'typed' | 'drawn' }) {
  const [value, setValue] = useState<SignatureValue | null>(null);
  return (
    <SignaturePad
      label="Signature"
      value={value}
      defaultMode={defaultMode}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function stroke(canvas: HTMLElement, pointerType: string, points: [number, number][], pressure = 0.5) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(canvas, { pointerId: 7, pointerType, button: 0, clientX: first[0], clientY: first[1], pressure });
  for (const [x, y] of rest) fireEvent.pointerMove(canvas, { pointerId: 7, pointerType, clientX: x, clientY: y, pressure });
  fireEvent.pointerUp(canvas, { pointerId: 7, pointerType, clientX: rest.at(-1)?.[0] ?? first[0], clientY: rest.at(-1)?.[1] ?? first[1] });
}

test('typed mode emits the text and shows it in the signature style', async () => {
  const onValue = jest.fn();
  const { user } = renderUi(<Harness onValue={onValue} />);
  await user.type(screen.getByLabelText('Type your signature'), 'Vera Vendor');
  expect(onValue).toHaveBeenLastCalledWith({ type: 'typed', text: 'Vera Vendor' });
  expect(screen.getByTestId('typed-signature-preview')).toHaveTextContent('Vera Vendor');
});

test('a pointer stroke draws curves on the canvas and emits a PNG; Clear empties it', async () => {
  const onValue = jest.fn();
  const { user } = renderUi(<Harness onValue={onValue} defaultMode="drawn" />);
  const canvas = screen.getByRole('img', { name: /Signature drawing area/ });
  expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();

  stroke(canvas, 'mouse', [
    [20, 40],
    [60, 70],
    [110, 60],
    [150, 90],
  ]);
  // Points are taken relative to the canvas (left 10, top 20) and joined by quadratic curves.
  expect(calls).toContain('moveTo(10,20)');
  expect(calls.filter((c) => c.startsWith('quadraticCurveTo')).length).toBeGreaterThanOrEqual(3);
  expect(calls).toContain('quadraticCurveTo(100,40,140,70)');
  expect(onValue).toHaveBeenLastCalledWith({ type: 'drawn', png: PNG });
  expect(exported).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(onValue).toHaveBeenLastCalledWith(null);
  expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  expect(screen.getByText('Draw your signature here')).toBeInTheDocument();
});

test('the drawing is exported cropped to the ink at twice its size, once only when that is too long', () => {
  const sizes: [number, number][] = [];
  const create = document.createElement.bind(document);
  jest.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (tag === 'canvas') jest.spyOn(element as HTMLCanvasElement, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      sizes.push([this.width, this.height]);
      return sizes.length === 1 ? `data:image/png;base64,${'A'.repeat(CONTRACT_DRAWN_SIGNATURE_MAX)}` : PNG;
    });
    return element;
  });
  const onValue = jest.fn();
  renderUi(<Harness onValue={onValue} defaultMode="drawn" />);
  // Ink from (10,20) to (110,60) in the canvas, 2.2 wide: the margin is 6.2 on each side.
  stroke(screen.getByTestId('signature-canvas'), 'mouse', [
    [20, 40],
    [120, 80],
  ]);
  expect(sizes).toEqual([
    [225, 105],
    [112, 52],
  ]);
  expect(onValue).toHaveBeenLastCalledWith({ type: 'drawn', png: PNG });
});

test('a finger and a pen draw too; a pen draws wider under more pressure; a tap is a dot', () => {
  const onValue = jest.fn();
  renderUi(<Harness onValue={onValue} defaultMode="drawn" />);
  const canvas = screen.getByTestId('signature-canvas');

  stroke(canvas, 'touch', [
    [30, 30],
    [80, 80],
  ]);
  expect(onValue).toHaveBeenLastCalledWith({ type: 'drawn', png: PNG });

  calls = [];
  stroke(canvas, 'pen', [[200, 100]], 1);
  // A tap: one arc of radius half the width (2.2 × 1.5 / 2 rounds to 2).
  expect(calls).toContain('arc(190,80,2,0,6)');

  // A move from another pointer (a second finger) does not join the stroke.
  const before = calls.length;
  fireEvent.pointerMove(canvas, { pointerId: 99, pointerType: 'touch', clientX: 5, clientY: 5 });
  expect(calls.length).toBe(before);
});

test('the mode switch is a keyboard-reachable toggle; switching back keeps the typed text', async () => {
  const onValue = jest.fn();
  const { user } = renderUi(<Harness onValue={onValue} />);
  await user.type(screen.getByLabelText('Type your signature'), 'Ann');
  const draw = screen.getByRole('button', { name: 'Draw' });
  draw.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('img', { name: /drawing area/ })).toBeInTheDocument();
  expect(onValue).toHaveBeenLastCalledWith(null);

  // The toggle is one tab stop; the arrow keys move between its buttons.
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'Type' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByLabelText('Type your signature')).toHaveValue('Ann');
  expect(onValue).toHaveBeenLastCalledWith({ type: 'typed', text: 'Ann' });
});

test('an error is shown under the pad and announced', () => {
  renderUi(<SignaturePad label="Initials" value={null} onChange={() => undefined} error="Type or draw your signature." />);
  expect(screen.getByRole('alert')).toHaveTextContent('Type or draw your signature.');
  expect(screen.getByLabelText('Type your initials')).toHaveAccessibleDescription('Type or draw your signature.');
});
