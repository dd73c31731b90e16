// Project team (wizard step 2 and Info > Teams): the members, the employees not yet in it, add and remove.
import { defineEndpoint, listQuery } from '../endpoint';
import { messageResponse, pageOf } from '../schema';
import { rules } from '../validation';
import { VALIDATION_MESSAGES as M } from '../messages';
import { NOT_ADDED_SORT_FIELDS, TEAM_SORT_FIELDS, setupUserShape, teamMemberShape } from './shapes';
import { teamUsersSchema } from './rules';

const projectId = () => rules.id().typeError(M.required).required(M.required);

export const listTeamUsers = defineEndpoint({
  method: 'GET',
  path: 'team/show-users',
  summary: "The project's team, paged, searched by name or e-mail (projects.view)",
  query: listQuery(TEAM_SORT_FIELDS, { project_id: projectId() }),
  response: pageOf(teamMemberShape),
});

export const listNotAddedUsers = defineEndpoint({
  method: 'GET',
  path: 'team/show-not-added-users',
  summary: "The company's active employees not in the project's team, paged, searched (projects.edit or a creator's draft)",
  query: listQuery(NOT_ADDED_SORT_FIELDS, { project_id: projectId() }),
  response: pageOf(setupUserShape),
});

export const addTeamUsers = defineEndpoint({
  method: 'POST',
  path: 'team/add-user',
  summary: 'Adds employees to the team (JSON or form data: project_id, users[]); members already in it are skipped',
  body: teamUsersSchema,
  response: messageResponse,
});

export const removeTeamUsers = defineEndpoint({
  method: 'POST',
  path: 'team/remove-user',
  summary: 'Removes employees from the team (JSON or form data: project_id, users[])',
  body: teamUsersSchema,
  response: messageResponse,
});
