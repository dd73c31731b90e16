// A template's body (DOMAIN.md 6): the rich text editor's JSON document (ProseMirror/Tiptap JSON).
// This file is the one definition of which nodes, marks and attributes a body may hold; the editor
// (shared-ui TemplateEditor) builds only these, the API refuses anything else and stores the JSON
// with HTML rendered from it, and the PDF renderer draws exactly these. Merge fields are atomic
// `mergeField` nodes ({{name}} typed as text is read as a merge field too); signature fields are
// atomic `signatureField` nodes with the signer's side, which the contracts issue turns into
// signature nodes.

/** A node of the document as Tiptap's getJSON() gives it. */
export type TemplateNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TemplateNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
};
export type TemplateDocument = TemplateNode & { type: 'doc' };

export const TEMPLATE_TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TemplateTextAlign = (typeof TEMPLATE_TEXT_ALIGNS)[number];
export const TEMPLATE_HEADING_LEVELS = [1, 2, 3] as const;
export const TEMPLATE_MARKS = ['bold', 'italic', 'underline'] as const;

/** Whose signature a signature field asks for: the general contractor's side or the vendor's. */
export const SIGNER_ROLES = { internal: 'Internal signer', external: 'External signer' } as const;
export type SignerRole = keyof typeof SIGNER_ROLES;
/** What a signature field collects. */
export const SIGNATURE_FIELD_KINDS = { signature: 'Signature', initials: 'Initials', date: 'Date signed' } as const;
export type SignatureFieldKind = keyof typeof SIGNATURE_FIELD_KINDS;

/** Images: embedded as data URLs (PNG or JPEG) so a template carries its own pictures into the PDF. */
export const TEMPLATE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const TEMPLATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_DATA_URL_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
/** The whole body, as JSON text, may not exceed this (images included). */
export const TEMPLATE_DOCUMENT_MAX_CHARS = 8 * 1024 * 1024;
/** Nesting deeper than this is refused (a table in a list in a table...). */
export const TEMPLATE_DOCUMENT_MAX_DEPTH = 12;

type NodeRule = {
  /** Attribute checks: each returns true when the value is acceptable (undefined and null are always accepted). */
  attrs?: Record<string, (value: unknown) => boolean>;
  /** Child types allowed; none means a leaf. */
  content?: readonly string[];
  /** Text-bearing: may carry marks on its text children. */
  inline?: boolean;
};

const isAlign = (v: unknown) => (TEMPLATE_TEXT_ALIGNS as readonly unknown[]).includes(v);
const isPositiveInt = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 100;
const isColWidth = (v: unknown) => Array.isArray(v) && v.every((w) => w === null || (Number.isInteger(w) && w > 0 && w <= 2000));
const isShortText = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max;
const INLINE = ['text', 'mergeField', 'signatureField', 'hardBreak', 'image'] as const;
const BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList', 'table', 'pageBreak', 'image'] as const;
const CELL = { attrs: { colspan: isPositiveInt, rowspan: isPositiveInt, colwidth: isColWidth, textAlign: isAlign }, content: ['paragraph', 'heading', 'bulletList', 'orderedList', 'image'] } satisfies NodeRule;

