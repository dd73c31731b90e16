// The template editor (Tiptap 3): a Letter-size sheet with a toolbar, `{{` merge field completion,
// merge field and signature field chips, tables, images and page breaks. Loaded on demand through
// template-editor-lazy.tsx so Tiptap never enters a page that does not edit a template.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box } from '@mui/material';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import {
  checkTemplateDocument,
  EMPTY_TEMPLATE_DOCUMENT,
  TEMPLATE_DOCUMENT_MAX_CHARS,
  TEMPLATE_DOCUMENT_MESSAGES,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_MIME_TYPES,
  type MergeFieldOption,
  type TemplateDocument,
} from 'shared-contract';
import { filterMergeFieldOptions } from '../merge-fields/merge-field-query';
import { handleMergeFieldCompletionKey, MergeFieldCompletionList, mergeFieldOptionId } from '../merge-fields/merge-field-completion';
import { createTemplateExtensions, isTemplateImageSrc, pickMergeField, toTemplateDocument, type MergeFieldSuggestion } from './template-extensions';
import { TemplateToolbar } from './template-toolbar';
import { templateDeskSx, templateSheetSx } from './template-sheet';
import type { TemplateEditorProps } from './template-editor-types';

/** Shown when a picked file is neither PNG nor JPEG. */
export const IMAGE_TYPE_MESSAGE = 'Only PNG and JPEG images can be inserted.';
const SUGGESTION_LIMIT = 8;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Checks a picked image and inserts it at the caret; returns the message to show when refused. */
export async function insertTemplateImage(editor: Editor, file: File): Promise<string | null> {
  if (!(TEMPLATE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return TEMPLATE_DOCUMENT_MESSAGES.imageTooLarge;
  const src = await readAsDataUrl(file);
  if (!isTemplateImageSrc(src)) return TEMPLATE_DOCUMENT_MESSAGES.imageTooLarge;
  if (JSON.stringify(editor.getJSON()).length + src.length > TEMPLATE_DOCUMENT_MAX_CHARS) return TEMPLATE_DOCUMENT_MESSAGES.tooLarge;
  const alt = file.name.replace(/\.[^.]+$/, '').slice(0, 255) || null;
  editor.chain().focus().setImage({ src, alt: alt ?? undefined }).run();
  return null;
}

export default function TemplateEditor({ value, onChange, mergeFields, allowSignatureFields = false, readOnly = false, autoFocus = false, 'aria-label': ariaLabel = 'Template body' }: TemplateEditorProps) {
  const listId = useId();
  const fileRef = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<MergeFieldSuggestion | null>(null);
  const [active, setActive] = useState(0);
  // Escape closes the completion until the query starts somewhere else.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastEmitted = useRef<TemplateDocument>(value);

  const open = suggestion && suggestion.range.from !== dismissedAt ? suggestion : null;
  const matches = useMemo(() => (open ? filterMergeFieldOptions(mergeFields, open.query, SUGGESTION_LIMIT) : []), [open, mergeFields]);
  const isOpen = matches.length > 0;

  // The suggestion plugin lives in the editor (created once): it reads the latest list through a ref.
  const live = useRef({ isOpen, matches, active, open });
  live.current = { isOpen, matches, active, open };
  const editorRef = useRef<Editor | null>(null);

  const pick = (option: MergeFieldOption) => {
    const current = live.current.open;
    if (!current || !editorRef.current) return;
    pickMergeField(editorRef.current, current.range, option.name);
    setSuggestion(null);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;

  const extensions = useMemo(
    () =>
      createTemplateExtensions({
        onChange: (next) => {
          setSuggestion(next);
          setActive(0);
          if (!next) setDismissedAt(null);
        },
        onKeyDown: (event) => {
          const { isOpen: shown, matches: list, active: index, open: current } = live.current;
          if (!shown || !current) return false;
          return handleMergeFieldCompletionKey(event.key, list, index, {
            setActive,
            pick: (option) => pickRef.current(option),
            close: () => setDismissedAt(current.range.from),
          });
        },
      }),
    [],
  );

  // A body the editor cannot hold as it is (outside the whitelist) is not loaded half-way: it is
  // refused with the message and nothing can be edited, so saving cannot overwrite it with less.
  const [loadProblem, setLoadProblem] = useState(() => checkTemplateDocument(value));
  const locked = readOnly || loadProblem !== null;

  const editor = useEditor({
    extensions,
    content: loadProblem ? EMPTY_TEMPLATE_DOCUMENT : value,
    editable: !locked,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', spellcheck: 'true' },
    },
    onUpdate: ({ editor: e }) => {
      const doc = toTemplateDocument(e.getJSON());
      lastEmitted.current = doc;
      onChangeRef.current(doc);
    },
  });
  editorRef.current = editor;

  // A value from outside (a restored version, a reset) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    lastEmitted.current = value;
    const problem = checkTemplateDocument(value);
    setLoadProblem(problem);
    if (problem) return;
    const current = toTemplateDocument(editor.getJSON());
    if (JSON.stringify(current) !== JSON.stringify(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === locked) editor.setEditable(!locked);
  }, [editor, locked]);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    try {
      setError(await insertTemplateImage(editor, file));
    } catch {
      setError(TEMPLATE_DOCUMENT_MESSAGES.invalid);
    }
  };

  // The editing area controls the completion list (a textbox may name its active descendant): screen readers follow the active option.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-autocomplete', 'list');
    if (isOpen) {
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', mergeFieldOptionId(listId, Math.min(active, matches.length - 1)));
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  });
  const anchor = useMemo(
    () => (open && editor ? { getBoundingClientRect: () => open.clientRect?.() ?? editor.view.dom.getBoundingClientRect() } : null),
    [open, editor],
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
      {editor && !locked ? (
        <TemplateToolbar editor={editor} mergeFields={mergeFields} allowSignatureFields={allowSignatureFields} onPickImage={() => fileRef.current?.click()} />
      ) : null}
      <input ref={fileRef} type="file" accept={TEMPLATE_IMAGE_MIME_TYPES.join(',')} hidden aria-hidden="true" tabIndex={-1} data-testid="template-image-input" onChange={(event) => void handleFile(event)} />
      {loadProblem ? (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {loadProblem}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" onClose={() => setError(null)} sx={{ borderRadius: 0 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={templateDeskSx}>
        <Box sx={templateSheetSx} className="template-sheet">
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <MergeFieldCompletionList open={isOpen && Boolean(anchor)} anchorEl={anchor} listId={listId} matches={matches} active={active} onPick={pick} />
    </Box>
  );
}
