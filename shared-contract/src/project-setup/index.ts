// Project setup (wizard steps 2-5, team, creation form, custom field values, workflows, additional
// documents): the rules, the shapes, and the endpoints as one namespace (projectSetupEndpoints.x).
export * from './rules';
export * from './shapes';
export * as projectSetupEndpoints from './endpoints';
