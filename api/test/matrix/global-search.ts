// Global search: it searches the caller's own network, so any signed-in company user passes the
// guard (the groups then follow the lists' view permissions; the view-only user may view both).
// The row's path carries no search, so a signed-in user gets the 422 for the missing text.
import type { MatrixModule } from './types';

export const globalSearchMatrix: MatrixModule = {
  endpoints: [{ method: 'GET', path: () => '/api/v1/search-results', access: 'auth', signedIn: 422 }],
};
