// Projects: the home view-only user holds projects.view, so the reading rows are 'auth' with the
// status it gets (200, or 422 where a required query is missing); creating and adding to the
// company lists are 'auth' rows it is refused (403: not tenant-bound, another company's owner may
// create its own); saving, archiving and restoring a home project are permission rows (another
// company: 404).
import { projects, scopes } from '../../src/db/schema';
import type { MatrixModule } from './types';

const v1 = (path: string) => `/api/v1/${path}`;

export const projectsMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Matrix project', stage: 'Bidding' }).returning();
    const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId: project.id, name: 'Matrix flags scope' }).returning();
    return { project: project.id, flagsScope: scope.id };
  },
  endpoints: [
    { method: 'GET', path: () => v1('projects'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('projects'), access: 'auth', body: { name: 'Matrix', stage_id: 1 }, signedIn: 403 },
    { method: 'GET', path: (c) => v1(`projects/${c.ids.project}`), access: 'auth', signedIn: 200 },
    { method: 'PUT', path: (c) => v1(`projects/${c.ids.project}`), access: { permission: 'projects.edit' }, body: { name: 'Matrix', stage_id: 1 } },
    { method: 'DELETE', path: (c) => v1(`projects/${c.ids.project}`), access: { permission: 'projects.delete' } },
    { method: 'POST', path: (c) => v1(`projects/${c.ids.project}/restore`), access: { permission: 'projects.delete' } },
    { method: 'GET', path: () => v1('project/stage'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('project/stage/create'), access: 'auth', body: { name: 'Matrix stage' }, signedIn: 403 },
    { method: 'GET', path: () => v1('project/owner-type'), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('project/owner-type/create'), access: 'auth', body: { name: 'Matrix owner' }, signedIn: 403 },
    { method: 'GET', path: () => v1('project/names-list'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`permissions/project/${c.ids.project}`), access: 'auth', signedIn: 200, route: 'GET /api/v1/permissions/:id/:id' },
    { method: 'GET', path: (c) => v1(`permissions/scope/${c.ids.flagsScope}`), access: 'auth', signedIn: 200, route: 'GET /api/v1/permissions/:id/:id' },
    { method: 'GET', path: (c) => v1(`project/activity?project_id=${c.ids.project}`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`project/activity/download?project_id=${c.ids.project}`), access: 'auth', signedIn: 202 },
    { method: 'GET', path: () => v1('location/get-countries'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('location/get-states?country_id=US'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('location/get-cities?state_id=US-CA'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('location/search-addresses?search=Boston'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('location/get-place-data?place_id=US-MA'), access: 'auth', signedIn: 200 },
  ],
};
