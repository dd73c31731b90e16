// Projects: the routes; the activity log other modules write to (team, scopes, approvals, chat); the
// project look-ups and flags the project setup, scopes and global search use; the demo data.
export { default, type ProjectsRoutesOptions, type ScopeFlagsResolver } from './routes';
export { recordProjectActivity, searchProjects, type ProjectActivityInput } from './repository';
export { assertProjectActive, findOwnProjectOrFail, findVisibleProjectOrFail, projectAbilities } from './service';
export { toProjectSearchRow } from './presenter';
export { seedProjectDemoData } from './demo-data';
