// Adding a document to the caller's Quick Access (company/documents add-to-quick-access): the Quick
// Access page and the global search's Documents group both offer it.
import { callEndpoint } from 'shared-auth';
import { taskEndpoints, type QuickAccessDocumentKind } from 'shared-contract';

export type DocumentKey = { kind: QuickAccessDocumentKind; id: number };

/** Answers the server's message ('Document added to Quick Access.' or 'already' when it was there). */
export async function addToQuickAccess(doc: DocumentKey): Promise<string> {
  const { data } = await callEndpoint(taskEndpoints.addToQuickAccess, { body: { document_kind: doc.kind, document_id: doc.id } });
  return data.message;
}
