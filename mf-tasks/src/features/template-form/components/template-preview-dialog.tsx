// Preview of a template: the body with sample merge field values (the system fields' samples, the
// company's own fields by name), and its PDF from the API's one template-to-PDF path, shown in the
// dialog and offered as "Download PDF". A saved, unchanged template is rendered from the server
// (GET templates/{id}/preview); a new or changed body from what is on screen (POST templates/preview).
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
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
  const [tab, setTab] = useState<'sample' | 'pdf'>('sample');
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  const [isLoading, setLoading] = useState(false);
  const values = useMemo(() => sampleMergeFieldValues(), []);

  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf.url) : undefined), [pdf]);

  const loadPdf = async (): Promise<Blob | null> => {
    if (pdf) return pdf.blob;
    setLoading(true);
    try {
      const blob = templateId !== null && !isDirty ? await previewTemplatePdf(templateId) : await previewTemplateDocumentPdf(name, body);
      setPdf({ blob, url: URL.createObjectURL(blob) });
      return blob;
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
      return null;
    } finally {
      setLoading(false);
    }
  };

  const showPdf = () => {
    setTab('pdf');
    void loadPdf();
  };
  const download = async () => {
    const blob = await loadPdf();
    if (blob) saveBlob(blob, fileNameOf(name));
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="template-preview-title">
      <DialogTitle id="template-preview-title">Preview{name.trim() ? `: ${name.trim()}` : ''}</DialogTitle>
      <Tabs value={tab} onChange={(_event, next: 'sample' | 'pdf') => (next === 'pdf' ? showPdf() : setTab(next))} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }} aria-label="Preview views">
        <Tab value="sample" label="Sample values" />
        <Tab value="pdf" label="Preview PDF" />
      </Tabs>
      <DialogContent sx={{ minHeight: 480 }}>
        {tab === 'sample' ? (
          <Box aria-label="Preview with sample values" role="region">
            <TemplateDocumentView value={body} values={values} />
          </Box>
        ) : isLoading || !pdf ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>{isLoading ? <CircularProgress aria-label="Preparing the PDF" /> : null}</Box>
        ) : (
          <Box component="iframe" title="Template PDF" src={pdf.url} sx={{ width: '100%', height: '70vh', border: 0 }} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
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
