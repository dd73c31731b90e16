// Approval workflows: the settings routes, and the workflow writes the merge-fields demo data uses.
export { default } from './routes';
export { insertWorkflow, replaceSteps } from './repository';
