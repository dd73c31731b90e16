// Which part of the library the list shows (the side panel's choice), kept in the URL so a reload
// and a shared link keep it: ?view=favorites, ?view=archived, ?collection={id} or ?label={id};
// neither is All templates. Choosing another starts at page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type LibraryView =
  | { kind: 'all' }
  | { kind: 'favorites' }
  | { kind: 'archived' }
  | { kind: 'collection'; id: number }
  | { kind: 'label'; id: number };

const ID = /^[1-9]\d{0,8}$/;

export function parseLibraryView(query: URLSearchParams): LibraryView {
  const collection = query.get('collection');
  if (collection && ID.test(collection)) return { kind: 'collection', id: Number(collection) };
  const label = query.get('label');
  if (label && ID.test(label)) return { kind: 'label', id: Number(label) };
  const view = query.get('view');
  if (view === 'favorites' || view === 'archived') return { kind: view };
  return { kind: 'all' };
}

export const isSameView = (a: LibraryView, b: LibraryView) => a.kind === b.kind && ('id' in a ? a.id : 0) === ('id' in b ? b.id : 0);

export function useLibraryView() {
  const [query, setQuery] = useSearchParams();
  const view = useMemo(() => parseLibraryView(query), [query]);
  const choose = useCallback(
    (next: LibraryView) => {
      const nextQuery = new URLSearchParams(query);
      for (const key of ['page', 'view', 'collection', 'label']) nextQuery.delete(key);
      if (next.kind === 'favorites' || next.kind === 'archived') nextQuery.set('view', next.kind);
      if (next.kind === 'collection') nextQuery.set('collection', String(next.id));
      if (next.kind === 'label') nextQuery.set('label', String(next.id));
      setQuery(nextQuery);
    },
    [query, setQuery],
  );
  return { view, choose };
}
