import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-auth';

type AppProps = { router: ReturnType<typeof createBrowserRouter> };

export function App({ router }: AppProps) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
