// The template editor's public props (the lazy wrappers and the implementation share them).
import type { MergeFieldOption, TemplateDocument } from 'shared-contract';

export type TemplateEditorProps = {
  value: TemplateDocument;
  /** Every change, as a body that shared-contract's checkTemplateDocument accepts. */
  onChange: (doc: TemplateDocument) => void;
  /** The merge fields offered by `{{` and the toolbar (settings/shortcode/company-list). */
  mergeFields: readonly MergeFieldOption[];
  /** Offers the signature field menu (templates whose documents are signed). */
  allowSignatureFields?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  'aria-label'?: string;
};

export type TemplateDocumentViewProps = {
  value: TemplateDocument;
  /** Merge field values; given, the fields are filled (missing ones keep {{name}}), else shown as chips. */
  values?: Record<string, string>;
};
