// Stamping signatures into their nodes, and the certificate page (DOMAIN.md 5). Node coordinates
// are those api/src/lib/template-pdf reports for signature fields: 1-based page, points, the box's
// top-left corner measured from the page's top-left corner. pdf-lib draws from the bottom-left, so
// y is flipped here.
import pdfmake from 'pdfmake';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { PRODUCT_NAME } from 'shared-contract';
import { templatePdfFontDir, templatePdfFonts, TEMPLATE_PDF_FONT } from '../template-pdf/fonts';

export type SignatureNodeValue = { type: 'typed'; text: string } | { type: 'drawn'; png: Uint8Array } | { type: 'date'; text: string };
export type SignatureNode = {
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: 'signature' | 'initials' | 'date';
  value: SignatureNodeValue;
};

const INK = rgb(0.05, 0.12, 0.35);
const PADDING = 2;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Whether the standard font can draw every character (WinAnsi). */
function encodable(font: PDFFont, text: string): boolean {
  const charset = new Set(font.getCharacterSet());
  return [...text].every((ch) => charset.has(ch.codePointAt(0) ?? 0));
}

/**
 * Text a standard font cannot draw (a name in Polish, Greek, Cyrillic...): laid out by pdfmake in
 * Roboto Italic on a page the size of the box, embedded and drawn as a form. Roboto is wider than
 * its size in average (about 0.55 em a character), hence the size estimate.
 */
async function robotoStamp(doc: PDFDocument, text: string, width: number, height: number, maxSize: number) {
  configurePdfmake();
  const size = Math.max(4, Math.min(maxSize, width / (0.55 * Math.max(1, [...text].length))));
  const bytes = await pdfmake
    .createPdf({
      pageSize: { width, height },
      pageMargins: [0, Math.max(0, (height - size * 1.2) / 2), 0, 0],
      content: [{ text, italics: true, fontSize: size, noWrap: true, color: '#0d1f59' }],
      defaultStyle: { font: TEMPLATE_PDF_FONT, lineHeight: 1, fontFeatures: { liga: false } },
    })
    .getBuffer();
  const [embedded] = await doc.embedPdf(bytes, [0]);
  return embedded;
}

/** The largest size up to max at which text fits the width. */
function fitSize(font: PDFFont, text: string, width: number, max: number): number {
  const at1 = font.widthOfTextAtSize(text, 1);
  return Math.max(4, Math.min(max, at1 > 0 ? width / at1 : max));
}

/**
 * Draws each node's value into its box: typed signatures and initials in Times Italic (a standard,
 * script-like face; Roboto Italic for characters it lacks), dates in Helvetica (Roboto likewise), drawn signatures as their PNG scaled into the box keeping
 * its proportions. Returns the new PDF's bytes; the input is not changed.
 */
export async function stampSignatures(pdf: Uint8Array, nodes: SignatureNode[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const plain = await doc.embedFont(StandardFonts.Helvetica);
  for (const [index, node] of nodes.entries()) {
    const page = pages[node.page - 1];
    if (!page) throw new Error(`pdf-seal: node ${index + 1} is on page ${node.page}, the PDF has ${pages.length}`);
    if (!(node.width > 0 && node.height > 0)) throw new Error(`pdf-seal: node ${index + 1} has no area`);
    const { height: pageHeight } = page.getSize();
    const left = node.x + PADDING;
    const bottom = pageHeight - node.y - node.height + PADDING;
    const boxWidth = node.width - 2 * PADDING;
    const boxHeight = node.height - 2 * PADDING;
    const value = node.value;
    if (value.type === 'drawn') {
      const image = await doc.embedPng(value.png);
      const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, { x: left + (boxWidth - width) / 2, y: bottom + (boxHeight - height) / 2, width, height });
    } else {
      const font = value.type === 'typed' ? script : plain;
      const text = tidy(value.text);
      if (!text) throw new Error(`pdf-seal: node ${index + 1} has no text`);
      const maxSize = boxHeight * (value.type === 'typed' ? 0.75 : 0.7);
      if (!encodable(font, text)) {
        page.drawPage(await robotoStamp(doc, text, boxWidth, boxHeight, maxSize), { x: left, y: bottom, width: boxWidth, height: boxHeight });
        continue;
      }
      const size = fitSize(font, text, boxWidth, maxSize);
      const textHeight = font.heightAtSize(size, { descender: false });
      page.drawText(text, { x: left, y: bottom + Math.max(0, (boxHeight - textHeight) / 2), size, font, color: INK });
    }
  }
  return doc.save({ useObjectStreams: false });
}

