// Reads back what a PDF made by pdfkit/pdfmake (and pdf-lib's drawText) draws, for tests: each page's text (through the
// fonts' ToUnicode maps) and its rectangles, from the decoded content streams, with pdf-lib.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from 'pdf-lib';

export type PdfRect = { x: number; y: number; width: number; height: number };
export type PdfPage = { text: string; rects: PdfRect[]; imageCount: number; fonts: string[] };
export type PdfRead = { pageCount: number; title: string | undefined; pages: PdfPage[]; text: string };

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
}

/** A ToUnicode CMap as pdfkit writes it: bfrange lines with arrays or a start value, and bfchar. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => {
    let out = '';
    for (let i = 0; i < h.length; i += 4) out += String.fromCharCode(parseInt(h.slice(i, i + 4), 16));
    return out;
  };
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(line[1], 16);
      const to = parseInt(line[2], 16);
      if (line[3].startsWith('[')) {
        [...line[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((m, i) => map.set(from + i, hex(m[1])));
      } else {
        const base = parseInt(line[3].slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of section[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(line[1], 16), hex(line[2]));
  }
  return map;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page): PdfPage => {
    const fonts = new Map<string, Map<number, string>>();
    const fontNames: string[] = [];
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = doc.context.lookup(ref);
        if (!(font instanceof PDFDict)) continue;
        fonts.set(name.asString().slice(1), parseCmap(streamText(font.lookup(PDFName.of('ToUnicode')))));
        fontNames.push(String(font.lookup(PDFName.of('BaseFont')) ?? ''));
      }
    }
    const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    const imageCount = xObjects instanceof PDFDict ? xObjects.entries().length : 0;
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const source = parts.map((part) => streamText(part instanceof PDFRef ? doc.context.lookup(part) : part)).join('\n');

    let text = '';
    let font: Map<number, string> | undefined;
    let lastY: string | null = null;
    const rects: PdfRect[] = [];
    for (const op of source.matchAll(/\/([\w.-]+) [\d.]+ Tf|1 0 0 1 [-\d.]+ ([-\d.]+) Tm|\[([^\]]*)\] TJ|([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) font = fonts.get(op[1]);
      else if (op[2] !== undefined) {
        if (lastY !== null && op[2] !== lastY) text += '\n';
        lastY = op[2];
      } else if (op[3] !== undefined) {
        for (const h of op[3].matchAll(/<([0-9a-fA-F]*)>/g)) for (let i = 0; i < h[1].length; i += 4) text += font?.get(parseInt(h[1].slice(i, i + 4), 16)) ?? '\ufffd';
      } else if (op[8] !== undefined) {
        // pdf-lib's drawText: one hex string per Tj; a standard font (no ToUnicode) holds one WinAnsi byte a character.
        if (font?.size) for (let i = 0; i < op[8].length; i += 4) text += font.get(parseInt(op[8].slice(i, i + 4), 16)) ?? '\ufffd';
        else text += Buffer.from(op[8], 'hex').toString('latin1');
      } else rects.push({ x: Number(op[4]), y: Number(op[5]), width: Number(op[6]), height: Number(op[7]) });
    }
    return { text, rects, imageCount, fonts: fontNames };
  });
  return { pageCount: doc.getPageCount(), title: doc.getTitle(), pages, text: pages.map((p) => p.text).join('\n') };
}
