// Templates and the library (DOMAIN.md 6): limits, messages and the request schemas of create, edit,
// preview, collections, labels, favorites and rename. The body is the editor's JSON document
// (document.ts), checked with checkTemplateDocument and, given the company's merge field names, with
// the shortCodePlaceholder rule ('Invalid merge field: {msg}.') as an error on `body`.
import * as yup from 'yup';
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { checkMergeFields } from '../merge-fields/rules';
import { DOCUMENT_TYPES, type DocumentType } from '../statuses';
import { rules } from '../validation';
import { checkTemplateDocument, mergeFieldsAsText, type TemplateDocument } from './document';

export const TEMPLATE_NAME_MAX = 255;
export const TEMPLATE_DESCRIPTION_MAX = 1000;
export const LIBRARY_NAME_MAX = 100;
/** The templates list's page size when none is asked for (000 section 7). */
export const TEMPLATE_LIST_PER_PAGE = 10;
/** The largest JSON request a template save may send (the body's limit plus its other fields). */
export const TEMPLATE_REQUEST_MAX_BYTES = 9 * 1024 * 1024;

export const TEMPLATE_TYPE_NAMES = Object.keys(DOCUMENT_TYPES) as DocumentType[];
/** The template types whose body may hold signature fields (the editor offers them only there): contracts, and the SF 1413 both sides sign. */
export const SIGNATURE_TEMPLATE_TYPES: readonly DocumentType[] = ['contract', 'sf-1413'];
export const allowsSignatureFields = (type: string | null | undefined) => (SIGNATURE_TEMPLATE_TYPES as readonly string[]).includes(type ?? '');
/** Which templates the list shows: every active one, the user's favorites, or the archived ones. */
export const TEMPLATE_VIEWS = ['all', 'favorites', 'archived'] as const;
export type TemplateView = (typeof TEMPLATE_VIEWS)[number];
export const TEMPLATE_SORT_FIELDS = ['name', 'type', 'updated_at', 'created_at'] as const;
export type TemplateSortField = (typeof TEMPLATE_SORT_FIELDS)[number];
/** What library/items/rename and library/items/search name. */
export const LIBRARY_ENTITIES = ['template', 'collection', 'label'] as const;
export type LibraryEntity = (typeof LIBRARY_ENTITIES)[number];
/** The colours a label may have (a chip's background). */
export const LABEL_COLORS = ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const TEMPLATE_MESSAGES = {
  templateCreated: 'The template has been created.',
  templateSaved: 'The template has been saved.',
  templateArchived: 'The template has been archived.',
  templateRestored: 'The template has been restored.',
  restoreNameTaken: (name: string) => `Another template is named "${name}". Rename it, then restore this one.`,
  templateArchivedReadOnly: 'An archived template can not be changed. Restore it first.',
  archiveTemplateConfirm: (name: string) => `Are you sure you want to archive the template "${name}"?`,
  versionRestored: (number: number) => `Version ${number} has been restored.`,
  restoreVersionConfirm: (number: number) => `Restore version ${number}? The template's current content is kept as a version.`,
  signatureFieldsOnlyInContracts: 'Signature fields can only be placed in contract and SF 1413 templates.',
  collectionCreated: 'The collection has been created.',
  collectionDeleted: 'The collection has been deleted.',
  deleteCollectionConfirm: (name: string) => `Are you sure you want to delete the collection "${name}"? Its templates are kept.`,
  addedToCollection: 'The templates have been added to the collection.',
  removedFromCollection: 'The templates have been removed from the collection.',
  labelCreated: 'The label has been created.',
  labelDeleted: 'The label has been deleted.',
  deleteLabelConfirm: (name: string) => `Are you sure you want to delete the label "${name}"? It is removed from its templates.`,
  labelAttached: 'The label has been added.',
  labelDetached: 'The label has been removed.',
  addedToFavorites: 'The template has been added to favorites.',
  removedFromFavorites: 'The template has been removed from favorites.',
  renamed: 'The name has been changed.',
  projectCollectionSaved: "The project's template collection has been saved.",
} as const;

const body = (known?: readonly string[]) =>
  yup
    .mixed<TemplateDocument>()
    .test('required', M.required, (v) => v !== undefined && v !== null)
    .test('document', (value, ctx) => {
      if (value === undefined || value === null) return true;
      const message = checkTemplateDocument(value);
      if (message) return ctx.createError({ message });
      const mergeMessage = known ? checkMergeFields(mergeFieldsAsText(value), known) : null;
      return mergeMessage ? ctx.createError({ message: mergeMessage }) : true;
    });

const name = () => rules.requiredString().max(TEMPLATE_NAME_MAX, M.strMax(TEMPLATE_NAME_MAX));
const type = () => rules.requiredString().oneOf([...TEMPLATE_TYPE_NAMES], selected('type')) as yup.StringSchema<DocumentType>;

/**
 * Create and edit of a template; `known` are the merge field names a template may use in the
 * company (the server passes them; the client form passes the shortcode list it shows).
 */
export const templateSchema = (known?: readonly string[]) =>
  yup.object({
    name: name(),
    type: type(),
    description: rules.text().max(TEMPLATE_DESCRIPTION_MAX, M.strMax(TEMPLATE_DESCRIPTION_MAX)).default(''),
    body: body(known).required(M.required),
  });
export type TemplateInput = yup.InferType<ReturnType<typeof templateSchema>>;

/** POST templates/preview: the PDF of a body not saved yet (the editor's preview). */
export const templatePreviewSchema = (known?: readonly string[]) =>
  yup.object({
    name: rules.text().max(TEMPLATE_NAME_MAX, M.strMax(TEMPLATE_NAME_MAX)).default(''),
    body: body(known).required(M.required),
  });

export const libraryNameRule = () => rules.requiredString().max(LIBRARY_NAME_MAX, M.strMax(LIBRARY_NAME_MAX));
const templateIds = () => rules.ids(100).required(M.required).min(1, M.required);

export const collectionCreateSchema = yup.object({ name: libraryNameRule(), template_ids: rules.ids(100).default([]) });
export const collectionTemplatesSchema = yup.object({ template_ids: templateIds() });
export const labelCreateSchema = yup.object({
  name: libraryNameRule(),
  color: yup.string<LabelColor>().oneOf([...LABEL_COLORS], selected('color')).default('gray'),
});
export const labelTemplatesSchema = yup.object({ template_ids: templateIds() });
export const favoriteSchema = yup.object({
  template_id: rules.id().required(M.required),
  /** true adds, false removes; left out it toggles. */
  favorite: yup.boolean().typeError(selected('favorite')),
});
export const renameSchema = yup.object({
  entity: rules.requiredString().oneOf([...LIBRARY_ENTITIES], selected('entity')) as yup.StringSchema<LibraryEntity>,
  entity_id: rules.id().required(M.required),
  name: libraryNameRule(),
});
export const templateRestoreSchema = yup.object({ template_id: rules.id().required(M.required) });
export const librarySearchSchema = yup.object({
  search: rules.queryText().required(M.required),
  entity: yup.array().typeError(M.required).of(rules.requiredString().oneOf([...LIBRARY_ENTITIES], selected('entity')) as yup.StringSchema<LibraryEntity>),
});
export const projectCollectionSchema = yup.object({ collection_id: rules.id().nullable().default(null) });
export const temporaryCollectionSchema = yup.object({
  project_id: rules.id().required(M.required),
  name: rules.text().max(LIBRARY_NAME_MAX, M.strMax(LIBRARY_NAME_MAX)).default(''),
  template_ids: templateIds(),
});
