// The project's Documents tab in one request (issue 9): the project's additional documents (wizard
// step 5; the owner's only) and the attachments of its scopes (the vendor: of the scopes it is the
// vendor of), newest first, paged, each with what the caller may do with it.
import { defineEndpoint, listQuery } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { type Infer, pageOf, s } from '../schema';
import { rules } from '../validation';

export const PROJECT_DOCUMENT_KINDS = ['project', 'scope'] as const;
export type ProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number];
export const PROJECT_DOCUMENT_SORT_FIELDS = ['created_at', 'name', 'size'] as const;

export const projectDocumentRowShape = s.object({
  /** 'project': an additional document (its id is the additional document's); 'scope': a scope attachment. */
  kind: s.enum(PROJECT_DOCUMENT_KINDS),
  id: s.integer(),
  name: s.string(),
  /** Bytes. */
  size: s.integer(),
  mime_type: s.nullable(s.string()),
  /** The scope of an attachment (null for an additional document). */
  scope_id: s.nullable(s.integer()),
  scope_name: s.nullable(s.string()),
  uploaded_by: s.nullable(s.string()),
  created_at: s.dateTime(),
  /** Whether the caller may delete it: the project's update right for a document, the scope's for an attachment. */
  can_delete: s.boolean(),
});
export type ProjectDocumentRow = Infer<typeof projectDocumentRowShape>;

/** Search matches the file name; default sort created_at desc. */
export const listProjectDocuments = defineEndpoint({
  method: 'GET',
  path: 'project/documents',
  summary: "A project's additional documents and its scopes' attachments in one paged list, newest first",
  query: listQuery(PROJECT_DOCUMENT_SORT_FIELDS, { project_id: rules.id().typeError(M.required).required(M.required) }),
  response: pageOf(projectDocumentRowShape),
});
