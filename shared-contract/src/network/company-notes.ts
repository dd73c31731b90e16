import * as yup from 'yup';
import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { networkIdRule, noteCreateSchema, noteUpdateSchema } from './rules';
import { companyNoteShape } from './shapes';

const savedNote = s.object({ data: companyNoteShape, message: s.string() });

export const listNotes = defineEndpoint({
  method: 'GET',
  path: 'company/notes',
  summary: "The caller's notes about a network company (query company_id)",
  query: yup.object({ company_id: networkIdRule() }),
  response: dataOf(s.array(companyNoteShape)),
});

export const createNote = defineEndpoint({
  method: 'POST',
  path: 'company/notes/create',
  summary: 'Adds a note about a network company',
  body: noteCreateSchema,
  response: savedNote,
});

export const updateNote = defineEndpoint({
  method: 'PUT',
  path: 'company/notes/update/:id',
  summary: 'Edits a note',
  body: noteUpdateSchema,
  response: savedNote,
});

export const deleteNote = defineEndpoint({
  method: 'DELETE',
  path: 'company/notes/delete/:id',
  summary: 'Deletes a note',
  response: messageResponse,
});
