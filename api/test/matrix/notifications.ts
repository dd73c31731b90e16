// Notifications: every row is the signed-in user's own data, so any signed-in user passes the guard;
// the home owner's notification is a 404 to everyone else (here the home view-only user).
import { notifications } from '../../src/db/schema';
import type { MatrixModule } from './types';

const v1 = (path: string) => `/api/v1/${path}`;

export const notificationsMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const [row] = await app.db
      .insert(notifications)
      .values({ userId: home.users.general_owner!.id, type: 'task_assigned', title: 'Matrix notification', body: 'For the owner only.' })
      .returning();
    return { ownerNotification: row.id };
  },
  endpoints: [
    { method: 'GET', path: () => v1('users/notifications'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('users/notifications/by-type'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('users/notifications/read'), access: 'auth', body: { all: true }, signedIn: 200 },
    { method: 'POST', path: (c) => v1(`users/notifications/delete/${c.ids.ownerNotification}`), access: 'auth', signedIn: 404 },
  ],
};
