// The HTML a template is stored with next to its JSON body (DOMAIN.md 6: "stored as JSON plus
// rendered HTML; HTML is sanitised on the server"). It is built, never parsed: every text and
// attribute value is escaped, and only these tags and attributes are ever written:
//   p, h1-h3 (style="text-align: ..." from the fixed list), strong, em, u, br, ul, ol (start, type),
//   li, table, colgroup, col (style="width: Npx"), tbody, tr, th, td (colspan, rowspan,
//   data-colwidth, style text-align), div data-page-break, img (src = PNG or JPEG data URL, alt,
//   title, width), span data-merge-field, span data-signature-field (data-kind).
// Anything else in a body (which checkTemplateDocument refuses anyway) is left out.
import { SIGNATURE_FIELD_KINDS, SIGNER_ROLES, TEMPLATE_TEXT_ALIGNS, type TemplateDocument, type TemplateNode } from 'shared-contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values alike: nothing in them can open a tag or leave an attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const IMAGE_SRC = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
const ORDERED_LIST_TYPES = ['1', 'a', 'A', 'i', 'I'];

const isPositiveInt = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

function alignStyle(node: TemplateNode): string {
  const align = node.attrs?.textAlign;
  return typeof align === 'string' && (TEMPLATE_TEXT_ALIGNS as readonly string[]).includes(align) ? ` style="text-align: ${align}"` : '';
}

/** The body as safe HTML for storage and for showing where the editor is not loaded. */
export function templateDocumentToHtml(doc: TemplateDocument): string {
  return children(doc);
}

function children(node: TemplateNode): string {
  return Array.isArray(node.content) ? node.content.map(toHtml).join('') : '';
}

function toHtml(node: TemplateNode): string {
  if (!node || typeof node !== 'object') return '';
  switch (node.type) {
    case 'paragraph':
      return `<p${alignStyle(node)}>${children(node)}</p>`;
    case 'heading': {
      const level = [1, 2, 3].includes(node.attrs?.level as number) ? (node.attrs?.level as number) : 1;
      return `<h${level}${alignStyle(node)}>${children(node)}</h${level}>`;
    }
    case 'text':
      return typeof node.text === 'string' ? marked(node, escapeHtml(node.text)) : '';
    case 'hardBreak':
      return '<br>';
    case 'bulletList':
      return `<ul>${children(node)}</ul>`;
    case 'orderedList': {
      const startAttr = node.attrs?.start;
      const typeAttr = node.attrs?.type;
      const start = isPositiveInt(startAttr, 100000) && startAttr !== 1 ? ` start="${startAttr}"` : '';
      const type = typeof typeAttr === 'string' && ORDERED_LIST_TYPES.includes(typeAttr) ? ` type="${typeAttr}"` : '';
      return `<ol${start}${type}>${children(node)}</ol>`;
    }
    case 'listItem':
      return `<li>${children(node)}</li>`;
    case 'table':
      return table(node);
    case 'tableRow':
      return `<tr>${children(node)}</tr>`;
    case 'tableHeader':
    case 'tableCell': {
      const tag = node.type === 'tableHeader' ? 'th' : 'td';
      const colspanAttr = node.attrs?.colspan;
      const rowspanAttr = node.attrs?.rowspan;
      const colspan = isPositiveInt(colspanAttr, 100) && colspanAttr > 1 ? ` colspan="${colspanAttr}"` : '';
      const rowspan = isPositiveInt(rowspanAttr, 100) && rowspanAttr > 1 ? ` rowspan="${rowspanAttr}"` : '';
      const widths = columnWidths(node);
      const colwidth = widths.some((w) => w !== null) ? ` data-colwidth="${widths.map((w) => w ?? 0).join(',')}"` : '';
      return `<${tag}${colspan}${rowspan}${colwidth}${alignStyle(node)}>${children(node)}</${tag}>`;
    }
    case 'pageBreak':
      return '<div data-page-break></div>';
    case 'image': {
      const src = node.attrs?.src;
      if (typeof src !== 'string' || !IMAGE_SRC.test(src)) return '';
      const { alt: altAttr, title: titleAttr, width: widthAttr } = node.attrs ?? {};
      const alt = typeof altAttr === 'string' ? altAttr : '';
      const title = typeof titleAttr === 'string' ? ` title="${escapeHtml(titleAttr)}"` : '';
      const width = isPositiveInt(widthAttr, 2000) ? ` width="${widthAttr}"` : '';
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${title}${width}>`;
    }
    case 'mergeField': {
      const name = typeof node.attrs?.name === 'string' ? node.attrs.name : '';
      return marked(node, `<span data-merge-field="${escapeHtml(name)}">${escapeHtml(`{{${name}}}`)}</span>`);
    }
    case 'signatureField': {
      const role = node.attrs?.role;
      if (typeof role !== 'string' || !Object.hasOwn(SIGNER_ROLES, role)) return '';
      const kindAttr = node.attrs?.kind;
      const kind = typeof kindAttr === 'string' && Object.hasOwn(SIGNATURE_FIELD_KINDS, kindAttr) ? (kindAttr as keyof typeof SIGNATURE_FIELD_KINDS) : 'signature';
      const label = typeof node.attrs?.label === 'string' && node.attrs.label.trim() !== '' ? node.attrs.label : SIGNATURE_FIELD_KINDS[kind];
      return `<span data-signature-field="${role}" data-kind="${kind}">${escapeHtml(label)}</span>`;
    }
    default:
      return '';
  }
}

/** Marks nest in one fixed order, whatever order the editor listed them in. */
function marked(node: TemplateNode, html: string): string {
  const marks = new Set(Array.isArray(node.marks) ? node.marks.map((mark) => mark?.type) : []);
  let out = html;
  if (marks.has('underline')) out = `<u>${out}</u>`;
  if (marks.has('italic')) out = `<em>${out}</em>`;
  if (marks.has('bold')) out = `<strong>${out}</strong>`;
  return out;
}

function columnWidths(cell: TemplateNode): (number | null)[] {
  const widths = cell.attrs?.colwidth;
  return Array.isArray(widths) ? widths.map((w) => (isPositiveInt(w, 2000) ? w : null)) : [];
}

/** The column widths the editor set (the first row that gives one for each column) as a colgroup. */
function table(node: TemplateNode): string {
  const rows = Array.isArray(node.content) ? node.content : [];
  const firstRow = rows[0] && Array.isArray(rows[0].content) ? rows[0].content : [];
  const columns: (number | null)[] = [];
  for (const cell of firstRow) {
    const colspan = cell?.attrs?.colspan;
    const span = isPositiveInt(colspan, 100) ? colspan : 1;
    const widths = columnWidths(cell);
    for (let i = 0; i < span; i += 1) columns.push(widths[i] ?? null);
  }
  const colgroup = columns.some((w) => w !== null) ? `<colgroup>${columns.map((w) => (w === null ? '<col>' : `<col style="width: ${w}px">`)).join('')}</colgroup>` : '';
  return `<table>${colgroup}<tbody>${rows.map(toHtml).join('')}</tbody></table>`;
}
