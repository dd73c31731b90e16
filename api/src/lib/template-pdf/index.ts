// The product's one template-to-PDF path and the HTML a template is stored with
// (ARCHITECTURE.md "Documents, signatures, AI"; DOMAIN.md 6). renderTemplatePdf renders in a pool of
// worker threads (./pool), off the API's event loop.
export { SIGNATURE_FIELD_SIZES, TEMPLATE_PDF_PAGE, TEMPLATE_PDF_MARGIN, type TemplatePdf, type TemplatePdfOptions, type TemplatePdfSignatureField } from './render-pdf';
export { renderTemplatePdf, closeTemplatePdfPool, configureTemplatePdfPool, TEMPLATE_PDF_MESSAGES } from './pool';
export { templateDocumentToHtml } from './html';
