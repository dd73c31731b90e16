// Every file the API hands out (exports, attachments) goes out the same way: its content type
// from the extension, Content-Disposition attachment with an ASCII name and the UTF-8 name, and no
// caching (the files are private to a company).
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
};

export const contentTypeOf = (fileName: string) => CONTENT_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendAttachment(reply: FastifyReply, body: Buffer | string | Readable, fileName: string) {
  return reply.header('content-type', contentTypeOf(fileName)).header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store').send(body);
}
