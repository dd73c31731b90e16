import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isCodeComplete, VerificationCodeInput } from './verification-code-input';

function Harness({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <VerificationCodeInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button" disabled={!isCodeComplete(value)}>
        Submit
      </button>
    </>
  );
}

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));

test('each box takes one digit and focus moves to the next box', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const [first, second, third] = boxes();
  await user.click(first);
  await user.keyboard('7');
  expect(first).toHaveValue('7');
  expect(second).toHaveFocus();
  await user.keyboard('a'); // letters are ignored
  expect(second).toHaveValue('');
  expect(second).toHaveFocus();
  await user.keyboard('3');
  expect(third).toHaveFocus();
});

test('Backspace clears the box, then moves back to the previous one', async () => {
  const user = userEvent.setup();
  const onValue = jest.fn();
  render(<Harness onValue={onValue} />);
  const [first, second, third] = boxes();
  await user.click(first);
  await user.keyboard('12');
  expect(third).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(second).toHaveFocus();
  expect(second).toHaveValue('');
  expect(first).toHaveValue('1');
  expect(onValue).toHaveBeenLastCalledWith('1');
});

test('pasting a 4-digit code fills every box and enables Submit', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  await user.click(boxes()[2]);
  await user.paste('4821');
  expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
  expect(submit).toBeEnabled();
});

test('Submit stays disabled until all four boxes hold a digit', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const submit = screen.getByRole('button', { name: 'Submit' });
  await user.click(boxes()[0]);
  await user.keyboard('123');
  expect(submit).toBeDisabled();
  await user.keyboard('4');
  expect(submit).toBeEnabled();
  // Clearing a box in the middle leaves a gap, and Submit is disabled again.
  await user.click(boxes()[1]);
  await user.keyboard('{Delete}');
  expect(boxes()[1]).toHaveValue('');
  expect(submit).toBeDisabled();
});

test('the boxes are a labelled group', () => {
  render(<Harness />);
  expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
});
