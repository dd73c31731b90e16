import * as yup from 'yup';
import { defineEndpoint } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules } from '../validation';

/** The one-time token from the download-created event (or from the job's status). */
export const downloadQuerySchema = yup.object({
  token: rules.text().required(M.required).max(128, M.strMax(128)),
});
export type DownloadQuery = yup.InferType<typeof downloadQuerySchema>;

/** Sends the file (no JSON answer): wrong user, id or token is a 404; expired or already fetched, a 410. */
export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/api/v2/downloads/:id/download',
  summary: 'The prepared file, once, with its token',
  file: true,
  query: downloadQuerySchema,
});
