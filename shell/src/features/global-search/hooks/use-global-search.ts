// The header search's state (000 section 5): on key release, text longer than 2 characters (trimmed)
// is searched after SEARCH_DEBOUNCE_MS and opens the results; shorter text clears them. Only the
// newest request may set results: an older answer arriving late is dropped (and its call aborted).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, isGlobalSearchText, type GlobalSearchResults } from 'shared-contract';
import { findGlobalSearchResults } from '../api/global-search';

export type GlobalSearchState =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'error'; text: string; error: unknown }
  | { status: 'done'; text: string; results: GlobalSearchResults };

export function useGlobalSearch() {
  const [state, setState] = useState<GlobalSearchState>({ status: 'idle' });
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const lastText = useRef('');

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    sequence.current += 1;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (text: string) => {
      cancel();
      const id = sequence.current;
      const controller = new AbortController();
      inFlight.current = controller;
      lastText.current = text;
      setState({ status: 'loading', text });
      setIsOpen(true);
      try {
        const results = await findGlobalSearchResults({ search: text }, controller.signal);
        if (id === sequence.current) setState({ status: 'done', text, results });
      } catch (error) {
        if (id === sequence.current) setState({ status: 'error', text, error });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [cancel],
  );

  const clear = useCallback(() => {
    cancel();
    lastText.current = '';
    setState({ status: 'idle' });
    setIsOpen(false);
  }, [cancel]);

  /** The box's key release: `now` (Enter) searches at once, even the text already shown. */
  const onRelease = useCallback(
    (value: string, now = false) => {
      const text = value.trim();
      if (!isGlobalSearchText(text)) {
        if (lastText.current || timer.current) clear();
        return;
      }
      if (now) {
        void run(text);
        return;
      }
      // Keys that change nothing (arrows, Shift, the Escape that closed the results) do not search again.
      if (text === lastText.current) {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        return;
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void run(text);
      }, SEARCH_DEBOUNCE_MS);
    },
    [clear, run],
  );

  const retry = useCallback(() => {
    if (state.status !== 'idle') void run(state.text);
  }, [run, state]);

  return { state, isOpen, close: () => setIsOpen(false), onRelease, retry };
}
