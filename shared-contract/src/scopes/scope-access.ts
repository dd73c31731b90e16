import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { optionalScopeIdQuery, projectIdQuery } from './rules';
import { scopeEditorOptionShape, scopePermissionShape, scopeVendorOptionShape } from './shapes';

/** The employees who may edit scopes (editors), `selected` for the editors of `scope_id` when given. */
export const listScopeEditors = defineEndpoint({
  method: 'GET',
  path: 'scope/get-editors',
  summary: "The company's active employees offered as scope editors, with the scope's editors selected",
  query: optionalScopeIdQuery,
  response: dataOf(s.array(scopeEditorOptionShape)),
});

export const checkScopePermission = defineEndpoint({
  method: 'GET',
  path: 'scope/check-permission',
  summary: 'What the caller may do with scopes in one project (view, create, update, delete, approve, chat)',
  query: projectIdQuery,
  response: dataOf(scopePermissionShape),
});

/**
 * Not named by the spec: what the scope form's vendor, assignee and signer pickers need, gated like a
 * scope's creation (projects.assign) so that right alone lets a user choose a vendor.
 */
export const listScopeVendorOptions = defineEndpoint({
  method: 'GET',
  path: 'scope/vendor-options',
  summary: "The caller's network companies a scope may go to, each with its active users and default assignee and signer, by name",
  response: dataOf(s.array(scopeVendorOptionShape)),
});