/** Every node type a body may hold, with its attributes and children. */
export const TEMPLATE_NODE_RULES: Record<string, NodeRule> = {
  doc: { content: BLOCKS },
  paragraph: { attrs: { textAlign: isAlign }, content: INLINE, inline: true },
  heading: { attrs: { level: (v) => (TEMPLATE_HEADING_LEVELS as readonly unknown[]).includes(v), textAlign: isAlign }, content: INLINE, inline: true },
  bulletList: { content: ['listItem'] },
  orderedList: { attrs: { start: isPositiveInt, type: isShortText(10) }, content: ['listItem'] },
  listItem: { content: ['paragraph', 'heading', 'bulletList', 'orderedList'] },
  table: { content: ['tableRow'] },
  tableRow: { content: ['tableHeader', 'tableCell'] },
  tableHeader: CELL,
  tableCell: CELL,
  pageBreak: {},
  hardBreak: {},
  image: { attrs: { src: (v) => typeof v === 'string' && IMAGE_DATA_URL_PATTERN.test(v), alt: isShortText(255), title: isShortText(255), width: (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2000 } },
  mergeField: { attrs: { name: isShortText(100) } },
  signatureField: {
    attrs: {
      role: (v) => typeof v === 'string' && v in SIGNER_ROLES,
      kind: (v) => typeof v === 'string' && v in SIGNATURE_FIELD_KINDS,
      label: isShortText(100),
    },
  },
  text: {},
};

/** A body with nothing in it: one empty paragraph. */
export const EMPTY_TEMPLATE_DOCUMENT: TemplateDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

export const TEMPLATE_DOCUMENT_MESSAGES = {
  invalid: 'The document could not be read. Reload the editor and try again.',
  tooLarge: 'The document is too large. Remove some images and try again.',
  imageTooLarge: 'An image is larger than 2 MB.',
} as const;

/**
 * Checks that a body is a document this product can store and render: only the node types, marks
 * and attributes above, images as PNG or JPEG data URLs of at most 2 MB, merge fields with a name,
 * signature fields with a role. Returns the message to show, or null when the body is acceptable.
 */
export function checkTemplateDocument(value: unknown): string | null {
  if (!value || typeof value !== 'object' || (value as TemplateNode).type !== 'doc') return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  let size: number;
  try {
    size = JSON.stringify(value).length;
  } catch {
    return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  }
  if (size > TEMPLATE_DOCUMENT_MAX_CHARS) return TEMPLATE_DOCUMENT_MESSAGES.tooLarge;
  return checkNode(value as TemplateNode, 0, null);
}

function checkNode(node: TemplateNode, depth: number, parentRule: NodeRule | null): string | null {
  if (depth > TEMPLATE_DOCUMENT_MAX_DEPTH || !node || typeof node !== 'object' || typeof node.type !== 'string') return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  const rule = Object.hasOwn(TEMPLATE_NODE_RULES, node.type) ? TEMPLATE_NODE_RULES[node.type] : undefined;
  if (!rule) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  for (const key of Object.keys(node)) if (!['type', 'attrs', 'content', 'marks', 'text'].includes(key)) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  if (node.type === 'text') {
    if (typeof node.text !== 'string' || node.text.length === 0 || node.content !== undefined) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
    if (!parentRule?.inline) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  } else if (node.text !== undefined) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  if (node.marks !== undefined) {
    if (node.type !== 'text' || !Array.isArray(node.marks)) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
    for (const mark of node.marks) {
      if (!mark || !(TEMPLATE_MARKS as readonly string[]).includes(mark.type)) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
      if (mark.attrs !== undefined && (typeof mark.attrs !== 'object' || mark.attrs === null || Object.keys(mark.attrs).length > 0)) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
    }
  }
  if (node.attrs !== undefined) {
    if (typeof node.attrs !== 'object' || node.attrs === null || Array.isArray(node.attrs)) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
    for (const [key, attr] of Object.entries(node.attrs)) {
      const check = rule.attrs && Object.hasOwn(rule.attrs, key) ? rule.attrs[key] : undefined;
      if (!check) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
      if (attr === null || attr === undefined) continue;
      if (!check(attr)) return node.type === 'image' && key === 'src' && typeof attr === 'string' && attr.length > TEMPLATE_IMAGE_MAX_BYTES * 1.37 ? TEMPLATE_DOCUMENT_MESSAGES.imageTooLarge : TEMPLATE_DOCUMENT_MESSAGES.invalid;
    }
  }
  if (node.type === 'image' && (typeof node.attrs?.src !== 'string' || node.attrs.src.length > TEMPLATE_IMAGE_MAX_BYTES * 1.37)) {
    return typeof node.attrs?.src === 'string' ? TEMPLATE_DOCUMENT_MESSAGES.imageTooLarge : TEMPLATE_DOCUMENT_MESSAGES.invalid;
  }
  if (node.type === 'mergeField' && (typeof node.attrs?.name !== 'string' || node.attrs.name === '')) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  if (node.type === 'signatureField' && typeof node.attrs?.role !== 'string') return TEMPLATE_DOCUMENT_MESSAGES.invalid;
  if (node.content !== undefined) {
    if (!Array.isArray(node.content) || !rule.content) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
    for (const child of node.content) {
      if (!child || !rule.content.includes(child.type)) return TEMPLATE_DOCUMENT_MESSAGES.invalid;
      const error = checkNode(child, depth + 1, rule);
      if (error) return error;
    }
  }
  return null;
}

/** Calls visit on every node, depth first, in document order. */
export function walkTemplateDocument(node: TemplateNode, visit: (node: TemplateNode) => void): void {
  visit(node);
  for (const child of node.content ?? []) walkTemplateDocument(child, visit);
}

/**
 * Every merge field a body uses, in order, once each: the names of its mergeField nodes and of any
 * `{{...}}` typed as plain text (so a pasted placeholder is checked like a chip).
 */
export function findTemplateMergeFields(doc: TemplateNode): string[] {
  const names = new Set<string>();
  walkTemplateDocument(doc, (node) => {
    if (node.type === 'mergeField' && typeof node.attrs?.name === 'string') names.add(node.attrs.name);
    if (node.type === 'text' && node.text) for (const match of node.text.matchAll(/\{\{([^{}]*)\}\}/g)) names.add(match[1].trim());
  });
  return [...names];
}

/** The text a body's merge fields are written as, so checkMergeFields can judge them: `{{a}} {{b}}`. */
export function mergeFieldsAsText(doc: TemplateNode): string {
  return findTemplateMergeFields(doc)
    .map((name) => `{{${name}}}`)
    .join(' ');
}

export type TemplateSignatureField = { role: SignerRole; kind: SignatureFieldKind; label: string | null };

/** The signature fields of a body, in document order (the contracts issue makes signature nodes of them). */
export function findTemplateSignatureFields(doc: TemplateNode): TemplateSignatureField[] {
  const fields: TemplateSignatureField[] = [];
  walkTemplateDocument(doc, (node) => {
    if (node.type !== 'signatureField') return;
    const role = node.attrs?.role as SignerRole;
    const kind = (node.attrs?.kind as SignatureFieldKind | undefined) ?? 'signature';
    fields.push({ role, kind, label: typeof node.attrs?.label === 'string' ? node.attrs.label : null });
  });
  return fields;
}

/**
 * The body with every merge field replaced by its value as text (chips and typed `{{name}}` alike);
 * a field without a value keeps its placeholder `{{name}}` so nothing disappears silently.
 */
export function fillTemplateDocument(doc: TemplateDocument, values: Readonly<Record<string, string>>): TemplateDocument {
  const valueOf = (name: string) => (Object.hasOwn(values, name) ? values[name] : `{{${name}}}`);
  const fill = (node: TemplateNode): TemplateNode[] => {
    if (node.type === 'mergeField') {
      const text = valueOf(String(node.attrs?.name ?? ''));
      return text === '' ? [] : [{ type: 'text', text, ...(node.marks ? { marks: node.marks } : {}) }];
    }
    if (node.type === 'text' && node.text) {
      const text = node.text.replace(/\{\{([^{}]*)\}\}/g, (_, name: string) => valueOf(name.trim()));
      return text === '' ? [] : [{ ...node, text }];
    }
    return [node.content ? { ...node, content: node.content.flatMap(fill) } : node];
  };
  return fill(doc)[0] as TemplateDocument;
}

/** The plain text of a body (search, previews in lists, the activity of a version). */
export function templateDocumentText(doc: TemplateNode): string {
  const parts: string[] = [];
  walkTemplateDocument(doc, (node) => {
    if (node.type === 'text' && node.text) parts.push(node.text);
    else if (node.type === 'mergeField') parts.push(`{{${String(node.attrs?.name ?? '')}}}`);
    else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'hardBreak') parts.push('\n');
  });
  return parts.join('').replace(/\n{2,}/g, '\n').trim();
}

/** Whether a body uses this merge field (as a chip or typed as `{{name}}`). */
export const templateUsesMergeField = (doc: TemplateNode, name: string): boolean => findTemplateMergeFields(doc).includes(name);

/**
 * The body with a merge field renamed: its mergeField nodes and every `{{from}}` typed in text
 * (a merge field renamed in Settings is carried into the company's templates).
 */
export function renameTemplateMergeField<D extends TemplateNode>(doc: D, from: string, to: string): D {
  const rename = (node: TemplateNode): TemplateNode => {
    if (node.type === 'mergeField' && node.attrs?.name === from) return { ...node, attrs: { ...node.attrs, name: to } };
    if (node.type === 'text' && node.text) return { ...node, text: node.text.replace(/\{\{([^{}]*)\}\}/g, (whole, inner: string) => (inner.trim() === from ? `{{${to}}}` : whole)) };
    return node.content ? { ...node, content: node.content.map(rename) } : node;
  };
  return rename(doc) as D;
}
