import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { ConfirmDialog } from './confirm-dialog';
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
  it('starts focus on the safe button of a destructive question, so Enter declines', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete company' });
    expect(dialog).toHaveTextContent('Are you sure?');
    const cancelButton = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancelButton).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onAnswer).not.toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves true on the confirm button, reached by Tab or a click', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    const confirmButton = screen.getByRole('button', { name: 'Delete' });
    expect(confirmButton).toHaveFocus();
    expect(confirmButton.className).toMatch(/colorError/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('starts on "No" for a Yes/No question (discarding changes) and on confirm only when asked for a harmless one', async () => {
    const onCancel = jest.fn();
    const { rerender } = renderUi(
      <ConfirmDialog open message="Discard your changes?" confirmText="Yes" cancelText="No" onConfirm={jest.fn()} onCancel={onCancel} />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    rerender(
      <AppThemeProvider>
        <ConfirmDialog open={false} message="x" onConfirm={jest.fn()} onCancel={onCancel} />
      </AppThemeProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(
      <AppThemeProvider>
        <ConfirmDialog open message="Log out?" confirmText="Yes, log out" initialFocus="confirm" onConfirm={jest.fn()} onCancel={onCancel} />
      </AppThemeProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, log out' })).toHaveFocus());
  });

  it('ignores initialFocus "confirm" on a destructive question', async () => {
    renderUi(<ConfirmDialog open danger initialFocus="confirm" message="Delete?" confirmText="Delete" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
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
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderUi(<AskButton onAnswer={jest.fn()} />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});
