import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { AppThemeProvider, ConfirmProvider, DEFAULT_CONFIRM_TEXT } from 'shared-ui';
import { hasUnsavedChanges, setUnsavedChanges, useConfirmDiscardChanges, useUnsavedChangesFlag, UNSAVED_CHANGES_MESSAGE } from './unsaved-changes';

function Leave({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirmDiscard = useConfirmDiscardChanges();
  return (
    <button type="button" onClick={async () => onAnswer(await confirmDiscard())}>
      Leave
    </button>
  );
}

function DirtyForm() {
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesFlag(isDirty);
  return (
    <button type="button" onClick={() => setIsDirty((value) => !value)}>
      {isDirty ? 'Undo' : 'Change'}
    </button>
  );
}

function setup(children: React.ReactNode) {
  const onAnswer = jest.fn();
  const view = render(
    <AppThemeProvider>
      <ConfirmProvider>
        <Leave onAnswer={onAnswer} />
        {children}
      </ConfirmProvider>
    </AppThemeProvider>,
  );
  return { ...view, onAnswer, user: userEvent.setup() };
}

afterEach(() => act(() => setUnsavedChanges(false)));

describe('useConfirmDiscardChanges', () => {
  it('lets the user go without a question when nothing is unsaved', async () => {
    const { user, onAnswer } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks the spec's question; Cancel keeps the changes and the flag", async () => {
    const { user, onAnswer } = setup(null);
    act(() => setUnsavedChanges(true));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(screen.getByRole('button', { name: UI_TEXT.cancel }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('clears the flag when the user lets the changes go', async () => {
    const { user, onAnswer } = setup(null);
    act(() => setUnsavedChanges(true));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: DEFAULT_CONFIRM_TEXT }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('useUnsavedChangesFlag', () => {
  it('follows the dirty state and is cleared on unmount', async () => {
    const { user, unmount } = setup(<DirtyForm />);
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
