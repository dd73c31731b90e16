// The template editor and the read-only view as lazily loaded components: shared-ui is loaded by
// the shell on the sign-in page, so Tiptap (and the editor) live in chunks fetched only when a
// page renders one of these; a sheet-shaped skeleton shows meanwhile.
import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { TemplateDocumentViewProps, TemplateEditorProps } from './template-editor-types';

const LazyTemplateEditor = lazy(() => import(/* webpackChunkName: "template-editor" */ './template-editor'));
const LazyTemplateDocumentView = lazy(() => import(/* webpackChunkName: "template-document-view" */ './template-document-view'));

/** The sheet's outline while the editor or the view loads. */
export function TemplateEditorSkeleton({ toolbar = true }: { toolbar?: boolean }) {
  return (
    <Box role="progressbar" aria-label="Loading the document" aria-busy="true" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {toolbar ? <Skeleton variant="rectangular" height={44} /> : null}
      <Box sx={{ bgcolor: 'grey.100', p: 3 }}>
        <Box sx={{ width: '8.5in', maxWidth: '100%', mx: 'auto', bgcolor: 'common.white', p: 4, boxShadow: 1 }}>
          <Skeleton width="40%" height={36} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton variant="rectangular" height={160} sx={{ mt: 2 }} />
        </Box>
      </Box>
    </Box>
  );
}

/** The rich text template editor (Tiptap), loaded on first use. */
export function TemplateEditor(props: TemplateEditorProps) {
  return (
    <Suspense fallback={<TemplateEditorSkeleton toolbar={!props.readOnly} />}>
      <LazyTemplateEditor {...props} />
    </Suspense>
  );
}

/** A template body, read-only, merge fields filled with `values` when given. */
export function TemplateDocumentView(props: TemplateDocumentViewProps) {
  return (
    <Suspense fallback={<TemplateEditorSkeleton toolbar={false} />}>
      <LazyTemplateDocumentView {...props} />
    </Suspense>
  );
}
