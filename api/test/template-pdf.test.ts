// The template-to-PDF path (api/src/lib/template-pdf): what the PDF shows is read back from the
// PDF itself (text through the fonts' ToUnicode maps, rectangles from the content streams).
import { checkTemplateDocument, type TemplateDocument, type TemplateNode } from 'shared-contract';
import { renderTemplatePdf, SIGNATURE_FIELD_SIZES, TEMPLATE_PDF_MARGIN, TEMPLATE_PDF_PAGE } from '../src/lib/template-pdf';
import { readPdf, type PdfRead } from './helpers/pdf-reader';
import { cell, doc, heading, item, jpegDataUrl, longContract, mergeField, pageBreak, paragraph, pngDataUrl, signatureField, text } from './helpers/template-documents';

const flat = (read: PdfRead) => read.text.replace(/\s+/g, ' ');

describe('renderTemplatePdf', () => {
  it('draws headings, paragraphs, marks, lists and filled merge fields as text, on Letter pages with the title', async () => {
    const body = doc(
      heading(1, 'Subcontract Agreement'),
      heading(2, 'Scope of work'),
      heading(3, 'Schedule'),
      { type: 'paragraph', attrs: { textAlign: 'justify' }, content: [text('Plain, '), text('bold, ', 'bold'), text('italic, ', 'italic'), text('underlined, ', 'underline'), text('all three.', 'bold', 'italic', 'underline')] },
      paragraph(text('Between '), mergeField('company.name'), text(' and {{ vendor.name }}, signed by '), mergeField('signer.name'), { type: 'hardBreak' }, text('Second line after a hard break.')),
      { type: 'bulletList', content: [item(paragraph(text('First bullet'))), item(paragraph(text('Second bullet')), { type: 'orderedList', attrs: { start: 3 }, content: [item(paragraph(text('Nested numbered')))] })] },
      { type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('Ünïcödé – “quotes” — ½ € ©')] },
    );
    expect(checkTemplateDocument(body)).toBeNull();
    const result = await renderTemplatePdf(body, { title: 'Subcontract for Bolt Electric', values: { 'company.name': 'Acme Builders', 'vendor.name': 'Bolt Electric' } });
    const read = await readPdf(result.pdf);
    expect(result.pageCount).toBe(1);
    expect(read.pageCount).toBe(1);
    expect(read.title).toBe('Subcontract for Bolt Electric');
    const page = (await import('pdf-lib')).PDFDocument.load(result.pdf).then((d) => d.getPage(0).getSize());
    expect(await page).toEqual(TEMPLATE_PDF_PAGE);
    const shown = flat(read);
    for (const expected of ['Subcontract Agreement', 'Scope of work', 'Schedule', 'Plain, bold, italic, underlined, all three.', 'Between Acme Builders and Bolt Electric, signed by {{signer.name}}', 'Second line after a hard break.', 'First bullet', 'Second bullet', 'Nested numbered', 'Ünïcödé – “quotes” — ½ € ©']) {
      expect(shown).toContain(expected);
    }
    // The missing field is printed as its placeholder (highlighted), the others are not.
    expect(shown).not.toContain('{{company.name}}');
    // Ordered lists keep their start: the nested one is numbered from 3.
    expect(shown).toContain('3.');
    expect(shown).not.toContain('1.');
    // Bold, italic and bold italic are drawn with Roboto's own faces.
    const fonts = read.pages[0].fonts.join(' ');
    for (const face of ['Roboto-Regular', 'Roboto-Medium', 'Roboto-Italic', 'Roboto-MediumItalic']) expect(fonts).toContain(face);
  });

  it('starts a new page at each page break', async () => {
    const one = await renderTemplatePdf(doc(paragraph(text('Only page'))), { title: 'One' });
    const three = await renderTemplatePdf(doc(paragraph(text('Page one')), pageBreak(), paragraph(text('Page two')), pageBreak(), paragraph(text('Page three'))), { title: 'Three' });
    expect(one.pageCount).toBe(1);
    expect(three.pageCount).toBe(3);
    const read = await readPdf(three.pdf);
    expect(read.pageCount).toBe(3);
    expect(read.pages.map((p) => p.text.split('\n')[0])).toEqual(['Page one', 'Page two', 'Page three']);
    expect(read.pages[1].text).toContain('2 / 3');
  });

  it('renders an empty body as one blank page', async () => {
    for (const body of [doc(), doc(paragraph()), { type: 'doc' as const }]) {
      const result = await renderTemplatePdf(body, { title: 'Blank' });
      expect(result.pageCount).toBe(1);
      expect((await readPdf(result.pdf)).pageCount).toBe(1);
    }
  });

  it('draws tables with header cells, spans and column widths, repeating the header rows on every page', async () => {
    const rows: TemplateNode[] = [
      { type: 'tableRow', content: [cell('Item', { colwidth: [300] }, 'tableHeader'), cell('Qty', { colwidth: [60] }, 'tableHeader'), cell('Amount', { colwidth: [120] }, 'tableHeader')] },
      { type: 'tableRow', content: [cell('Spans two columns', { colspan: 2, colwidth: [300, 60] }), cell('Spans two rows', { rowspan: 2, textAlign: 'right' })] },
      { type: 'tableRow', content: [cell('Left'), cell('Mid')] },
    ];
    for (let i = 1; i <= 70; i += 1) rows.push({ type: 'tableRow', content: [cell(`Line ${i}`), cell(String(i)), cell(`$${i}.00`, { textAlign: 'right' })] });
    const body = doc({ type: 'table', content: rows });
    expect(checkTemplateDocument(body)).toBeNull();
    const result = await renderTemplatePdf(body, { title: 'Table' });
    const read = await readPdf(result.pdf);
    expect(result.pageCount).toBeGreaterThanOrEqual(2);
    const shown = flat(read);
    for (const expected of ['Spans two columns', 'Spans two rows', 'Left', 'Mid', 'Line 1', 'Line 70', '$70.00']) expect(shown).toContain(expected);
    // The header row is drawn again at the top of the next page.
    expect(read.pages[1].text.split('\n').slice(0, 3).join(' ')).toContain('Item');
    // Columns keep the editor's proportions (px to pt, shrunk to the page): the first is the widest.
    const headerCells = read.pages[0].rects.filter((r) => r.y < TEMPLATE_PDF_MARGIN + 40 && r.height > 10 && r.height < 40).sort((a, b) => a.x - b.x);
    expect(headerCells.length).toBeGreaterThanOrEqual(3);
    expect(headerCells[0].width).toBeGreaterThan(headerCells[2].width);
    expect(headerCells[2].width).toBeGreaterThan(headerCells[1].width);
  });

  it('tolerates ragged tables (rows of different lengths, spans past the edge)', async () => {
    const body = doc({
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('A', { rowspan: 5 }), cell('B', { colspan: 3 })] },
        { type: 'tableRow', content: [cell('C')] },
        { type: 'tableRow', content: [] },
      ],
    });
    const read = await readPdf((await renderTemplatePdf(body, { title: 'Ragged' })).pdf);
    expect(flat(read)).toContain('B');
    expect(flat(read)).toContain('C');
  });

  it('embeds PNG and JPEG images at the width set in the editor, and a broken one as its description', async () => {
    const png = pngDataUrl(400, 200);
    const body = doc(
      { type: 'image', attrs: { src: png, width: 200, alt: 'Logo' } },
      paragraph(text('A picture in the text: '), { type: 'image', attrs: { src: jpegDataUrl(64, 48) } }),
      // A picture wider than the page is shrunk to the page.
      { type: 'image', attrs: { src: pngDataUrl(2000, 100) } },
      { type: 'image', attrs: { src: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`, alt: 'Site plan' } },
    );
    expect(checkTemplateDocument(body)).toBeNull();
    const result = await renderTemplatePdf(body, { title: 'Images' });
    const read = await readPdf(result.pdf);
    expect(read.pages[0].imageCount).toBe(3);
    expect(flat(read)).toContain('A picture in the text:');
    expect(flat(read)).toContain('[Site plan]');
    const { PDFDocument, PDFName, PDFDict, PDFNumber, PDFRawStream } = await import('pdf-lib');
    const pdf = await PDFDocument.load(result.pdf);
    const xObjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const sizes = (xObjects?.entries() ?? []).map(([, ref]) => {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('An image is not a stream');
      const { dict } = stream;
      return [dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(), dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()];
    });
    expect(sizes).toEqual(expect.arrayContaining([[400, 200], [64, 48], [2000, 100]]));
    // The 200 px wide picture is drawn 150 pt wide: a "w 0 0 h x y cm" before its Do.
    const source = await pageSource(result.pdf, 0);
    const drawn = [...source.matchAll(/([\d.]+) 0 0 -?([\d.]+) [-\d.]+ [-\d.]+ cm\s*\/\w+ Do/g)].map((m) => Number(m[1]));
    expect(drawn).toEqual(expect.arrayContaining([150, 48, 468]));
  });

  it('draws each signature field as a box of its fixed size and returns where it is', async () => {
    const body = doc(
      heading(1, 'Signatures'),
      paragraph(text('Page one.')),
      pageBreak(),
      paragraph(text('Contractor:'), signatureField('internal', 'signature', 'Contractor'), text(' '), signatureField('internal', 'date')),
      { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('Vendor')), paragraph(signatureField('external', 'initials'))] }, cell('Other')] }] },
      { type: 'bulletList', content: [item(paragraph(text('Acknowledged '), signatureField('external')))] },
    );
    expect(checkTemplateDocument(body)).toBeNull();
    const result = await renderTemplatePdf(body, { title: 'Signatures' });
    expect(result.signatureFields.map(({ role, kind, label, width, height }) => ({ role, kind, label, width, height }))).toEqual([
      { role: 'internal', kind: 'signature', label: 'Contractor', ...SIGNATURE_FIELD_SIZES.signature },
      { role: 'internal', kind: 'date', label: null, width: 120, height: 20 },
      { role: 'external', kind: 'initials', label: null, width: 60, height: 30 },
      { role: 'external', kind: 'signature', label: null, width: 180, height: 50 },
    ]);
    expect(result.signatureFields.map((f) => f.page)).toEqual([2, 2, 2, 2]);
    const read = await readPdf(result.pdf);
    expectBoxesDrawn(read, result.signatureFields);
    // Side by side in one paragraph; one above the other otherwise.
    const [contractor, date, initials, acknowledged] = result.signatureFields;
    expect(contractor.x).toBe(TEMPLATE_PDF_MARGIN);
    expect(date.y).toBe(contractor.y);
    expect(date.x).toBeGreaterThanOrEqual(contractor.x + contractor.width);
    expect(initials.y).toBeGreaterThan(contractor.y + contractor.height);
    expect(acknowledged.y).toBeGreaterThan(initials.y + initials.height);
    // Each box carries its label and its signer's side.
    expect(flat(read)).toContain('Contractor · Internal signer');
    expect(flat(read)).toContain('Date signed · Internal signer');
  });

  it('moves a signature field that would cross the foot of a page to the next page, and says so', async () => {
    const pagesSeen = new Set<number>();
    // Push the field down a line at a time across the bottom of page one.
    for (let lines = 26; lines <= 36; lines += 1) {
      const filler = Array.from({ length: lines }, (_, i) => paragraph(text(`Filler line ${i + 1}`)));
      const result = await renderTemplatePdf(doc(...filler, paragraph(signatureField('external'))), { title: 'Foot' });
      const [field] = result.signatureFields;
      pagesSeen.add(field.page);
      expect(field.y + field.height).toBeLessThanOrEqual(TEMPLATE_PDF_PAGE.height - TEMPLATE_PDF_MARGIN + 0.01);
      expectBoxesDrawn(await readPdf(result.pdf), result.signatureFields);
    }
    expect([...pagesSeen].sort()).toEqual([1, 2]);
  });

  it('gives the same bytes for the same body, values and title', async () => {
    const body = longContract(6);
    const values = { 'company.name': 'Acme Builders' };
    const first = await renderTemplatePdf(body, { title: 'Same', values });
    const second = await renderTemplatePdf(structuredClone(body), { title: 'Same', values: { ...values } });
    expect(first.pdf.equals(second.pdf)).toBe(true);
    expect(second.signatureFields).toEqual(first.signatureFields);
    const dated = await renderTemplatePdf(body, { title: 'Same', values, creationDate: new Date('2026-03-01T10:00:00Z') });
    expect(dated.pdf.equals(first.pdf)).toBe(false);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(dated.pdf)).getCreationDate()?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect((await renderTemplatePdf(body, { title: 'Same', values: { 'company.name': 'Other' } })).pdf.equals(first.pdf)).toBe(false);
  });

  it('prints hostile text as text', async () => {
    const body = doc(paragraph(text('<script>alert(1)</script> ) Tj (injected) Tj \\ ( \u0000\u0007 tab\there'), mergeField('x" onload="y')));
    const read = await readPdf((await renderTemplatePdf(body, { title: '<b>title</b> ) (' })).pdf);
    expect(flat(read)).toContain('<script>alert(1)</script> ) Tj (injected) Tj \\ ( tab here{{x" onload="y}}');
    expect(read.title).toBe('<b>title</b> ) (');
  });

  it('draws what it knows of a body that skipped checkTemplateDocument and leaves out the rest', async () => {
    const body = {
      type: 'doc',
      content: [
        null,
        'text',
        { type: 'script', content: [{ type: 'text', text: 'left out' }] },
        { type: 'paragraph', attrs: 'x', content: [{ type: 'text', text: 'kept', marks: 'bold' }, { type: 'text', text: 42 }, null] },
        { type: 'heading', attrs: { level: 9 }, content: [{ type: 'text', text: 'Heading' }] },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 'x', rowspan: -1, colwidth: 'y' } }, null] }] },
        { type: 'orderedList', attrs: { start: -4, type: '<' }, content: [{ type: 'listItem' }, { type: 'paragraph' }] },
        { type: 'paragraph', content: [{ type: 'signatureField', attrs: { role: 'nobody' } }, { type: 'image', attrs: { src: 'javascript:alert(1)' } }] },
      ],
    } as unknown as TemplateDocument;
    const result = await renderTemplatePdf(body, { title: 'Odd' });
    const shown = flat(await readPdf(result.pdf));
    expect(shown).toContain('kept');
    expect(shown).toContain('Heading');
    expect(shown).not.toContain('left out');
    expect(result.signatureFields).toEqual([]);
  });

  it('renders a 200-page contract', async () => {
    const result = await renderTemplatePdf(longContract(390), { title: 'Long' });
    expect(result.pageCount).toBeGreaterThanOrEqual(200);
    expect((await readPdf(result.pdf)).pageCount).toBe(result.pageCount);
    expect(result.signatureFields.map((f) => f.page)).toEqual([result.pageCount, result.pageCount]);
  }, 180000);
});

async function pageSource(pdf: Buffer, index: number): Promise<string> {
  const { PDFDocument, PDFArray, PDFRawStream, PDFRef, decodePDFRawStream } = await import('pdf-lib');
  const loaded = await PDFDocument.load(pdf);
  const contents = loaded.getPage(index).node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return parts
    .map((part) => (part instanceof PDFRef ? loaded.context.lookup(part) : part))
    .map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : ''))
    .join('\n');
}

/** Every returned field is a rectangle of its size drawn at its place on its page (top-left origin). */
function expectBoxesDrawn(read: PdfRead, fields: { page: number; x: number; y: number; width: number; height: number }[]) {
  for (const field of fields) {
    const rects = read.pages[field.page - 1].rects;
    const match = rects.find((r) => Math.abs(r.x - field.x) < 0.01 && Math.abs(r.y - field.y) < 0.01 && r.width === field.width && r.height === field.height);
    expect({ field, found: Boolean(match) }).toEqual({ field, found: true });
  }
}
