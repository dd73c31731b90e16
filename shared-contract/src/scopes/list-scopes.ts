import { defineEndpoint, listQuery, oneOfList, selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { dataOf, messageResponse, pageOf, s } from '../schema';
import { rules, yup } from '../validation';
import { createScopeSchema, scopeFormSchema } from './rules';
import { SCOPE_STATUSES } from '../statuses';
import { SCOPE_SORT_FIELDS, type ScopeStatus, scopeDetailsShape, scopeRowShape } from './shapes';

/**
 * A project's scopes: the owner's, or (for the vendor) the ones it is the vendor of. Search matches
 * the scope name; default sort created_at desc.
 */
export const listScopes = defineEndpoint({
  method: 'GET',
  path: 'scopes',
  summary: 'Paged, filtered, sorted scopes of one project (the vendor sees its own)',
  query: listQuery(SCOPE_SORT_FIELDS, {
    project_id: rules.id().typeError(M.required).required(M.required),
    status: oneOfList(Object.keys(SCOPE_STATUSES) as ScopeStatus[], 'status'),
    vendor_company_id: rules.id(),
  }),
  response: pageOf(scopeRowShape),
});

export const createScope = defineEndpoint({
  method: 'POST',
  path: 'scopes',
  summary: 'Creates a drafting scope (multipart: the form fields, editor_ids[], files as attachments[]; 10 MB each)',
  multipart: true,
  body: createScopeSchema,
  status: 201,
  response: s.object({ data: scopeDetailsShape, message: s.string() }),
});

export const findScope = defineEndpoint({
  method: 'GET',
  path: 'scopes/:id',
  summary: 'One scope with editors, attachments and its approval round',
  response: dataOf(scopeDetailsShape),
});

/** The spec's method override: POST scopes/{id}?_method=PUT (multipart). */
export const updateScope = defineEndpoint({
  method: 'POST',
  path: 'scopes/:id',
  summary: 'Saves a scope (multipart, ?_method=PUT; editor_ids[] replaces the editors, attachments[] are added); while pending, every other approver is reset',
  multipart: true,
  query: yup.object({ _method: yup.string().typeError(selected('method')).oneOf(['PUT', 'put'], selected('method')) }),
  body: scopeFormSchema,
  response: s.object({ data: scopeDetailsShape, message: s.string() }),
});

export const deleteScope = defineEndpoint({
  method: 'DELETE',
  path: 'scopes/:id',
  summary: 'Deletes a scope that was not sent, with its attachments',
  response: messageResponse,
});
