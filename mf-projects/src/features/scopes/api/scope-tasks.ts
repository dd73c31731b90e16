// What the scope tasks steps read and send: the templates to choose from (the project's template
// collection first, then the company library by type), the people on both sides, a template's body
// and its merge fields for this scope (scope/shortcodes), the filled document's PDF (tasks/preview),
// and POST tasks.
import useSWR from 'swr';
import { callEndpoint, endpointRequest } from 'shared-auth';
import { taskEndpoints, templateEndpoints, type DocumentType, type TaskInput } from 'shared-contract';

export type TemplateChoice = { id: number; name: string; type: DocumentType; type_label: string; inCollection: boolean };

/** The project's collection's templates, then the library's active templates (by name), one list without repeats. */
export function useTemplateChoices(projectId: number | undefined) {
  return useSWR(projectId ? ['scope-tasks/templates', projectId] : null, async (): Promise<TemplateChoice[]> => {
    const [collection, library] = await Promise.all([
      callEndpoint(templateEndpoints.findProjectCollection, { params: { id: projectId! } }).catch(() => null),
      // The 100 most recently changed templates (a large library's newest first), listed by name.
      callEndpoint(templateEndpoints.listTemplates, { query: { per_page: 100, current_page: 1, sort_field: 'updated_at', sort_direction: 'desc' } }),
    ]);
    library.data.sort((a, b) => a.name.localeCompare(b.name));
    const inCollection = (collection?.data.templates ?? []).map((t) => ({ id: t.id, name: t.name, type: t.type, type_label: t.type_label, inCollection: true }));
    const seen = new Set(inCollection.map((t) => t.id));
    const rest = library.data.filter((t) => !seen.has(t.id)).map((t) => ({ id: t.id, name: t.name, type: t.type, type_label: t.type_label, inCollection: false }));
    return [...inCollection, ...rest];
  });
}

export function useTemplateBody(templateId: number | null) {
  return useSWR(templateId ? ['scope-tasks/template', templateId] : null, async () => (await callEndpoint(templateEndpoints.findTemplate, { params: { id: templateId! } })).data);
}

export type MergeFieldTarget = { template_id: number | null; project_id: number; scope_id?: number | null; vendor_company_id?: number | null };

export function useTaskMergeFields(target: MergeFieldTarget | null) {
  return useSWR(
    target?.template_id ? ['scope/shortcodes', target.template_id, target.project_id, target.scope_id ?? '', target.vendor_company_id ?? ''] : null,
    async () =>
      (
        await callEndpoint(taskEndpoints.listTaskMergeFields, {
          query: {
            template_id: target!.template_id!,
            project_id: target!.project_id,
            ...(target!.scope_id ? { scope_id: target!.scope_id } : {}),
            ...(target!.vendor_company_id ? { vendor_company_id: target!.vendor_company_id } : {}),
          },
        })
      ).data,
  );
}

export type PreviewInput = {
  template_id: number;
  project_id: number;
  scope_id?: number | null;
  vendor_company_id: number;
  due_date?: string | null;
  internal_signer_id?: number | null;
  external_signer_id?: number | null;
  merge_values: Record<string, string>;
};

export async function previewTaskPdf(input: PreviewInput): Promise<Blob> {
  return endpointRequest(taskEndpoints.previewTaskDocument, { body: input }).blob();
}

export async function createTasks(items: TaskInput[]) {
  return callEndpoint(taskEndpoints.createTasks, { body: { items } });
}
