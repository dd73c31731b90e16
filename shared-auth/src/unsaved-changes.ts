// The global "unsaved changes" flag (001 section 4): forms set it, the shell's router blocker and
// beforeunload read it and ask before leaving.
import { useSyncExternalStore } from 'react';
import { UI_TEXT } from 'shared-contract';

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
