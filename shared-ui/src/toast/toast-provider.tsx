// App-wide toasts: ToastProvider holds the stack, useToast() pushes to it from any component or remote.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DOWNLOAD_TOAST_REMOVE_MS, ERROR_MESSAGES, TOAST_AUTO_HIDE_MS, UI_TEXT } from 'shared-contract';
import { ToastStack } from './toast-stack';
import type { Toast, ToastOptions } from './toast-types';
import { showGlobalToast } from './global-toast-area';

/** Reports progress (0-100) of a running download. */
export type ReportProgress = (percent: number) => void;

export type ToastApi = {
  /** Shows a toast and returns its id. */
  notify: (options: ToastOptions) => number;
  success: (message: ReactNode) => number;
  info: (message: ReactNode) => number;
  warning: (message: ReactNode) => number;
  error: (message: ReactNode) => number;
  update: (id: number, patch: Partial<ToastOptions>) => void;
  dismiss: (id: number) => void;
  /**
   * Shows a 'Preparing download' toast while `run` works, then a completion (or failure) message that is
   * removed DOWNLOAD_TOAST_REMOVE_MS later. Resolves or rejects like `run`.
   */
  trackDownload: <T>(run: (reportProgress: ReportProgress) => Promise<T>, doneMessage?: string) => Promise<T>;
};

const ToastContext = createContext<ToastApi | null>(null);

type ToastProviderProps = { children: ReactNode; autoHideMs?: number };

export function ToastProvider({ children, autoHideMs = TOAST_AUTO_HIDE_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const update = useCallback(
    (id: number, patch: Partial<ToastOptions>) => setToasts((list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t))),
    [],
  );

  const api = useMemo<ToastApi>(() => {
    const trackDownload: ToastApi['trackDownload'] = async (run, doneMessage = 'Your download is ready.') => {
      const id = notify({ severity: 'info', title: UI_TEXT.preparingDownload, message: '', autoHideMs: null, progress: 'indeterminate' });
      try {
        const result = await run((percent) => update(id, { progress: Math.max(0, Math.min(100, Math.round(percent))) }));
        update(id, { severity: 'success', message: doneMessage, progress: undefined, autoHideMs: DOWNLOAD_TOAST_REMOVE_MS });
        return result;
      } catch (error) {
        update(id, { severity: 'error', message: ERROR_MESSAGES.fileDownloadFailed, progress: undefined, autoHideMs: DOWNLOAD_TOAST_REMOVE_MS });
        throw error;
      }
    };
    return {
      notify,
      update,
      dismiss,
      trackDownload,
      success: (message) => notify({ severity: 'success', message }),
      info: (message) => notify({ severity: 'info', message }),
      warning: (message) => notify({ severity: 'warning', message }),
      error: (message) => notify({ severity: 'error', message }),
    };
  }, [notify, update, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack toasts={toasts} defaultAutoHideMs={autoHideMs} onClose={dismiss} label="Notifications" />
    </ToastContext.Provider>
  );
}

// Used when a component renders outside any ToastProvider (e.g. a remote mounted without one):
// messages still reach the user through the global toast area instead of throwing.
const fallbackApi: ToastApi = (() => {
  let id = 0;
  const push = (options: ToastOptions) => {
    showGlobalToast(options);
    return --id;
  };
  return {
    notify: push,
    success: (message) => push({ severity: 'success', message }),
    info: (message) => push({ severity: 'info', message }),
    warning: (message) => push({ severity: 'warning', message }),
    error: (message) => push({ severity: 'error', message }),
    update: () => undefined,
    dismiss: () => undefined,
    trackDownload: async (run) => run(() => undefined),
  };
})();

export function useToast(): ToastApi {
  return useContext(ToastContext) ?? fallbackApi;
}
