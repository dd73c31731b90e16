import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { rules, yup } from '../validation';
import { VALIDATION_MESSAGES as M } from '../messages';
import { checkScopeAttachmentSchema, scopeIdQuery } from './rules';
import { scopeAttachmentShape } from './shapes';

export const listScopeAttachments = defineEndpoint({
  method: 'GET',
  path: 'scope/attachment/list',
  summary: "A scope's attachments, newest first",
  query: scopeIdQuery,
  response: dataOf(s.array(scopeAttachmentShape)),
});

/** Multipart: `scope_id` and the files as `attachments[]` (or `file`); each 10 MB at most, SCOPE_ATTACHMENT_EXTENSIONS. */
export const addScopeAttachments = defineEndpoint({
  method: 'POST',
  path: 'scope/attachment/add',
  summary: 'Adds files to a scope (multipart: scope_id, attachments[]); the bulk upload sends one request per file',
  multipart: true,
  body: yup.object({ scope_id: rules.id().typeError(M.required).required(M.required) }),
  response: s.object({ data: s.array(scopeAttachmentShape), message: s.string() }),
});

/** Whether a file may be uploaded (extension, 10 MB): 200, else 422 on `file` with the spec's message. */
export const checkScopeAttachment = defineEndpoint({
  method: 'POST',
  path: 'scope/attachment/check',
  summary: 'Answers whether a file (name, size) can be attached: 422 on file with the message when not',
  body: checkScopeAttachmentSchema,
  response: dataOf(s.object({ acceptable: s.literal(true), message: s.string() })),
});

export const deleteScopeAttachment = defineEndpoint({
  method: 'POST',
  path: 'scope/attachment/delete',
  summary: 'Deletes one attachment of a scope',
  body: yup.object({ id: rules.id().typeError(M.required).required(M.required) }),
  response: messageResponse,
});

/** Not named by the spec: the file itself, for the scope form and the project's Documents tab. */
export const downloadScopeAttachment = defineEndpoint({
  method: 'GET',
  path: 'scope/attachment/:id/download',
  summary: 'Downloads one attachment (the file)',
  file: true,
});
