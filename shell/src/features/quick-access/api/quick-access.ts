// Quick Access through its shared-contract endpoints (000 section 7): the caller's documents and
// recent tasks, pinning and unpinning a document, the document search of the global search
// (type=documents) and a ZIP bundle of chosen documents as a download job.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { globalSearchEndpoints, taskEndpoints, type DocumentRow, type QuickAccess } from 'shared-contract';
import type { DocumentKey } from '../../../lib/quick-access';

export const QUICK_ACCESS_KEY = taskEndpoints.findQuickAccess.path;

export async function findQuickAccess(): Promise<QuickAccess> {
  const { data } = await callEndpoint(taskEndpoints.findQuickAccess, { cache: 'no-store' });
  return data;
}

export const useQuickAccess = () => useSWR(QUICK_ACCESS_KEY, findQuickAccess);

export { addToQuickAccess, type DocumentKey } from '../../../lib/quick-access';

export async function removeFromQuickAccess(doc: DocumentKey): Promise<string> {
  const { data } = await callEndpoint(taskEndpoints.removeFromQuickAccess, { body: { document_kind: doc.kind, document_id: doc.id } });
  return data.message;
}

/** Starts the ZIP job; the download job helper waits for its file. */
export async function startDocumentBundle(docs: DocumentKey[]): Promise<number> {
  const { data } = await callEndpoint(taskEndpoints.initDocumentsJob, { body: { documents: docs.map((d) => ({ kind: d.kind, id: d.id })) } });
  return data.id;
}

/** A page of the documents the caller may see whose name contains the text. */
export async function searchDocuments(search: string, page: number, perPage: number): Promise<{ rows: DocumentRow[]; total: number }> {
  const { data } = await callEndpoint(globalSearchEndpoints.findSearchResults, { query: { search, type: 'documents', page, per_page: perPage } });
  return { rows: data.documents?.data ?? [], total: data.documents?.total ?? 0 };
}
