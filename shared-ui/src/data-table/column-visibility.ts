// Column visibility is remembered per user and table in localStorage (000 section 9).
import { useCallback, useEffect, useState } from 'react';

export function columnVisibilityKey(tableId: string, userId: string | number | null | undefined) {
  return `data-table:hidden-columns:${userId ?? 'guest'}:${tableId}`;
}

function readHidden(key: string | null): string[] {
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Hidden column fields for a table; without a tableId the choice lives only as long as the component. */
export function useHiddenColumns(tableId: string | undefined, userId: string | number | null | undefined) {
  const key = tableId ? columnVisibilityKey(tableId, userId) : null;
  const [hidden, setHidden] = useState<string[]>(() => readHidden(key));

  // Another user signing in on the same browser gets their own choice.
  useEffect(() => setHidden(readHidden(key)), [key]);

  const toggle = useCallback(
    (field: string) => {
      setHidden((current) => {
        const next = current.includes(field) ? current.filter((f) => f !== field) : [...current, field];
        if (key) {
          try {
            window.localStorage.setItem(key, JSON.stringify(next));
          } catch {
            // Storage full or blocked: the choice still applies for this visit.
          }
        }
        return next;
      });
    },
    [key],
  );

  return { hidden, toggle };
}
