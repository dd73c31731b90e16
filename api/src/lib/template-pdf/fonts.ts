// The one font of template PDFs: Roboto (Apache License 2.0), which pdfmake ships as TTF files in
// its package (fonts/Roboto). pdfmake stays outside the API bundle (api/build.mjs marks every
// dependency external), so these files are read from node_modules at run time, from the sources and
// from dist/server.js alike; Roboto's Medium weight is the bold.
import { dirname, join } from 'node:path';

export const TEMPLATE_PDF_FONT = 'Roboto';

/** The folder that holds the Roboto TTF files. */
export const templatePdfFontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

export const templatePdfFonts = {
  [TEMPLATE_PDF_FONT]: {
    normal: join(templatePdfFontDir, 'Roboto-Regular.ttf'),
    bold: join(templatePdfFontDir, 'Roboto-Medium.ttf'),
    italics: join(templatePdfFontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(templatePdfFontDir, 'Roboto-MediumItalic.ttf'),
  },
};
