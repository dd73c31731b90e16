import type { ReactNode } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export type ToastAction = { label: string; onClick: () => void };

export type ToastOptions = {
  severity: ToastSeverity;
  title?: string;
  message: ReactNode;
  action?: ToastAction;
  /** Milliseconds before the toast hides; null keeps it until closed or updated. */
  autoHideMs?: number | null;
  /** 0-100 shows a determinate bar, 'indeterminate' a running one. */
  progress?: number | 'indeterminate';
};

export type Toast = ToastOptions & { id: number };
