import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { countedMessageResponse, importPreviewShape } from './shapes';

export const previewImport = defineEndpoint({
  method: 'POST',
  path: 'company/network/import/preview',
  summary: 'Reads a CSV or XLSX file of companies and checks each row',
  multipart: true,
  response: dataOf(importPreviewShape),
});

export const confirmImport = defineEndpoint({
  method: 'POST',
  path: 'company/network/import/:id/confirm',
  summary: 'Sends the invitations of the new rows, all or nothing',
  response: countedMessageResponse,
});
