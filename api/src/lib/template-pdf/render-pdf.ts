// The product's one template-to-PDF path (ARCHITECTURE.md "Documents, signatures, AI"): a template
// body (shared-contract templates/document.ts) drawn with pdfmake, pure JavaScript with an embedded
// font, no browser. Preview, freeze and seal all render through renderTemplatePdf, so the same body
// and values always give the same bytes (a fixed creation date unless the caller gives one).
//
// Sizes: the editor works in CSS pixels, the PDF in points; 1 px = 0.75 pt, so an image or a table
// column keeps the share of the page it has in the editor. Signature fields are boxes of a fixed
// size whose place on the page is returned, so the contracts issue can stamp into them.
import pdfmake from 'pdfmake';
import { SIGNATURE_FIELD_KINDS, SIGNER_ROLES, type SignatureFieldKind, type SignerRole, type TemplateDocument, type TemplateNode } from 'shared-contract';
import { TEMPLATE_PDF_FONT, templatePdfFontDir, templatePdfFonts } from './fonts';
import { dataUrlImageSize } from './images';

export type TemplatePdfOptions = {
  /** The PDF's title (document metadata). */
  title: string;
  /** Merge field values by name; a field without one is printed as {{name}}, highlighted. */
  values?: Record<string, string>;
  /** The PDF's creation date; a fixed date when not given, so equal input gives equal bytes. */
  creationDate?: Date;
};

