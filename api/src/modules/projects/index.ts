// Projects: the routes; the activity log other modules write to (team, scopes, approvals, chat).
export { recordProjectActivity, type ProjectActivityInput } from './repository';
