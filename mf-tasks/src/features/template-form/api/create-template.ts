// Create a template (its version 1).
import { callEndpoint } from 'shared-auth';
import { templateEndpoints, type Template, type TemplateInput } from 'shared-contract';

export async function createTemplate(input: TemplateInput): Promise<{ data: Template; message: string }> {
  const result = await callEndpoint(templateEndpoints.createTemplate, { body: input });
  return { data: result.data as Template, message: result.message };
}
