// The global "unsaved changes" flag (001 section 4): forms set it, the shell's router blocker and
// beforeunload read it and ask before leaving; useConfirmDiscardChanges is the one question asked
// before leaving in the app (the shell's blocker and account menu, a wizard's step change).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { UI_TEXT } from 'shared-contract';
import { useConfirm } from 'shared-ui';

export const UNSAVED_CHANGES_MESSAGE = UI_TEXT.unsavedChangesNavigate;

let dirty = false;
const listeners = new Set<() => void>();

export function setUnsavedChanges(value: boolean): void {
  if (dirty === value) return;
  dirty = value;
  listeners.forEach((listener) => listener());
}

export function hasUnsavedChanges(): boolean {
  return dirty;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedChanges, hasUnsavedChanges);
}

/**
 * Asks the unsaved-changes question of 001 section 4 when a form holds unsaved changes (the global
 * flag); resolves true when nothing is unsaved or the user lets the changes go (the flag is then
 * cleared), false when the user stays.
 */
export function useConfirmDiscardChanges(): () => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(async () => {
    if (!hasUnsavedChanges()) return true;
    const isConfirmed = await confirm({ message: UNSAVED_CHANGES_MESSAGE, cancelText: UI_TEXT.cancel });
    if (isConfirmed) setUnsavedChanges(false);
    return isConfirmed;
  }, [confirm]);
}

/** Keeps the global flag in step with a component's own dirty state; cleared when it unmounts. */
export function useUnsavedChangesFlag(isDirty: boolean): void {
  useEffect(() => {
    setUnsavedChanges(isDirty);
  }, [isDirty]);
  useEffect(() => () => setUnsavedChanges(false), []);
}
