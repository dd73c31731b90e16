// The Tiptap schema of a template body: exactly the nodes, marks and attributes that
// shared-contract's document.ts whitelists (TEMPLATE_NODE_RULES), so anything typed, pasted or
// dropped is reduced to what the API accepts and the PDF renderer draws. StarterKit's extras
// (code, blockquote, strike, link, horizontal rule) are off; list items and table cells are
// narrowed to the children the whitelist allows; images are PNG/JPEG data URLs only.
import { Extension, InputRule, Node, PasteRule, mergeAttributes, type Editor, type JSONContent, type Range } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { ListItem } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import Suggestion, { type SuggestionOptions, type SuggestionProps, type SuggestionKeyDownProps } from '@tiptap/suggestion';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { Node as PmNode } from '@tiptap/pm/model';
import {
  SIGNATURE_FIELD_KINDS,
  SIGNER_ROLES,
  TEMPLATE_DOCUMENT_MAX_DEPTH,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_TEXT_ALIGNS,
  type TemplateDocument,
  type TemplateNode,
} from 'shared-contract';
import { findMergeFieldQuery } from '../merge-fields/merge-field-query';
import { signatureFieldText, type SignatureFieldAttrs } from './template-extensions-text';

export { signatureFieldText, type SignatureFieldAttrs };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pageBreak: { setPageBreak: () => ReturnType };
    mergeField: { insertMergeField: (name: string) => ReturnType };
    signatureField: { insertSignatureField: (attrs: SignatureFieldAttrs) => ReturnType };
  }
}

const MAX_NAME = 100;
const MAX_LABEL = 100;
const MAX_ALT = 255;
const IMAGE_SRC = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

/** A PNG or JPEG data URL within the 2 MB limit (the whitelist's image rule). */
export function isTemplateImageSrc(src: unknown): src is string {
  return typeof src === 'string' && src.length <= TEMPLATE_IMAGE_MAX_BYTES * 1.37 && IMAGE_SRC.test(src);
}

/** A page break: the PDF starts a new page here; the editor shows a dashed "Page break" line. */
export const PageBreak = Node.create({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  parseHTML() {
    return [{ tag: 'div[data-page-break]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-page-break': '', class: 'template-page-break' }), ['span', {}, 'Page break']];
  },
  renderText() {
    return '\n';
  },
  addCommands() {
    return {
      setPageBreak:
        () =>
        ({ chain }) =>
          chain().insertContent({ type: this.name }).run(),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Enter': () => this.editor.commands.setPageBreak() };
  },
});

/** A merge field chip {{name}}: atomic, filled with the field's value when a document is made. */
export const MergeField = Node.create({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { name: { default: null, parseHTML: (el) => el.getAttribute('data-merge-field'), renderHTML: (attrs) => ({ 'data-merge-field': attrs.name }) } };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-merge-field]',
        getAttrs: (el) => {
          const name = (el as HTMLElement).getAttribute('data-merge-field')?.trim() ?? '';
          return name !== '' && name.length <= MAX_NAME ? { name } : false;
        },
      },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'template-merge-field' }), `{{${String(node.attrs.name)}}}`];
  },
  renderText({ node }) {
    return `{{${String(node.attrs.name)}}}`;
  },
  // A placeholder typed out in full, or pasted as text, becomes a chip too.
  addInputRules() {
    return [
      new InputRule({
        find: /\{\{\s*([A-Za-z0-9_:.-]{1,100})\s*\}\}$/,
        handler: ({ state, range, match }) => {
          state.tr.replaceWith(range.from, range.to, this.type.create({ name: match[1] }));
        },
      }),
    ];
  },
  addPasteRules() {
    return [
      new PasteRule({
        find: /\{\{\s*([A-Za-z0-9_:.-]{1,100})\s*\}\}/g,
        handler: ({ state, range, match }) => {
          state.tr.replaceWith(range.from, range.to, this.type.create({ name: match[1] }));
        },
      }),
    ];
  },
  addCommands() {
    return {
      insertMergeField:
        (name: string) =>
        ({ chain }) =>
          chain().insertContent({ type: this.name, attrs: { name } }).run(),
    };
  },
});

