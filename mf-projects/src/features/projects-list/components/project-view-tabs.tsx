// The list's views (DOMAIN 3: "delete" archives): Active (default) and Archived, kept in the URL as
// ?view=archived so a reload and a shared link keep it. Changing the view starts at page 1.
import { Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { PROJECT_VIEWS, type ProjectView } from 'shared-contract';

export const PROJECT_VIEW_PARAM = 'view';

/** The view in the URL; anything but 'archived' is the default Active view. */
export function useProjectView(): ProjectView {
  const [query] = useSearchParams();
  return query.get(PROJECT_VIEW_PARAM) === 'archived' ? 'archived' : 'active';
}

export function ProjectViewTabs() {
  const [query, setQuery] = useSearchParams();
  const view = useProjectView();
  const choose = (next: ProjectView) => {
    if (next === view) return;
    const nextQuery = new URLSearchParams(query);
    nextQuery.delete('page');
    if (next === 'archived') nextQuery.set(PROJECT_VIEW_PARAM, 'archived');
    else nextQuery.delete(PROJECT_VIEW_PARAM);
    setQuery(nextQuery);
  };
  return (
    <Tabs value={view} onChange={(_event, next: ProjectView) => choose(next)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Project views">
      {(Object.keys(PROJECT_VIEWS) as ProjectView[]).map((key) => (
        <Tab key={key} value={key} label={PROJECT_VIEWS[key]} />
      ))}
    </Tabs>
  );
}
