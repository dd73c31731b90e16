// Template bodies and pictures for the template-pdf tests and bench (built here, no files).
import { deflateSync } from 'node:zlib';
import type { TemplateDocument, TemplateNode } from 'shared-contract';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the given size (a colour gradient) as a data URL. */
export function pngDataUrl(width: number, height: number): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      raw[row + 1 + x * 3] = (x * 255) / Math.max(width - 1, 1);
      raw[row + 2 + x * 3] = (y * 255) / Math.max(height - 1, 1);
      raw[row + 3 + x * 3] = 160;
    }
  }
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A JPEG's frame header (size and colour components) as a data URL: what a PDF embeds as is. */
export function jpegDataUrl(width: number, height: number): string {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), sof, Buffer.from([0xff, 0xd9])]);
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

export const text = (value: string, ...marks: ('bold' | 'italic' | 'underline')[]): TemplateNode => ({ type: 'text', text: value, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
export const paragraph = (...content: TemplateNode[]): TemplateNode => ({ type: 'paragraph', ...(content.length ? { content } : {}) });
export const heading = (level: 1 | 2 | 3, value: string): TemplateNode => ({ type: 'heading', attrs: { level }, content: [text(value)] });
export const mergeField = (name: string): TemplateNode => ({ type: 'mergeField', attrs: { name } });
export const signatureField = (role: 'internal' | 'external', kind: 'signature' | 'initials' | 'date' = 'signature', label: string | null = null): TemplateNode => ({ type: 'signatureField', attrs: { role, kind, label } });
export const pageBreak = (): TemplateNode => ({ type: 'pageBreak' });
export const doc = (...content: TemplateNode[]): TemplateDocument => ({ type: 'doc', content });
export const item = (...content: TemplateNode[]): TemplateNode => ({ type: 'listItem', content });
export const cell = (value: string, attrs: Record<string, unknown> = {}, type: 'tableCell' | 'tableHeader' = 'tableCell'): TemplateNode => ({ type, attrs, content: [paragraph(text(value))] });

/** A subcontract of about the given number of pages: numbered sections of legal text and a table now and then. */
export function longContract(pages: number): TemplateDocument {
  const content: TemplateNode[] = [heading(1, 'Subcontract Agreement'), paragraph(text('This agreement is made between '), mergeField('company.name'), text(' and '), mergeField('vendor.name'), text('.'))];
  for (let section = 1; section <= pages; section += 1) {
    content.push(heading(2, `Section ${section}`));
    for (let p = 0; p < 4; p += 1) {
      content.push(
        paragraph(
          text(`${section}.${p + 1} `, 'bold'),
          text('The Subcontractor shall furnish all labor, materials, equipment and services necessary for the proper performance of the Work, '),
          text('in strict accordance with the Contract Documents', 'italic'),
          text(', and shall coordinate the Work with that of the Contractor and other subcontractors so as not to delay the progress of the Project.'),
        ),
      );
    }
    if (section % 5 === 0) {
      content.push({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('Item', {}, 'tableHeader'), cell('Amount', {}, 'tableHeader')] },
          { type: 'tableRow', content: [cell(`Milestone ${section}`), cell('$10,000.00', { textAlign: 'right' })] },
        ],
      });
    }
  }
  content.push(paragraph(signatureField('internal'), signatureField('external')));
  return doc(...content);
}
