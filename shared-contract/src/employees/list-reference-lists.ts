import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { professionShape, roleOptionShape } from './shapes';

export const listProfessions = defineEndpoint({
  method: 'GET',
  path: 'settings/professions',
  summary: 'The professions reference list (id, title)',
  response: dataOf(s.array(professionShape)),
});

export const listCompanyRoles = defineEndpoint({
  method: 'GET',
  path: 'settings/company/roles',
  summary: "The roles of the caller's company type",
  response: dataOf(s.array(roleOptionShape)),
});
