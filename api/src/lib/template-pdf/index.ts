// The product's one template-to-PDF path and the HTML a template is stored with
// (ARCHITECTURE.md "Documents, signatures, AI"; DOMAIN.md 6).
export { renderTemplatePdf, SIGNATURE_FIELD_SIZES, TEMPLATE_PDF_PAGE, TEMPLATE_PDF_MARGIN, type TemplatePdf, type TemplatePdfOptions, type TemplatePdfSignatureField } from './render-pdf';
export { templateDocumentToHtml } from './html';
