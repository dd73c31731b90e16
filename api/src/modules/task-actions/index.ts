// Task actions (issue 15, task-actions-api): the routes of the vendor's and the reviewer's actions on a
// task (submit, approve, reject, acknowledge, SF 1413 form, file and document downloads), and the COI
// requirement look-up the schedules and checklists share.
export { default } from './routes';
export { findCoiRequirement, requirementApplies } from './coi';
export { safeFileName } from './uploads';
