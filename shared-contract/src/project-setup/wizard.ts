// The creation wizard's steps 2-4 (?project_id=): each saves and moves a draft project to the next step.
import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { setupProjectQuery, setWorkflowSchema, stepFourSchema, stepThreeSchema, stepTwoSchema, usersForWorkflowQuery } from './rules';
import { setupUserShape, stepFourFieldsShape, stepSavedShape, stepThreeSectionShape } from './shapes';

export const saveStepTwo = defineEndpoint({
  method: 'POST',
  path: 'project/step-2',
  summary: 'Wizard step 2: the team, replaced by users[] (active employees of the company)',
  query: setupProjectQuery,
  body: stepTwoSchema,
  response: stepSavedShape,
});

export const listStepThreeFields = defineEndpoint({
  method: 'GET',
  path: 'project/step-3/fields',
  summary: "Wizard step 3: the creation form's sections and fields with the project's values",
  query: setupProjectQuery,
  response: dataOf(s.array(stepThreeSectionShape)),
});

export const saveStepThree = defineEndpoint({
  method: 'POST',
  path: 'project/step-3',
  summary: "Wizard step 3: the project's custom field values (fields[i].custom_field_id, value; '' clears); every required field needs a value (422 on fields.{i}.value or custom_fields.{id})",
  query: setupProjectQuery,
  body: stepThreeSchema,
  response: stepSavedShape,
});

export const listStepFourFields = defineEndpoint({
  method: 'GET',
  path: 'project/step-4/fields',
  summary: "Wizard step 4: the company's scope and contract approval workflows and the project's choice of each with its default users",
  query: setupProjectQuery,
  response: dataOf(stepFourFieldsShape),
});

export const listUsersForWorkflowField = defineEndpoint({
  method: 'GET',
  path: 'project/users-for-workflow-field',
  summary: "The users a workflow's default users are picked from: the company's active employees (search), or a workflow's approvers (workflow_id)",
  query: usersForWorkflowQuery,
  response: dataOf(s.array(setupUserShape)),
});

export const saveStepFour = defineEndpoint({
  method: 'POST',
  path: 'project/step-4',
  summary: "Wizard step 4: the scope and contract approval workflows (Settings workflows of that kind; none allowed) and their default users",
  query: setupProjectQuery,
  body: stepFourSchema,
  response: stepSavedShape,
});

export const setWorkflow = defineEndpoint({
  method: 'POST',
  path: 'project/set-workflow',
  summary: "Sets one of the project's workflows (form data: project_id, type scope|contract, workflow_id, users[] default users); Info > scope-workflow / contract-workflow",
  body: setWorkflowSchema,
  response: messageResponse,
});