/** A place a signer signs, initials or dates: atomic, shown as a labelled box. */
export const SignatureField = Node.create({
  name: 'signatureField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      role: { default: 'external', parseHTML: (el) => el.getAttribute('data-signature-field'), renderHTML: (attrs) => ({ 'data-signature-field': attrs.role }) },
      kind: { default: 'signature', parseHTML: (el) => el.getAttribute('data-kind') ?? 'signature', renderHTML: (attrs) => ({ 'data-kind': attrs.kind }) },
      label: {
        default: null,
        // Ours carry data-label; the stored HTML (template-pdf) writes the label as the text.
        parseHTML: (el) => {
          const label = el.hasAttribute('data-label') ? el.getAttribute('data-label') : el.classList.contains('template-signature-field') ? null : el.textContent;
          const trimmed = label?.trim().slice(0, MAX_LABEL) ?? '';
          return trimmed === '' ? null : trimmed;
        },
        renderHTML: (attrs) => (attrs.label ? { 'data-label': attrs.label } : {}),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-signature-field]',
        getAttrs: (el) => {
          const role = (el as HTMLElement).getAttribute('data-signature-field') ?? '';
          const kind = (el as HTMLElement).getAttribute('data-kind') ?? 'signature';
          return role in SIGNER_ROLES && kind in SIGNATURE_FIELD_KINDS ? null : false;
        },
      },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'template-signature-field' }), signatureFieldText(node.attrs as SignatureFieldAttrs)];
  },
  renderText({ node }) {
    return `[${signatureFieldText(node.attrs as SignatureFieldAttrs)}]`;
  },
  addCommands() {
    return {
      insertSignatureField:
        (attrs: SignatureFieldAttrs) =>
        ({ chain }) =>
          chain().insertContent({ type: this.name, attrs }).run(),
    };
  },
});

