// Quick Access and document bundles (000 sections 2 and 7, DOMAIN.md 8): a user pins documents they
// may see (a task's file, a scope's attachment, a project's additional document) to Quick Access,
// reads them with their recent tasks on /quick-access, and downloads several as one ZIP prepared by
// a download job (documents/init-job).
import * as yup from 'yup';
import { jobStartedShape } from '../downloads/shapes';
import { defineEndpoint, listQuery, selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { dataOf, messageResponse, pageOf, s, type Infer } from '../schema';
import { rules } from '../validation';

/** The documents Quick Access and a bundle take (quick_access_documents.document_kind). */
export const QUICK_ACCESS_DOCUMENT_KINDS = ['task_file', 'scope_attachment', 'project_document'] as const;
export type QuickAccessDocumentKind = (typeof QUICK_ACCESS_DOCUMENT_KINDS)[number];
export const QUICK_ACCESS_DOCUMENT_KIND_LABELS: Record<QuickAccessDocumentKind, string> = {
  task_file: 'Task file',
  scope_attachment: 'Scope attachment',
  project_document: 'Project document',
};

/** Documents in one ZIP bundle (documents/init-job). */
export const DOCUMENT_BUNDLE_MAX = 50;
/** Documents a user keeps in Quick Access. */
export const QUICK_ACCESS_MAX = 200;
/** Recent tasks shown on /quick-access. */
export const QUICK_ACCESS_RECENT_TASKS = 10;

export const QUICK_ACCESS_MESSAGES = {
  added: 'Document added to Quick Access.',
  alreadyAdded: 'The document is already in Quick Access.',
  removed: 'Document removed from Quick Access.',
  full: `Quick Access holds at most ${QUICK_ACCESS_MAX} documents.`,
  bundleName: 'documents.zip',
  preparing: 'Preparing download',
  duplicate: 'The same document is chosen twice.',
} as const;

const documentKindRule = () => yup.string<QuickAccessDocumentKind>().typeError(M.required).required(M.required).oneOf([...QUICK_ACCESS_DOCUMENT_KINDS], selected('document kind'));

/** One document: its kind and id. */
export const documentRefSchema = yup.object({
  document_kind: documentKindRule(),
  document_id: rules.id().typeError(M.required).required(M.required),
});
export type DocumentRef = yup.InferType<typeof documentRefSchema>;

/** documents/init-job: 1 to DOCUMENT_BUNDLE_MAX documents, each once. */
export const documentBundleSchema = yup.object({
  documents: yup
    .array()
    .typeError(M.required)
    .of(yup.object({ kind: documentKindRule(), id: rules.id().typeError(M.required).required(M.required) }).required(M.required))
    .required(M.required)
    .min(1, M.required)
    .max(DOCUMENT_BUNDLE_MAX, M.numMax(DOCUMENT_BUNDLE_MAX))
    .test('unique', QUICK_ACCESS_MESSAGES.duplicate, (list) => !list || new Set(list.map((d) => `${d?.kind}:${d?.id}`)).size === list.length),
});
export type DocumentBundleInput = yup.InferType<typeof documentBundleSchema>;

/** A document as Quick Access and the Documents search group show it. */
export const documentRowShape = s.object({
  kind: s.enum(QUICK_ACCESS_DOCUMENT_KINDS),
  id: s.integer(),
  name: s.string(),
  /** Bytes. */
  size: s.integer(),
  mime_type: s.nullable(s.string()),
  project_id: s.nullable(s.integer()),
  project_name: s.nullable(s.string()),
  scope_id: s.nullable(s.integer()),
  scope_name: s.nullable(s.string()),
  /** The task of a task file (id, number and the URL of its view). */
  task_id: s.nullable(s.integer()),
  task_number: s.nullable(s.string()),
  task_name: s.nullable(s.string()),
  task_path: s.nullable(s.string()),
  /** The file's download address (GET, same-origin session). */
  download_url: s.string(),
  created_at: s.dateTime(),
  /** Whether the caller has it in Quick Access. */
  in_quick_access: s.boolean(),
});
export type DocumentRow = Infer<typeof documentRowShape>;

/** A task the caller touched lately or that waits on them. */
export const recentTaskShape = s.object({
  id: s.integer(),
  task_id: s.string(),
  name: s.string(),
  type: s.string(),
  status: s.string(),
  status_label: s.string(),
  due_date: s.nullable(s.date()),
  is_overdue: s.boolean(),
  project_name: s.nullable(s.string()),
  /** Waiting on the caller (their action is pending). */
  waiting_on_me: s.boolean(),
  /** The URL of the task's view. */
  path: s.string(),
});
export type RecentTask = Infer<typeof recentTaskShape>;

export const quickAccessShape = s.object({ documents: s.array(documentRowShape), recent_tasks: s.array(recentTaskShape) });
export type QuickAccess = Infer<typeof quickAccessShape>;

export const addToQuickAccess = defineEndpoint({
  method: 'POST',
  path: 'company/documents/add-to-quick-access',
  summary: 'Adds a document the caller may see to their Quick Access',
  body: documentRefSchema,
  response: messageResponse,
});

export const removeFromQuickAccess = defineEndpoint({
  method: 'POST',
  path: 'company/documents/remove-from-quick-access',
  summary: "Removes a document from the caller's Quick Access",
  body: documentRefSchema,
  response: messageResponse,
});

export const findQuickAccess = defineEndpoint({
  method: 'GET',
  path: 'quick-access',
  summary: "The caller's Quick Access documents (the ones they may still see) and their recent tasks",
  response: dataOf(quickAccessShape),
});

export const initDocumentsJob = defineEndpoint({
  method: 'POST',
  path: 'documents/init-job',
  summary: `Starts a download job that bundles up to ${DOCUMENT_BUNDLE_MAX} documents the caller may see into one ZIP`,
  body: documentBundleSchema,
  status: 202,
  response: jobStartedShape,
});

/** A project two companies share (users/projects, a network company's Projects tab): open and overdue tasks in it. */
export const sharedProjectRowShape = s.object({
  id: s.integer(),
  name: s.string(),
  company_name: s.string(),
  stage: s.nullable(s.string()),
  open_tasks_count: s.integer(),
  overdue_tasks_count: s.integer(),
});
export type SharedProjectRow = Infer<typeof sharedProjectRowShape>;

/**
 * A network company's Projects tab: the projects the two companies work on together (the caller's
 * projects with a scope or task of the company as vendor, and the company's projects with a scope or
 * sent task of the caller as vendor), with the open and overdue tasks between them in each.
 */
export const listCompanyProjects = defineEndpoint({
  method: 'GET',
  path: 'company/network/companies/:id/projects',
  summary: 'The projects the caller’s company and a network company share, paged',
  query: listQuery(['name', 'created_at'] as const, { search: rules.queryText() }),
  response: pageOf(sharedProjectRowShape),
});

/** A network company's Documents tab: the files of the tasks and scopes between the two companies, newest first. */
export const listCompanyDocuments = defineEndpoint({
  method: 'GET',
  path: 'company/network/companies/:id/documents',
  summary: 'The documents the caller’s company and a network company share (task files, scope attachments), paged',
  query: listQuery(['created_at', 'name'] as const, { search: rules.queryText() }),
  response: pageOf(documentRowShape),
});
