// Employees: the routes; the role label and the user queries and writes auth, profile (its own name,
// phone and professions) and permission groups use; the people demo data for the seed.
export { default } from './routes';
export { roleOption } from './presenter';
export { countUsersByRole, findProfessionsOfUsers, findUnknownProfessionIds, isUserArchived, replaceUserProfessions, updateEmployee } from './repository';
export { seedPeopleDemoData } from './demo-data';