/** Images inline in the text, PNG/JPEG data URLs only (a pasted web image is dropped), with a width. */
export const TemplateImage = Image.extend({
  addAttributes() {
    const text = (name: string) => ({ default: null, parseHTML: (el: HTMLElement) => el.getAttribute(name)?.slice(0, MAX_ALT) || null });
    return {
      src: { default: null },
      alt: text('alt'),
      title: text('title'),
      width: {
        default: null,
        parseHTML: (el: HTMLElement) => {
          const width = Number.parseInt(el.getAttribute('width') ?? '', 10);
          return Number.isInteger(width) && width > 0 && width <= 2000 ? width : null;
        },
        renderHTML: (attrs: Record<string, unknown>) => (attrs.width ? { width: attrs.width } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (el) => (isTemplateImageSrc((el as HTMLElement).getAttribute('src')) ? null : false) }];
  },
}).configure({ inline: true, allowBase64: true });

/** Only the children the whitelist allows in a list item and a table cell (no tables, page breaks). */
const NESTED_BLOCKS = '(paragraph | heading | bulletList | orderedList)';
const TemplateListItem = ListItem.extend({ content: `paragraph ${NESTED_BLOCKS}*` });
// Cells keep colspan, rowspan and colwidth (the table extension's newer `align` is not in the whitelist).
const cellAttributes = (parent: (() => Record<string, unknown>) | undefined) => {
  const { colspan, rowspan, colwidth } = parent?.() ?? {};
  return { colspan, rowspan, colwidth };
};
const TemplateTableCell = TableCell.extend({
  content: `${NESTED_BLOCKS}+`,
  addAttributes() {
    return cellAttributes(this.parent);
  },
});
const TemplateTableHeader = TableHeader.extend({
  content: `${NESTED_BLOCKS}+`,
  addAttributes() {
    return cellAttributes(this.parent);
  },
});

/** Depth of a node tree counted as the whitelist does (the doc is 0, text nodes count). */
export function documentDepth(node: PmNode, depth = 0): number {
  let max = depth;
  node.forEach((child) => {
    max = Math.max(max, documentDepth(child, depth + 1));
  });
  return max;
}

/**
 * Keeps a body inside the whitelist while it is edited: refuses a change that would nest deeper than
 * allowed (lists in lists in a table...), and takes bold/italic/underline off the inline atoms
 * (merge and signature fields, images, line breaks) that ProseMirror marks along with the text.
 */
const WhitelistGuard = Extension.create({
  name: 'templateWhitelistGuard',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('templateWhitelistGuard'),
        filterTransaction: (tr) => !tr.docChanged || documentDepth(tr.doc) <= TEMPLATE_DOCUMENT_MAX_DEPTH,
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            if (node.isInline && !node.isText && node.marks.length > 0) tr.setNodeMarkup(pos, undefined, node.attrs, []);
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

/** What the `{{` completion shows the React layer: the query, where it is typed, the caret's box. */
export type MergeFieldSuggestion = { query: string; range: Range; clientRect: (() => DOMRect | null) | null };

export type MergeFieldSuggestionHandlers = {
  /** Called with the open completion, or null when it closes. */
  onChange: (suggestion: MergeFieldSuggestion | null) => void;
  /** Arrow keys, Enter, Tab and Escape while the completion is open; true when handled. */
  onKeyDown: (event: KeyboardEvent) => boolean;
};

/** Replaces the typed `{{query` (and a `}}` already typed after it) by a merge field chip. */
export function pickMergeField(editor: Editor, range: Range, name: string): boolean {
  const { doc } = editor.state;
  const $to = doc.resolve(range.to);
  const after = doc.textBetween(range.to, $to.end(), undefined, '\ufffc');
  const closing = /^[A-Za-z0-9_:.-]*\}\}/.exec(after);
  const to = closing ? range.to + closing[0].length : range.to;
  return editor
    .chain()
    .focus()
    .insertContentAt({ from: range.from, to }, [
      { type: 'mergeField', attrs: { name } },
      { type: 'text', text: ' ' },
    ])
    .run();
}

/** The `{{` completion: Tiptap's suggestion plugin with the same query rule as MergeFieldTextField. */
function mergeFieldSuggestion(handlers: MergeFieldSuggestionHandlers): Extension {
  return Extension.create({
    name: 'mergeFieldSuggestion',
    addProseMirrorPlugins() {
      const options: Omit<SuggestionOptions<unknown, unknown>, 'editor'> = {
        char: '{{',
        pluginKey: new PluginKey('mergeFieldSuggestion'),
        allowSpaces: false,
        allowedPrefixes: null,
        decorationClass: 'template-merge-query',
        findSuggestionMatch: ({ $position }) => {
          if (!$position.parent.isTextblock) return null;
          const text = $position.parent.textBetween(0, $position.parentOffset, undefined, '\ufffc');
          const query = findMergeFieldQuery(text, text.length);
          if (!query) return null;
          const from = $position.start() + query.start;
          return { range: { from, to: $position.pos }, query: query.query, text: text.slice(query.start) };
        },
        items: () => [],
        command: () => undefined,
        render: () => {
          const open = (props: SuggestionProps<unknown, unknown>) => handlers.onChange({ query: props.query, range: props.range, clientRect: props.clientRect ?? null });
          return {
            onStart: open,
            onUpdate: open,
            onExit: () => handlers.onChange(null),
            onKeyDown: ({ event }: SuggestionKeyDownProps) => handlers.onKeyDown(event),
          };
        },
      };
      return [Suggestion({ editor: this.editor, ...options })];
    },
  });
}

/** Every extension of the template editor, with the `{{` completion wired to the given handlers. */
export function createTemplateExtensions(handlers?: MergeFieldSuggestionHandlers) {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
      strike: false,
      listItem: false,
      heading: { levels: [1, 2, 3] },
    }),
    TemplateListItem,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...TEMPLATE_TEXT_ALIGNS] }),
    Table.configure({ resizable: false }),
    TableRow,
    TemplateTableHeader,
    TemplateTableCell,
    PageBreak,
    MergeField,
    SignatureField,
    TemplateImage,
    WhitelistGuard,
    ...(handlers ? [mergeFieldSuggestion(handlers)] : []),
  ];
}

/** The editor's JSON as a template body: marks on text only (the whitelist refuses them elsewhere). */
export function toTemplateDocument(json: JSONContent): TemplateDocument {
  const clean = (node: JSONContent): TemplateNode => {
    const { marks, content, ...rest } = node;
    const out: TemplateNode = { ...(rest as TemplateNode) };
    if (marks && marks.length > 0 && node.type === 'text') out.marks = marks.map((m) => ({ type: m.type, ...(m.attrs && Object.keys(m.attrs).length > 0 ? { attrs: m.attrs } : {}) }));
    if (content) out.content = content.map(clean);
    return out;
  };
  return clean(json) as TemplateDocument;
}
