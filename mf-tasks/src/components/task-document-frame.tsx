// A task's filled document (the server's sanitised HTML) in a sandboxed frame: no scripts, no forms,
// no navigation; the frame grows to the document's height once it has loaded.
import { useCallback, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';

const DOCUMENT_STYLE =
  'body{margin:0;padding:24px 32px;font-family:Roboto,Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2933;background:#fff}' +
  'table{border-collapse:collapse;width:100%}td,th{border:1px solid #cbd2d9;padding:4px 8px;vertical-align:top}img{max-width:100%}' +
  'h1{font-size:24px}h2{font-size:20px}h3{font-size:16px}';

export const documentSource = (html: string) => `<!doctype html><html><head><meta charset="utf-8"><style>${DOCUMENT_STYLE}</style></head><body>${html}</body></html>`;

type Props = { html: string | null; title: string; emptyText?: string };

export function TaskDocumentFrame({ html, title, emptyText = 'This task has no document.' }: Props) {
  const ref = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState(240);
  const fit = useCallback(() => {
    // The body's own height: the root element's is never less than the frame's.
    const next = ref.current?.contentDocument?.body?.offsetHeight;
    if (next && next > 0) setHeight(Math.min(Math.max(next + 8, 120), 20_000));
  }, []);
  if (!html) {
    return (
      <Typography color="text.secondary" variant="body2">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
      {/* allow-same-origin without allow-scripts: the page reads the height, the document runs nothing. */}
      <iframe ref={ref} title={title} sandbox="allow-same-origin" srcDoc={documentSource(html)} onLoad={fit} style={{ display: 'block', width: '100%', height, border: 0 }} />
    </Box>
  );
}
