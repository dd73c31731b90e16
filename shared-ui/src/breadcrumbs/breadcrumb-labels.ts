// Names for breadcrumbs that the URL alone cannot give: a remote page says "the crumb of /companies/7 is
// Ridge Electric" and the shell's header shows that instead of "#7". The store is module state; shared-ui is a
// Module Federation singleton, and the store is also kept on globalThis so that even a second copy of this
// module (a remote's fallback bundle) reads and writes the same one.
import { useEffect, useSyncExternalStore } from 'react';

export type BreadcrumbLabels = Readonly<Record<string, string>>;

type Entry = { token: symbol; label: string };
type Store = {
  /** Every live registration per path; the latest one wins, an unmount uncovers the one before. */
  entries: Map<string, Entry[]>;
  snapshot: BreadcrumbLabels;
  listeners: Set<() => void>;
};

const STORE_KEY = Symbol.for('contract-hub.shared-ui.breadcrumb-labels');
const EMPTY: BreadcrumbLabels = Object.freeze({});

function getStore(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  let store = holder[STORE_KEY];
  if (!store) {
    store = { entries: new Map(), snapshot: EMPTY, listeners: new Set() };
    holder[STORE_KEY] = store;
  }
  return store;
}

/** "/companies/7/" and "/companies/7" name the same crumb. */
export function normalizeBreadcrumbPath(path: string): string {
  const trimmed = path.trim().split(/[?#]/)[0];
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

function publish(store: Store) {
  const next: Record<string, string> = {};
  for (const [path, list] of store.entries) {
    const last = list[list.length - 1];
    if (last) next[path] = last.label;
  }
  store.snapshot = Object.keys(next).length ? Object.freeze(next) : EMPTY;
  for (const listener of [...store.listeners]) listener();
}

/** Names the crumb of `path`; returns the function that takes the name back. */
export function setBreadcrumbLabel(path: string, label: string): () => void {
  const store = getStore();
  const key = normalizeBreadcrumbPath(path);
  const entry: Entry = { token: Symbol(key), label };
  store.entries.set(key, [...(store.entries.get(key) ?? []), entry]);
  publish(store);
  let isCleared = false;
  return () => {
    if (isCleared) return;
    isCleared = true;
    const rest = (store.entries.get(key) ?? []).filter((e) => e.token !== entry.token);
    if (rest.length) store.entries.set(key, rest);
    else store.entries.delete(key);
    publish(store);
  };
}

/** The names currently given, by normalized path. The same object until something changes. */
export function getBreadcrumbLabels(): BreadcrumbLabels {
  return getStore().snapshot;
}

export function subscribeBreadcrumbLabels(listener: () => void): () => void {
  const store = getStore();
  store.listeners.add(listener);
  return () => {
    store.listeners.delete(listener);
  };
}

/**
 * For a page: shows `label` (the entity's name) as the crumb of `path` while the page is mounted, e.g.
 * `useBreadcrumbLabel(NETWORK_ROUTES.company(id), company?.name)`. Nothing happens while the label is
 * empty (still loading); the name goes away on unmount or when path or label change.
 */
export function useBreadcrumbLabel(path: string | null | undefined, label: string | null | undefined): void {
  const text = label?.trim();
  useEffect(() => {
    if (!path || !text) return undefined;
    return setBreadcrumbLabel(path, text);
  }, [path, text]);
}

/** For the header: every name the pages have given, re-rendering when one changes. */
export function useBreadcrumbLabels(): BreadcrumbLabels {
  return useSyncExternalStore(subscribeBreadcrumbLabels, getBreadcrumbLabels, getBreadcrumbLabels);
}

/** The reserved entry a not-found page holds while it is shown (not a path: paths start with '/'). */
const NOT_FOUND_ENTRY = 'not-found';

/**
 * For the 404 page (NotFoundState): while it is mounted the header shows no trail, since the crumbs
 * would name a page or record that does not exist.
 */
export function useNotFoundBreadcrumb(): void {
  useEffect(() => {
    const store = getStore();
    const entry: Entry = { token: Symbol(NOT_FOUND_ENTRY), label: NOT_FOUND_ENTRY };
    store.entries.set(NOT_FOUND_ENTRY, [...(store.entries.get(NOT_FOUND_ENTRY) ?? []), entry]);
    publish(store);
    return () => {
      const rest = (store.entries.get(NOT_FOUND_ENTRY) ?? []).filter((e) => e.token !== entry.token);
      if (rest.length) store.entries.set(NOT_FOUND_ENTRY, rest);
      else store.entries.delete(NOT_FOUND_ENTRY);
      publish(store);
    };
  }, []);
}

/** For the header: whether a 404 page is shown (see useNotFoundBreadcrumb). */
export const isNotFoundShown = (labels: BreadcrumbLabels): boolean => NOT_FOUND_ENTRY in labels;