export type CertificateEvent = {
  action: string;
  actor: string;
  email?: string;
  /** ISO timestamp. */
  at: string;
  ip?: string;
  userAgent?: string;
  hash?: string;
};
export type CertificateInput = { title: string; documentHash: string; events: CertificateEvent[] };

let configured = false;
function configurePdfmake() {
  if (configured) return;
  // The same font and policies as template-pdf: nothing fetched, only Roboto read from disk.
  pdfmake.setFonts(templatePdfFonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(templatePdfFontDir));
  configured = true;
}

/** Breaks long unbroken values (hashes, user agents) so they wrap inside the column. */
const breakable = (value: string) => value.replace(/(\S{16})(?=\S)/g, '$1\u200b');

/**
 * Appends the certificate of completion: the document's title and SHA-256, then every audit event
 * (action, who, e-mail, when, IP, user agent, hash) in a table that wraps long values and runs
 * over as many pages as it needs. Laid out with pdfmake in Roboto (text extractable), the pages are
 * copied behind the document's own.
 */
export async function appendCertificatePage(pdf: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  configurePdfmake();
  const muted = '#5f6b7a';
  const rows = input.events.map((event, index) => [
    { text: String(index + 1), color: muted },
    { stack: [{ text: event.action, bold: true }, { text: event.at, color: muted, fontSize: 8 }] },
    {
      stack: [
        { text: event.actor },
        ...(event.email ? [{ text: event.email, color: muted, fontSize: 8 }] : []),
        ...(event.ip ? [{ text: `IP ${event.ip}`, color: muted, fontSize: 8 }] : []),
        ...(event.userAgent ? [{ text: breakable(event.userAgent), color: muted, fontSize: 7 }] : []),
      ],
    },
    { text: event.hash ? breakable(event.hash) : '', fontSize: 7 },
  ]);
  const definition = {
    pageSize: 'LETTER',
    pageMargins: [48, 56, 48, 56],
    info: { title: `${input.title}: certificate of completion`, creator: PRODUCT_NAME, producer: PRODUCT_NAME },
    // No ligatures: every character stays its own glyph, so the text reads back (and copies) as written.
    defaultStyle: { font: TEMPLATE_PDF_FONT, fontSize: 9, lineHeight: 1.2, color: '#1f2933', fontFeatures: { liga: false } },
    content: [
      { text: 'Certificate of completion', fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      { text: breakable(input.title), fontSize: 12, margin: [0, 0, 0, 10] },
      { text: 'Document SHA-256', bold: true },
      { text: breakable(input.documentHash), fontSize: 9, margin: [0, 0, 0, 12] },
      { text: `Audit trail (${input.events.length} ${input.events.length === 1 ? 'event' : 'events'})`, bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [18, 120, '*', 130],
          body: [[{ text: '#', bold: true }, { text: 'Event', bold: true }, { text: 'By', bold: true }, { text: 'Hash', bold: true }], ...rows],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Sealed by ${PRODUCT_NAME}. The document's digital signature covers these pages.`, color: muted, fontSize: 8, margin: [0, 12, 0, 0] },
    ],
    footer: (currentPage: number, pages: number) => ({ text: `Certificate page ${currentPage} / ${pages}`, alignment: 'center', fontSize: 8, color: muted, margin: [0, 20, 0, 0] }),
  };
  const certificate = await PDFDocument.load(await pdfmake.createPdf(definition).getBuffer());
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const copied = await doc.copyPages(certificate, certificate.getPageIndices());
  for (const page of copied) doc.addPage(page);
  return doc.save({ useObjectStreams: false });
}

export type CoverInput = { heading: string; title: string; rows: { label: string; value: string }[]; note?: string };

/**
 * A one-page cover (a heading, the title, labelled values such as a task number and hashes), laid
 * out like the certificate in Roboto, so any name prints; appendCertificatePage goes behind it for
 * a standalone certificate.
 */
export async function createCoverPage(input: CoverInput): Promise<Uint8Array> {
  configurePdfmake();
  const muted = '#5f6b7a';
  const definition = {
    pageSize: 'LETTER',
    pageMargins: [48, 56, 48, 56],
    info: { title: input.title, creator: PRODUCT_NAME, producer: PRODUCT_NAME },
    defaultStyle: { font: TEMPLATE_PDF_FONT, fontSize: 10, lineHeight: 1.2, color: '#1f2933', fontFeatures: { liga: false } },
    content: [
      { text: input.heading, fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      { text: breakable(input.title), fontSize: 12, margin: [0, 0, 0, 14] },
      ...input.rows.flatMap((row) => [{ text: row.label, bold: true }, { text: breakable(row.value), margin: [0, 0, 0, 10] }]),
      ...(input.note ? [{ text: input.note, color: muted, fontSize: 8, margin: [0, 12, 0, 0] }] : []),
    ],
  };
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer());
}
