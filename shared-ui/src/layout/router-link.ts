// The app's router link for shared-ui components that open app routes: shared-ui does not depend on
// react-router-dom, so the shell provides its Link once (AppProviders) and every remote it mounts
// reads the same context (shared-ui is a singleton). Without it such a component renders a plain
// link, which loads the page.
import { createContext, useContext, type ElementType } from 'react';

const RouterLinkContext = createContext<ElementType | null>(null);

export const RouterLinkProvider = RouterLinkContext.Provider;

export function useRouterLink(): ElementType | null {
  return useContext(RouterLinkContext);
}
