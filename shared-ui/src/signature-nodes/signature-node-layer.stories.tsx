import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { PdfPages } from '../pdf-pages/pdf-pages';
import { buildSamplePdf } from '../pdf-pages/sample-pdf';
import { SignatureNodeLayer, type NodeRect, type SignatureNodeBox } from './signature-node-layer';

const LIMITS = { minWidth: 24, minHeight: 12, maxWidth: 500, maxHeight: 200 };
const START: SignatureNodeBox[] = [
  { key: 'vendor', label: 'Vera Vendor · Signature', color: '#1565c0', x: 72, y: 602, width: 180, height: 40 },
  { key: 'buyer', label: 'Gus Builder · Signature', color: '#2e7d32', x: 360, y: 602, width: 180, height: 40 },
  { key: 'date', label: 'Gus Builder · Date', color: '#2e7d32', x: 360, y: 660, width: 100, height: 20, error: 'A field lies outside its page.' },
];

/** The boxes over a blank Letter page: drag, resize, arrows (Shift: 10 pt), Delete; the points below. */
function NodeLayerPlayground({ scale }: { scale: number }) {
  const [nodes, setNodes] = useState(START);
  const [selected, setSelected] = useState<string | null>(null);
  const change = (key: string, rect: NodeRect) => setNodes((all) => all.map((n) => (n.key === key ? { ...n, ...rect } : n)));
  return (
    <>
      <Paper variant="outlined" sx={{ position: 'relative', width: 612 * scale, height: 792 * scale }}>
        <SignatureNodeLayer
          nodes={nodes}
          pageWidth={612}
          pageHeight={792}
          scale={scale}
          limits={LIMITS}
          selectedKey={selected}
          onSelect={setSelected}
          onChange={change}
          onRemove={(key) => setNodes((all) => all.filter((n) => n.key !== key))}
          onPlace={({ x, y }) => setNodes((all) => [...all, { key: `n${all.length + 1}`, label: 'Vera Vendor · Initials', color: '#1565c0', x, y, width: 60, height: 30 }])}
        />
      </Paper>
      <Typography component="pre" variant="caption">
        {nodes.map((n) => `${n.key}: x ${n.x}, y ${n.y}, ${n.width} × ${n.height} pt`).join('\n')}
      </Typography>
    </>
  );
}

const meta: Meta<typeof NodeLayerPlayground> = {
  title: 'Documents/SignatureNodeLayer',
  component: NodeLayerPlayground,
  args: { scale: 0.75 },
};
export default meta;

export const Playground: StoryObj<typeof NodeLayerPlayground> = {};

/** Over a real page drawn by PdfPages. */
export const OverPdfPages: StoryObj<typeof NodeLayerPlayground> = {
  render: () => <OverPdfPagesDemo />,
};

const SAMPLE_PDF = buildSamplePdf();

function OverPdfPagesDemo() {
  const [nodes, setNodes] = useState(START.slice(0, 2));
  return (
    <PdfPages
      data={SAMPLE_PDF}
      maxPageWidth={600}
      renderOverlay={(page) =>
        page.pageNumber === 2 ? (
          <SignatureNodeLayer
            nodes={nodes}
            pageWidth={page.width}
            pageHeight={page.height}
            scale={page.scale}
            limits={LIMITS}
            onChange={(key, rect) => setNodes((all) => all.map((n) => (n.key === key ? { ...n, ...rect } : n)))}
          />
        ) : null
      }
    />
  );
}

/** Read-only (the signing screen shows where to sign). */
export const ReadOnly: StoryObj<typeof NodeLayerPlayground> = {
  render: () => (
    <Paper variant="outlined" sx={{ position: 'relative', width: 459, height: 594 }}>
      <SignatureNodeLayer nodes={START.slice(0, 2)} pageWidth={612} pageHeight={792} scale={0.75} onChange={() => undefined} readOnly />
    </Paper>
  ),
};