export type TemplatePdfSignatureField = {
  role: SignerRole;
  kind: SignatureFieldKind;
  label: string | null;
  /** 1-based page number. */
  page: number;
  /** The box's top-left corner and size, in PDF points from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
};

export type TemplatePdf = { pdf: Buffer; pageCount: number; signatureFields: TemplatePdfSignatureField[] };

/** US Letter, in points. */
export const TEMPLATE_PDF_PAGE = { width: 612, height: 792 } as const;
/** One inch on every side; the page number sits in the bottom margin. */
export const TEMPLATE_PDF_MARGIN = 72;
export const TEMPLATE_PDF_CONTENT_WIDTH = TEMPLATE_PDF_PAGE.width - 2 * TEMPLATE_PDF_MARGIN;
const CONTENT_HEIGHT = TEMPLATE_PDF_PAGE.height - 2 * TEMPLATE_PDF_MARGIN;
/** The size of a signature field's box, in points, by kind. */
export const SIGNATURE_FIELD_SIZES: Record<SignatureFieldKind, { width: number; height: number }> = {
  signature: { width: 180, height: 50 },
  initials: { width: 60, height: 30 },
  date: { width: 120, height: 20 },
};
/** Used when the caller gives no creation date. */
export const TEMPLATE_PDF_DEFAULT_CREATION_DATE = new Date(Date.UTC(2000, 0, 1));

const PX = 0.75;
const FIELD_GAP = 12;
const LIST_INDENT = 18;
const CELL_PADDING_X = 5;
const CELL_PADDING_Y = 4;
const TABLE_LINE = 0.75;
const FIELD_ID_PREFIX = 'template-signature-field-';
const COLORS = {
  text: '#1f2328',
  muted: '#5b6472',
  missingField: '#fff1a8',
  missingFieldText: '#7a4a00',
  fieldFill: '#f3f6fa',
  fieldBorder: '#8a94a6',
  fieldLine: '#4b5563',
  tableLine: '#9aa4b2',
  headerFill: '#eef1f5',
};

type Content = Record<string, unknown>;
type Inline = { text: string; bold?: boolean; italics?: boolean; decoration?: string; background?: string; color?: string };
type Align = 'left' | 'center' | 'right' | 'justify';
type Ctx = {
  /** Width available to the block, in points. */
  width: number;
  /** Alignment inherited from a table cell. */
  align?: Align;
  values: Readonly<Record<string, string>>;
  fields: Omit<TemplatePdfSignatureField, 'page' | 'x' | 'y'>[];
};

let configured = false;
function configurePdfmake() {
  if (configured) return;
  pdfmake.setFonts(templatePdfFonts);
  // Nothing is fetched: images are data URLs, and only the font files may be read from disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(templatePdfFontDir));
  configured = true;
}

/**
 * Renders a template body to a Letter-size PDF, with its merge fields filled from values, in this
 * thread: it holds the thread for the whole render (about 20 ms a page). The API calls
 * renderTemplatePdf (./pool), which runs this in a worker thread; only the worker and tests call it.
 */
export async function renderTemplatePdfInProcess(doc: TemplateDocument, options: TemplatePdfOptions): Promise<TemplatePdf> {
  configurePdfmake();
  const ctx: Ctx = { width: TEMPLATE_PDF_CONTENT_WIDTH, values: options.values ?? {}, fields: [] };
  const content = blocks(doc, ctx);
  if (content.length === 0) content.push({ text: ' ' });

  const placed = new Map<string, { page: number; x: number; y: number }>();
  let pageCount = 0;
  const definition = {
    pageSize: 'LETTER',
    pageMargins: [TEMPLATE_PDF_MARGIN, TEMPLATE_PDF_MARGIN, TEMPLATE_PDF_MARGIN, TEMPLATE_PDF_MARGIN],
    info: { title: options.title, creator: 'Contract Hub', producer: 'Contract Hub', creationDate: options.creationDate ?? TEMPLATE_PDF_DEFAULT_CREATION_DATE },
    displayTitle: true,
    defaultStyle: { font: TEMPLATE_PDF_FONT, fontSize: 11, lineHeight: 1.25, color: COLORS.text },
    styles: {
      h1: { fontSize: 20, bold: true, lineHeight: 1.15, margin: [0, 6, 0, 8] },
      h2: { fontSize: 16, bold: true, lineHeight: 1.15, margin: [0, 6, 0, 6] },
      h3: { fontSize: 13, bold: true, lineHeight: 1.15, margin: [0, 4, 0, 4] },
      p: { margin: [0, 0, 0, 6] },
    },
    content,
    footer: (currentPage: number, pages: number) => {
      pageCount = Math.max(pageCount, pages);
      return { text: `${currentPage} / ${pages}`, alignment: 'center', fontSize: 8, color: COLORS.muted, margin: [0, TEMPLATE_PDF_MARGIN / 2, 0, 0] };
    },
    // pdfmake tells each laid-out node's place here (the documented way to read positions);
    // the signature boxes' are kept, and no page break is ever asked for.
    pageBreakBefore: (node: { id?: unknown; startPosition?: { pageNumber: number; left: number; top: number } }) => {
      if (typeof node.id === 'string' && node.id.startsWith(FIELD_ID_PREFIX) && node.startPosition) {
        placed.set(node.id, { page: node.startPosition.pageNumber, x: node.startPosition.left, y: node.startPosition.top });
      }
      return false;
    },
  };
  const pdf = await pdfmake.createPdf(definition).getBuffer();

  const signatureFields = ctx.fields.map((field, index) => {
    const at = placed.get(FIELD_ID_PREFIX + index);
    if (!at) throw new Error(`template-pdf: signature field ${index + 1} was not placed`);
    return { ...field, ...at };
  });
  return { pdf, pageCount, signatureFields };
}

/** The children of a node; anything that is not a node (a body that skipped checkTemplateDocument) is left out. */
function childrenOf(node: TemplateNode | undefined): TemplateNode[] {
  return Array.isArray(node?.content) ? node.content.filter((child): child is TemplateNode => Boolean(child) && typeof child === 'object' && typeof child.type === 'string') : [];
}

function blocks(parent: TemplateNode | undefined, ctx: Ctx): Content[] {
  return childrenOf(parent).flatMap((node) => block(node, ctx));
}

function block(node: TemplateNode, ctx: Ctx): Content[] {
  switch (node.type) {
    case 'paragraph':
      return textBlock(node, ctx, 'p');
    case 'heading': {
      const level = [1, 2, 3].includes(node.attrs?.level as number) ? (node.attrs?.level as number) : 1;
      return textBlock(node, ctx, `h${level}`);
    }
    case 'bulletList':
    case 'orderedList':
      return [list(node, ctx)];
    case 'table':
      return table(node, ctx);
    case 'pageBreak':
      return [{ text: '', pageBreak: 'after' }];
    case 'image':
      return atomRows([node], ctx, alignOf(node, ctx)).map((row) => ({ ...row, style: 'p' }));
    default:
      return [];
  }
}

function alignOf(node: TemplateNode, ctx: Ctx): Align {
  const align = node.attrs?.textAlign;
  return align === 'left' || align === 'center' || align === 'right' || align === 'justify' ? align : (ctx.align ?? 'left');
}

type Segment = { kind: 'text'; inlines: Inline[] } | { kind: 'atoms'; atoms: TemplateNode[] };

/**
 * A paragraph or heading. Text, merge fields and line breaks flow as one text; signature fields and
 * images are boxes, so the text around them is split and the boxes stand in a row between the parts
 * (several boxes in a row side by side, as far as the width allows).
 */
function textBlock(node: TemplateNode, ctx: Ctx, style: string): Content[] {
  const alignment = alignOf(node, ctx);
  const segments: Segment[] = [];
  for (const child of childrenOf(node)) {
    const last = segments[segments.length - 1];
    if (child.type === 'signatureField' || child.type === 'image') {
      if (last?.kind === 'atoms') last.atoms.push(child);
      else if (last?.kind === 'text' && isBlank(last.inlines) && segments[segments.length - 2]?.kind === 'atoms') {
        segments.pop();
        (segments[segments.length - 1] as { atoms: TemplateNode[] }).atoms.push(child);
      } else segments.push({ kind: 'atoms', atoms: [child] });
      continue;
    }
    const inlines = inlinesOf(child, ctx);
    if (inlines.length === 0) continue;
    if (last?.kind === 'text') last.inlines.push(...inlines);
    else segments.push({ kind: 'text', inlines });
  }
  if (segments.every((segment) => segment.kind === 'text')) {
    const inlines = segments.flatMap((segment) => (segment.kind === 'text' ? segment.inlines : []));
    // An empty paragraph keeps its line, as in the editor.
    return [{ text: inlines.length > 0 ? inlines : ' ', style, alignment }];
  }
  const stack: Content[] = [];
  for (const segment of segments) {
    if (segment.kind === 'atoms') stack.push(...atomRows(segment.atoms, ctx, alignment));
    else if (!isBlank(segment.inlines)) stack.push({ text: trimBreaks(segment.inlines), alignment });
  }
  return [{ stack, style }];
}

const isBlank = (inlines: Inline[]) => inlines.every((inline) => inline.text.trim() === '');

/** Line breaks at the edges of a text part next to a box would only add empty lines. */
function trimBreaks(inlines: Inline[]): Inline[] {
  let start = 0;
  let end = inlines.length;
  while (start < end && inlines[start].text === '\n') start += 1;
  while (end > start && inlines[end - 1].text === '\n') end -= 1;
  return inlines.slice(start, end);
}

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const cleanText = (text: string) => text.replace(/\t/g, '    ').replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');

function markStyle(node: TemplateNode): Omit<Inline, 'text'> {
  const marks = new Set(Array.isArray(node.marks) ? node.marks.map((mark) => mark?.type) : []);
  return {
    ...(marks.has('bold') ? { bold: true } : {}),
    ...(marks.has('italic') ? { italics: true } : {}),
    ...(marks.has('underline') ? { decoration: 'underline' } : {}),
  };
}

/** A merge field's printed text: its value, or {{name}} highlighted when there is none. */
function mergeField(name: string, style: Omit<Inline, 'text'>, ctx: Ctx): Inline[] {
  if (Object.hasOwn(ctx.values, name) && typeof ctx.values[name] === 'string') {
    const value = cleanText(ctx.values[name]);
    return value === '' ? [] : [{ text: value, ...style }];
  }
  return [{ text: `{{${name}}}`, ...style, background: COLORS.missingField, color: COLORS.missingFieldText }];
}

function inlinesOf(node: TemplateNode, ctx: Ctx): Inline[] {
  const style = markStyle(node);
  if (node.type === 'hardBreak') return [{ text: '\n' }];
  if (node.type === 'mergeField') return mergeField(String(node.attrs?.name ?? ''), style, ctx);
  if (node.type !== 'text' || typeof node.text !== 'string') return [];
  // A {{name}} typed as text is a merge field too (shared-contract findTemplateMergeFields).
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of node.text.matchAll(/\{\{([^{}]*)\}\}/g)) {
    if (match.index > last) inlines.push({ text: cleanText(node.text.slice(last, match.index)), ...style });
    inlines.push(...mergeField(match[1].trim(), style, ctx));
    last = match.index + match[0].length;
  }
  if (last < node.text.length) inlines.push({ text: cleanText(node.text.slice(last)), ...style });
  return inlines.filter((inline) => inline.text !== '');
}

