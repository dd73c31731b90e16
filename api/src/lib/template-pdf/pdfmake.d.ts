// pdfmake 0.3 ships no type declarations: the part of its server API that template-pdf uses.
declare module 'pdfmake' {
  type PdfmakeFonts = Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>;
  type PdfmakeOutput = { getBuffer(): Promise<Buffer> };
  const pdfmake: {
    setFonts(fonts: PdfmakeFonts): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(docDefinition: Record<string, unknown>, options?: Record<string, unknown>): PdfmakeOutput;
  };
  export default pdfmake;
}
