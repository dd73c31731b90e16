import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { ConfirmProvider, useConfirm } from './confirm-provider';

function AskButton({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={async () => onAnswer(await confirm({ title: 'Delete company', message: 'Are you sure?', confirmText: 'Delete', danger: true }))}
    >
      Ask
    </button>
  );
}

function setup() {
  const onAnswer = jest.fn();
  const view = renderUi(
    <ConfirmProvider>
      <AskButton onAnswer={onAnswer} />
    </ConfirmProvider>,
  );
  return { ...view, onAnswer };
}

describe('useConfirm', () => {
  it('resolves true on confirm, with focus starting on the confirm button', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete company' });
    expect(dialog).toHaveTextContent('Are you sure?');
    const confirmButton = screen.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirmButton).toHaveFocus());
    expect(confirmButton.className).toMatch(/colorError/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('resolves false on Escape', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderUi(<AskButton onAnswer={jest.fn()} />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});