type Atom = { width: number; content: Content };

/** Boxes (signature fields, images) in rows that fit the width, aligned as their paragraph. */
function atomRows(nodes: TemplateNode[], ctx: Ctx, alignment: Align): Content[] {
  const atoms = nodes.map((node) => (node.type === 'signatureField' ? signatureField(node, ctx) : image(node, ctx))).filter((atom): atom is Atom => atom !== null);
  const rows: Atom[][] = [];
  let used = 0;
  for (const atom of atoms) {
    const row = rows[rows.length - 1];
    if (row && used + FIELD_GAP + atom.width <= ctx.width + 0.01) {
      row.push(atom);
      used += FIELD_GAP + atom.width;
    } else {
      rows.push([atom]);
      used = atom.width;
    }
  }
  const spacer = { width: '*', text: '' };
  return rows.map((row) => {
    const columns: Content[] = row.map((atom) => ({ width: atom.width, ...atom.content }));
    if (alignment === 'center' || alignment === 'right') columns.unshift(spacer);
    if (alignment !== 'right') columns.push({ ...spacer });
    return { columns, columnGap: FIELD_GAP, margin: [0, 2, 0, 4] };
  });
}

function signatureField(node: TemplateNode, ctx: Ctx): Atom | null {
  const role = node.attrs?.role;
  if (typeof role !== 'string' || !Object.hasOwn(SIGNER_ROLES, role)) return null;
  const kindAttr = node.attrs?.kind;
  const kind: SignatureFieldKind = typeof kindAttr === 'string' && Object.hasOwn(SIGNATURE_FIELD_KINDS, kindAttr) ? (kindAttr as SignatureFieldKind) : 'signature';
  const label = typeof node.attrs?.label === 'string' && node.attrs.label.trim() !== '' ? node.attrs.label.trim() : null;
  const { width, height } = SIGNATURE_FIELD_SIZES[kind];
  const index = ctx.fields.length;
  ctx.fields.push({ role: role as SignerRole, kind, label, width, height });

  const vectors: Content[] = [{ type: 'rect', x: 0, y: 0, w: width, h: height, color: COLORS.fieldFill, lineColor: COLORS.fieldBorder, lineWidth: 0.75, dash: { length: 2, space: 2 } }];
  if (kind !== 'date') vectors.push({ type: 'line', x1: 4, y1: height - 7, x2: width - 4, y2: height - 7, lineWidth: 0.75, lineColor: COLORS.fieldLine });
  // The caption is drawn inside the box, out of the flow, so the box alone decides the layout.
  const caption = `${label ?? SIGNATURE_FIELD_KINDS[kind]} · ${SIGNER_ROLES[role as SignerRole]}`;
  const lines = height >= 30 ? 2 : 1;
  const maxChars = Math.floor((width - 8) / 3.4) * lines;
  const text = caption.length > maxChars ? `${caption.slice(0, maxChars - 1).trimEnd()}…` : caption;
  return {
    width,
    content: {
      stack: [
        { id: FIELD_ID_PREFIX + index, canvas: vectors },
        { text: cleanText(text), fontSize: 6.5, lineHeight: 1, color: COLORS.muted, relativePosition: { x: 4, y: 3 - height } },
      ],
    },
  };
}

