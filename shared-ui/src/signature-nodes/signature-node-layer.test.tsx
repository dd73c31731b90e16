import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { SignatureNodeLayer, clampNodeRect, type NodeRect, type SignatureNodeBox } from './signature-node-layer';

const LIMITS = { minWidth: 24, minHeight: 12, maxWidth: 500, maxHeight: 200 };
const box: SignatureNodeBox = { key: 'a', label: 'Vera Vendor · Signature', color: '#1565c0', x: 100, y: 200, width: 180, height: 40 };

function renderLayer(props: Partial<Parameters<typeof SignatureNodeLayer>[0]> = {}) {
  const onChange = jest.fn<void, [string, NodeRect]>();
  const onRemove = jest.fn<void, [string]>();
  const view = renderUi(
    <div style={{ position: 'relative' }}>
      <SignatureNodeLayer nodes={[box]} pageWidth={612} pageHeight={792} scale={2} limits={LIMITS} onChange={onChange} onRemove={onRemove} {...props} />
    </div>,
  );
  return { ...view, onChange, onRemove };
}

test('arrows move the focused box by 1 pt, with Shift by 10 pt; Delete removes it', async () => {
  const { user, onChange, onRemove } = renderLayer();
  const node = screen.getByRole('button', { name: /^Vera Vendor · Signature, at 100, 200 pt/ });
  await user.click(node);
  await user.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 101, y: 200, width: 180, height: 40 });
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 100, y: 190, width: 180, height: 40 });
  await user.keyboard('{Delete}');
  expect(onRemove).toHaveBeenCalledWith('a');
});

test('arrows on the handle resize, within the size limits', async () => {
  const { user, onChange } = renderLayer({ nodes: [{ ...box, height: 20 }] });
  screen.getByRole('button', { name: 'Resize Vera Vendor · Signature' }).focus();
  await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 100, y: 200, width: 190, height: 20 });
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
  // 20 - 10 = 10 is below the smallest height (12).
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 100, y: 200, width: 180, height: 12 });
});

test('dragging with a pointer moves the box by the distance over the scale, reported once on release', () => {
  const { onChange } = renderLayer();
  const node = screen.getByRole('button', { name: /^Vera Vendor · Signature, at/ });
  fireEvent.pointerDown(node, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
  fireEvent.pointerMove(node, { pointerId: 1, pointerType: 'touch', clientX: 50, clientY: 30 });
  expect(onChange).not.toHaveBeenCalled();
  // The box follows the pointer while dragged: 40 px and 20 px at 2 px per point.
  expect(node).toHaveAccessibleName(/at 120, 210 pt/);
  fireEvent.pointerUp(node, { pointerId: 1, pointerType: 'touch', clientX: 50, clientY: 30 });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 120, y: 210, width: 180, height: 40 });
});

test('a box dragged past the page edge stops at it; the handle resizes with a pen', () => {
  const { onChange } = renderLayer();
  const node = screen.getByRole('button', { name: /^Vera Vendor · Signature, at/ });
  fireEvent.pointerDown(node, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 0, clientY: 0 });
  fireEvent.pointerMove(node, { pointerId: 2, pointerType: 'mouse', clientX: 5000, clientY: -5000 });
  fireEvent.pointerUp(node, { pointerId: 2, pointerType: 'mouse', clientX: 5000, clientY: -5000 });
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 612 - 180, y: 0, width: 180, height: 40 });

  const handle = screen.getByRole('button', { name: 'Resize Vera Vendor · Signature' });
  fireEvent.pointerDown(handle, { pointerId: 3, pointerType: 'pen', clientX: 0, clientY: 0 });
  fireEvent.pointerMove(handle, { pointerId: 3, pointerType: 'pen', clientX: -40, clientY: 20 });
  fireEvent.pointerUp(handle, { pointerId: 3, pointerType: 'pen', clientX: -40, clientY: 20 });
  expect(onChange).toHaveBeenLastCalledWith('a', { x: 100, y: 200, width: 160, height: 50 });
});

test('a click on the page places a field at that point, in points', () => {
  const onPlace = jest.fn();
  renderLayer({ nodes: [], onPlace });
  const layer = screen.getByTestId('signature-node-layer');
  jest.spyOn(layer, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 20, right: 1234, bottom: 1604, width: 1224, height: 1584, x: 10, y: 20, toJSON: () => ({}) });
  fireEvent.pointerUp(layer, { pointerId: 1, clientX: 210, clientY: 120 });
  expect(onPlace).toHaveBeenCalledWith({ x: 100, y: 50 });
});

test('a read-only layer neither moves nor removes', async () => {
  const { user, onChange, onRemove } = renderLayer({ readOnly: true });
  const node = screen.getByRole('img', { name: /^Vera Vendor · Signature, at/ });
  expect(node).not.toHaveAttribute('tabindex');
  await user.click(node);
  await user.keyboard('{ArrowRight}{Delete}');
  expect(onChange).not.toHaveBeenCalled();
  expect(onRemove).not.toHaveBeenCalled();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a controlled layer shows the moved box where the parent keeps it', async () => {
  function Controlled() {
    const [rect, setRect] = useState<NodeRect>(box);
    return <SignatureNodeLayer nodes={[{ ...box, ...rect }]} pageWidth={612} pageHeight={792} scale={1} onChange={(_, next) => setRect(next)} />;
  }
  const { user } = renderUi(<Controlled />);
  await user.click(screen.getByRole('button', { name: /^Vera Vendor/ }));
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('button', { name: /^Vera Vendor/ })).toHaveAccessibleName(/at 100, 202 pt/);
});

test('clampNodeRect keeps size limits first, then the page', () => {
  expect(clampNodeRect({ x: -5, y: 790, width: 600, height: 5 }, 612, 792, LIMITS)).toEqual({ x: 0, y: 780, width: 500, height: 12 });
});
