// Requirement templates and a scope's requirement checklist (issue 15): the routes, and the demo
// requirement templates for the seed.
export { default } from './routes';
export { seedRequirementDemoData } from './demo-data';