function image(node: TemplateNode, ctx: Ctx): Atom | null {
  const size = dataUrlImageSize(node.attrs?.src);
  if (!size) {
    // Not a readable PNG or JPEG: its description stands in for it rather than failing the PDF.
    const alt = typeof node.attrs?.alt === 'string' && node.attrs.alt.trim() !== '' ? node.attrs.alt.trim() : 'Image';
    return { width: Math.min(ctx.width, 200), content: { text: `[${cleanText(alt)}]`, color: COLORS.muted, italics: true } };
  }
  const wanted = typeof node.attrs?.width === 'number' && node.attrs.width > 0 ? node.attrs.width * PX : size.width * PX;
  let width = Math.min(wanted, ctx.width);
  // A picture never runs past the page's height either.
  const maxHeight = CONTENT_HEIGHT - 20;
  if ((width * size.height) / size.width > maxHeight) width = (maxHeight * size.width) / size.height;
  width = Math.max(1, Math.round(width * 100) / 100);
  return { width, content: { image: node.attrs?.src as string, width, height: Math.round(((width * size.height) / size.width) * 100) / 100 } };
}

const ORDERED_LIST_TYPES: Record<string, string> = { a: 'lower-alpha', A: 'upper-alpha', i: 'lower-roman', I: 'upper-roman' };

