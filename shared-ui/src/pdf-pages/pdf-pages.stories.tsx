import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box } from '@mui/material';
import { PdfPages } from './pdf-pages';
import type { PdfRenderer } from './pdf-renderer';
import { buildSamplePdf } from './sample-pdf';

const SAMPLE_PDF = buildSamplePdf();
const LETTER = { width: 612, height: 792 };

const meta: Meta<typeof PdfPages> = {
  title: 'Documents/PdfPages',
  component: PdfPages,
  args: { data: SAMPLE_PDF, maxPageWidth: 600 },
};
export default meta;

/** The pages drawn by pdf.js (its worker is bundled as an asset), scaled to the width. */
export const Pages: StoryObj<typeof PdfPages> = {};

/** An overlay per page, told the page's size in points and the scale. */
export const WithOverlay: StoryObj<typeof PdfPages> = {
  args: {
    renderOverlay: (page) => (
      <Box sx={{ position: 'absolute', left: 72 * page.scale, top: (792 - 150 - 40) * page.scale, width: 180 * page.scale, height: 40 * page.scale, border: '2px dashed #1565c0' }} />
    ),
  },
};

/** A file the engine cannot read: page-sized placeholders from the known sizes, and a message. */
export const Unreadable: StoryObj<typeof PdfPages> = {
  args: { data: new TextEncoder().encode('not a pdf'), pageSizes: [LETTER, LETTER] },
};

const neverOpens: PdfRenderer = { open: () => new Promise(() => undefined) };
/** While the engine loads: the known sizes stand in. */
export const Loading: StoryObj<typeof PdfPages> = { args: { renderer: neverOpens, pageSizes: [LETTER] } };
