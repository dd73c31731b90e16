// Project setup: the routes; the team look-ups (chat membership, notifications) and the custom field
// values of scopes for other modules; the demo data for the seed.
export { default } from './routes';
export { seedProjectSetupDemoData } from './demo-data';
export {
  deleteEntityCustomFieldValues,
  findEntityCustomFieldValues,
  findProjectTeamUserIds,
  isProjectTeamMember,
  saveEntityCustomFieldValues,
} from './service';
