// The PDF of a template with sample merge field values: the saved template (GET templates/{id}/preview)
// or the body being edited (POST templates/preview), from the API's one template-to-PDF path.
import { endpointRequest } from 'shared-auth';
import { templateEndpoints, type TemplateDocument } from 'shared-contract';

export async function previewTemplatePdf(id: number): Promise<Blob> {
  return endpointRequest(templateEndpoints.previewTemplate, { params: { id }, cache: 'no-store' }).blob();
}

export async function previewTemplateDocumentPdf(name: string, body: TemplateDocument): Promise<Blob> {
  return endpointRequest(templateEndpoints.previewTemplateDocument, { body: { name, body } }).blob();
}
