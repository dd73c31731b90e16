// Preview of a template: the body with sample merge field values (the system fields' samples), and
// its PDF from the API's one template-to-PDF path: "Preview PDF" opens it in a new tab (the app's
// security policy lets no page frame another document), "Download PDF" saves it. A saved, unchanged
// template is rendered from the server (GET templates/{id}/preview); a new or changed body from what
// is on screen (POST templates/preview).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { normalizeError } from 'shared-auth';
import { SYSTEM_MERGE_FIELDS, type TemplateDocument } from 'shared-contract';
import { TemplateDocumentView, saveBlob, useToast } from 'shared-ui';
import { previewTemplateDocumentPdf, previewTemplatePdf } from '../api/preview-template-pdf';

/** The sample values of the preview: every system field's sample ("today" is today's date). */
export function sampleMergeFieldValues(today = new Date()): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of SYSTEM_MERGE_FIELDS) values[field.name] = field.sample || today.toLocaleDateString('en-US');
  return values;
}

const fileNameOf = (name: string) => `${(name.trim() || 'template').replace(/[^\w .-]+/g, '_')}.pdf`;

type Props = { name: string; body: TemplateDocument; templateId: number | null; isDirty: boolean; onClose: () => void };

export function TemplatePreviewDialog({ name, body, templateId, isDirty, onClose }: Props) {
  const toast = useToast();
  const [isLoading, setLoading] = useState(false);
  const pdf = useRef<{ blob: Blob; url: string } | null>(null);
  const values = useMemo(() => sampleMergeFieldValues(), []);

  // The PDF's address stays valid while the dialog is open (an opened tab has read it by then).
  useEffect(
    () => () => {
      const url = pdf.current?.url;
      if (url) setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    [],
  );

  const loadPdf = async (): Promise<{ blob: Blob; url: string } | null> => {
    if (pdf.current) return pdf.current;
    setLoading(true);
    try {
      const blob = templateId !== null && !isDirty ? await previewTemplatePdf(templateId) : await previewTemplateDocumentPdf(name, body);
      pdf.current = { blob, url: URL.createObjectURL(blob) };
      return pdf.current;
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
      return null;
    } finally {
      setLoading(false);
    }
  };

  const openPdf = async () => {
    // Opened while the click is still the user's (a tab opened after the request would be blocked).
    const tab = window.open('', '_blank');
    const loaded = await loadPdf();
    if (!loaded) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = loaded.url;
    else saveBlob(loaded.blob, fileNameOf(name));
  };
  const download = async () => {
    const loaded = await loadPdf();
    if (loaded) saveBlob(loaded.blob, fileNameOf(name));
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="template-preview-title">
      <DialogTitle id="template-preview-title">Preview{name.trim() ? `: ${name.trim()}` : ''}</DialogTitle>
      <DialogContent sx={{ minHeight: 400 }}>
        <Box aria-label="Preview with sample values" role="region">
          <TemplateDocumentView value={body} values={values} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {isLoading ? <CircularProgress size={20} aria-label="Preparing the PDF" sx={{ mr: 1 }} /> : null}
        <Button startIcon={<OpenInNewOutlined />} onClick={() => void openPdf()} disabled={isLoading}>
          Preview PDF
        </Button>
        <Button startIcon={<DownloadOutlined />} onClick={() => void download()} disabled={isLoading}>
          Download PDF
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
