// What the template and library endpoints answer with: the shapes, and the types the screens use.
import { s, type Infer } from '../schema';
import { SIGNATURE_FIELD_KINDS, SIGNER_ROLES, type SignatureFieldKind, type SignerRole, type TemplateDocument } from './document';
import { LABEL_COLORS, TEMPLATE_TYPE_NAMES } from './rules';

/** Per-item flags: what the signed-in user may do with this template. */
export const templateAbilitiesShape = s.object({ view: s.boolean(), update: s.boolean(), delete: s.boolean() });
export type TemplateAbilities = Infer<typeof templateAbilitiesShape>;

export const labelShape = s.object({ id: s.integer(), name: s.string(), color: s.enum(LABEL_COLORS) });
export type TemplateLabel = Infer<typeof labelShape>;
export const labelRowShape = s.object({ id: s.integer(), name: s.string(), color: s.enum(LABEL_COLORS), templates_count: s.integer() });
export type TemplateLabelRow = Infer<typeof labelRowShape>;

export const collectionRefShape = s.object({ id: s.integer(), name: s.string() });
export type TemplateCollectionRef = Infer<typeof collectionRefShape>;
export const collectionShape = s.object({
  id: s.integer(),
  name: s.string(),
  templates_count: s.integer(),
  /** Set for a project's own (temporary) collection, which the library's side panel does not list. */
  project_id: s.nullable(s.integer()),
  created_at: s.dateTime(),
});
export type TemplateCollection = Infer<typeof collectionShape>;

const personRefShape = s.nullable(s.object({ id: s.integer(), full_name: s.string() }));

const templateFields = {
  id: s.integer(),
  name: s.string(),
  type: s.enum(TEMPLATE_TYPE_NAMES),
  type_label: s.string(),
  description: s.string(),
  created_at: s.dateTime(),
  updated_at: s.dateTime(),
  updated_by: personRefShape,
  archived_at: s.nullable(s.dateTime()),
  /** The number of the current version (1 for a template never edited). */
  version: s.integer(),
  is_favorite: s.boolean(),
  labels: s.array(labelShape),
  collections: s.array(collectionRefShape),
  can: templateAbilitiesShape,
};

/** A row of GET /api/v2/templates. */
export const templateRowShape = s.object(templateFields);
export type TemplateRow = Infer<typeof templateRowShape>;

export const signatureFieldShape = s.object({ role: s.enum(Object.keys(SIGNER_ROLES) as SignerRole[]), kind: s.enum(Object.keys(SIGNATURE_FIELD_KINDS) as SignatureFieldKind[]), label: s.nullable(s.string()) });

/** The body as the editor's JSON document (checked on save with checkTemplateDocument). */
const documentShape = () => s.object({ type: s.literal('doc') }, { open: true });

/** One template with its body: JSON for the editor, the stored sanitised HTML, its fields. */
export const templateShape = s.object({
  ...templateFields,
  body: documentShape(),
  html: s.string(),
  merge_fields: s.array(s.string()),
  signature_fields: s.array(signatureFieldShape),
});
export type Template = Omit<Infer<typeof templateShape>, 'body'> & { body: TemplateDocument };

const versionRowFields = {
  id: s.integer(),
  number: s.integer(),
  name: s.string(),
  type: s.enum(TEMPLATE_TYPE_NAMES),
  type_label: s.string(),
  created_at: s.dateTime(),
  created_by: personRefShape,
  /** What the save was: created, edited, restored from version N, renamed. */
  note: s.string(),
  is_current: s.boolean(),
};
export const templateVersionRowShape = s.object(versionRowFields);
export type TemplateVersionRow = Infer<typeof templateVersionRowShape>;

export const templateVersionShape = s.object({
  ...versionRowFields,
  description: s.string(),
  body: documentShape(),
  html: s.string(),
});
export type TemplateVersion = Omit<Infer<typeof templateVersionShape>, 'body'> & { body: TemplateDocument };

/** A result of library/items/search. */
export const librarySearchResultShape = s.object({
  entity: s.enum(['template', 'collection', 'label'] as const),
  id: s.integer(),
  name: s.string(),
  /** Templates: the type label; collections and labels: the number of templates. */
  detail: s.string(),
});
export type LibrarySearchResult = Infer<typeof librarySearchResultShape>;

/** A project's template collection (the project's Info tab). */
export const projectCollectionShape = s.object({
  project_id: s.integer(),
  collection: s.nullable(collectionShape),
  templates: s.array(s.object({ id: s.integer(), name: s.string(), type: s.enum(TEMPLATE_TYPE_NAMES), type_label: s.string() })),
});
export type ProjectTemplateCollection = Infer<typeof projectCollectionShape>;
