// Downloads and jobs: each row is the signed-in user's own, so any signed-in user passes the guard;
// the home owner's job is a 404 to everyone else (here the home view-only user), and a download
// without its token is a 422 (with a token, another user's download is a 404: downloads.test.ts).
import { downloads } from '../../src/db/schema';
import type { MatrixModule } from './types';

export const downloadsMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const owner = home.users.general_owner!;
    const [download] = await app.db
      .insert(downloads)
      .values({ userId: owner.id, companyId: home.company.id, name: 'matrix.csv', storageKey: 'downloads/matrix.csv', tokenHash: '0'.repeat(64), expiresAt: new Date(Date.now() + 3600_000) })
      .returning();
    const job = await app.jobs.enqueue('matrix.none', {}, { userId: owner.id });
    return { ownerDownload: download.id, ownerJob: job.id };
  },
  endpoints: [
    { method: 'GET', path: (c) => `/api/v2/downloads/${c.ids.ownerDownload}/download`, access: 'auth', signedIn: 422 },
    { method: 'GET', path: (c) => `/api/v2/jobs/${c.ids.ownerJob}`, access: 'auth', signedIn: 404 },
  ],
};
