// The global toast area: messages pushed from anywhere (non-React code included) through a window event,
// hidden after GLOBAL_TOAST_AUTO_HIDE_MS.
import { useEffect, useRef, useState } from 'react';
import { GLOBAL_TOAST_AUTO_HIDE_MS } from 'shared-contract';
import { ToastStack } from './toast-stack';
import type { Toast, ToastOptions } from './toast-types';

export const GLOBAL_TOAST_EVENT = 'app:global-toast';

/** Shows a toast in the mounted GlobalToastArea; works outside React (API client, socket handlers). */
export function showGlobalToast(options: ToastOptions) {
  window.dispatchEvent(new CustomEvent<ToastOptions>(GLOBAL_TOAST_EVENT, { detail: options }));
}

type GlobalToastAreaProps = { autoHideMs?: number };

export function GlobalToastArea({ autoHideMs = GLOBAL_TOAST_AUTO_HIDE_MS }: GlobalToastAreaProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastOptions>).detail;
      if (!detail) return;
      const id = nextId.current++;
      setToasts((list) => [...list, { ...detail, id }]);
    };
    window.addEventListener(GLOBAL_TOAST_EVENT, onToast);
    return () => window.removeEventListener(GLOBAL_TOAST_EVENT, onToast);
  }, []);

  return (
    <ToastStack
      toasts={toasts}
      defaultAutoHideMs={autoHideMs}
      onClose={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
      label="Global notifications"
      offsetTop={16}
    />
  );
}
