// Save a template's name, type, description and body; the server keeps the save as a version.
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type Template, type TemplateInput } from 'shared-contract';

export async function updateTemplate(id: number, input: TemplateInput): Promise<{ data: Template; message: string }> {
  const result = await callEndpoint(templateEndpoints.updateTemplate, { params: { id }, body: input });
  return { data: result.data as Template, message: result.message };
}
