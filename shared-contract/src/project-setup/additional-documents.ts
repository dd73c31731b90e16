// The project's additional documents (wizard step 5, Documents tab): upload, list, download, delete.
import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { setupProjectQuery, PROJECT_DOCUMENT_EXTENSIONS, PROJECT_DOCUMENT_FIELD } from './rules';
import { additionalDocumentShape, wizardStateShape } from './shapes';

export const saveStepFive = defineEndpoint({
  method: 'POST',
  path: 'project/step-5',
  summary: `Wizard step 5 (multipart): uploads the files of '${PROJECT_DOCUMENT_FIELD}' (repeatable; 10 MB each; ${PROJECT_DOCUMENT_EXTENSIONS.join(', ')}); with no file it only finishes the wizard`,
  multipart: true,
  query: setupProjectQuery,
  response: dataOf(s.object({ message: s.string(), project: wizardStateShape, documents: s.array(additionalDocumentShape) })),
});

export const listAdditionalDocuments = defineEndpoint({
  method: 'GET',
  path: 'project/additional-documents',
  summary: "The project's additional documents, newest first",
  query: setupProjectQuery,
  response: dataOf(s.array(additionalDocumentShape)),
});

export const deleteAdditionalDocument = defineEndpoint({
  method: 'DELETE',
  path: 'project/additional-documents/:id',
  summary: 'Deletes an additional document and its file',
  response: messageResponse,
});

export const downloadAdditionalDocument = defineEndpoint({
  method: 'GET',
  path: 'project/additional-documents/:id/download',
  summary: 'The document as a file download (blob)',
  file: true,
});