function list(node: TemplateNode, ctx: Ctx): Content {
  const inner: Ctx = { ...ctx, width: Math.max(ctx.width - LIST_INDENT, 40), align: undefined };
  const items = childrenOf(node)
    .filter((item) => item.type === 'listItem')
    .map((item) => {
      const content = blocks(item, inner);
      if (content.length === 0) return { text: ' ' };
      return content.length === 1 ? content[0] : { stack: content };
    });
  if (node.type === 'bulletList') return { ul: items, margin: [0, 0, 0, 6] };
  const start = Number.isInteger(node.attrs?.start) && (node.attrs?.start as number) >= 1 ? (node.attrs?.start as number) : 1;
  const type = ORDERED_LIST_TYPES[String(node.attrs?.type ?? '')];
  return { ol: items, start, ...(type ? { type } : {}), margin: [0, 0, 0, 6] };
}

type Placed = { node: TemplateNode; row: number; col: number; rowSpan: number; colSpan: number };

/**
 * A table as ProseMirror keeps it (each row lists only the cells that start in it) laid on a grid, so
 * pdfmake gets the full rows it wants, with placeholders where a cell spans.
 */
function table(node: TemplateNode, ctx: Ctx): Content[] {
  const rows = childrenOf(node).filter((row) => row.type === 'tableRow');
  if (rows.length === 0) return [];
  const taken: boolean[][] = rows.map(() => []);
  const placed: Placed[] = [];
  const columnPx: (number | null)[] = [];
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of childrenOf(row).filter((c) => c.type === 'tableCell' || c.type === 'tableHeader')) {
      while (taken[r][col]) col += 1;
      let colSpan = clampSpan(cell.attrs?.colspan, 100);
      // A span that would overlap a cell from a row above stops short of it.
      for (let c = 1; c < colSpan; c += 1) if (taken[r][col + c]) colSpan = c;
      const rowSpan = clampSpan(cell.attrs?.rowspan, rows.length - r);
      for (let dr = 0; dr < rowSpan; dr += 1) for (let dc = 0; dc < colSpan; dc += 1) taken[r + dr][col + dc] = true;
      const widths = Array.isArray(cell.attrs?.colwidth) ? (cell.attrs.colwidth as unknown[]) : [];
      for (let dc = 0; dc < colSpan; dc += 1) {
        const px = widths[dc];
        if (typeof px === 'number' && px > 0 && columnPx[col + dc] == null) columnPx[col + dc] = px;
      }
      placed.push({ node: cell, row: r, col, rowSpan, colSpan });
      col += colSpan;
    }
  });
  const columnCount = Math.max(1, ...taken.map((row) => row.length));
  const padding = columnCount * 2 * CELL_PADDING_X + (columnCount + 1) * TABLE_LINE;
  const usable = Math.max(ctx.width - padding, columnCount * 10);
  const known = Array.from({ length: columnCount }, (_, c) => (columnPx[c] ? columnPx[c] * PX : null));
  const knownTotal = known.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const unknownCount = known.filter((w) => w === null).length;
  // Fixed widths shrink to fit; columns without one share what is left.
  const room = unknownCount > 0 ? usable * 0.75 : usable;
  const scale = knownTotal > room ? room / knownTotal : 1;
  const fixed = known.map((w) => (w === null ? null : Math.round(w * scale * 100) / 100));
  const share = unknownCount > 0 ? Math.max((usable - fixed.reduce<number>((sum, w) => sum + (w ?? 0), 0)) / unknownCount, 10) : 0;
  const widths = fixed.map((w) => (w === null ? '*' : w));
  const widthOf = (col: number, span: number) => {
    let total = (span - 1) * (2 * CELL_PADDING_X + TABLE_LINE);
    for (let c = col; c < col + span; c += 1) total += fixed[c] ?? share;
    return total;
  };

  const body: unknown[][] = Array.from({ length: rows.length }, () => Array.from({ length: columnCount }, () => ''));
  for (const cell of placed) {
    const header = cell.node.type === 'tableHeader';
    const align = cell.node.attrs?.textAlign;
    const cellCtx: Ctx = { ...ctx, width: widthOf(cell.col, cell.colSpan), align: align === 'left' || align === 'center' || align === 'right' || align === 'justify' ? align : undefined };
    const content = blocks(cell.node, cellCtx);
    body[cell.row][cell.col] = {
      stack: content.length > 0 ? content : [{ text: ' ' }],
      ...(cell.colSpan > 1 ? { colSpan: cell.colSpan } : {}),
      ...(cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
      ...(header ? { bold: true, fillColor: COLORS.headerFill } : {}),
    };
  }
  // Leading rows of header cells repeat on every page the table runs onto.
  let headerRows = 0;
  while (headerRows < rows.length - 1) {
    const cells = placed.filter((cell) => cell.row === headerRows);
    if (cells.length === 0 || !cells.every((cell) => cell.node.type === 'tableHeader' && cell.row + cell.rowSpan <= headerRows + 1)) break;
    headerRows += 1;
  }
  const line = () => TABLE_LINE;
  const color = () => COLORS.tableLine;
  return [
    {
      table: { widths, body, headerRows },
      layout: {
        hLineWidth: line,
        vLineWidth: line,
        hLineColor: color,
        vLineColor: color,
        paddingLeft: () => CELL_PADDING_X,
        paddingRight: () => CELL_PADDING_X,
        paddingTop: () => CELL_PADDING_Y,
        paddingBottom: () => CELL_PADDING_Y,
      },
      margin: [0, 2, 0, 8],
    },
  ];
}

function clampSpan(value: unknown, max: number) {
  return Number.isInteger(value) && (value as number) >= 1 ? Math.min(value as number, Math.max(max, 1)) : 1;
}
