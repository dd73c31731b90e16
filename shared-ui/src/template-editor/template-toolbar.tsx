// The template editor's toolbar: one row of labelled buttons with tooltips and pressed states
// (arrow keys move along it), menus for tables, merge fields and signature fields, and the image
// picker. Every action goes through the editor's commands, so what it makes stays inside the
// schema (template-extensions.ts) and therefore inside the body whitelist.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Popover,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import TableChartIcon from '@mui/icons-material/TableChart';
import InsertPageBreakIcon from '@mui/icons-material/InsertPageBreak';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useEditorState, type Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import {
  MERGE_FIELD_TYPE_LABELS,
  SIGNATURE_FIELD_KINDS,
  SIGNER_ROLES,
  TEMPLATE_TEXT_ALIGNS,
  type MergeFieldOption,
  type SignatureFieldKind,
  type SignerRole,
  type TemplateTextAlign,
} from 'shared-contract';
import type { SignatureFieldAttrs } from './template-extensions';

const BLOCK_STYLES = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'h1', label: 'Heading 1' },
  { value: 'h2', label: 'Heading 2' },
  { value: 'h3', label: 'Heading 3' },
] as const;
type BlockStyle = (typeof BLOCK_STYLES)[number]['value'];

const ALIGN_ICONS: Record<TemplateTextAlign, ReactNode> = {
  left: <FormatAlignLeftIcon fontSize="small" />,
  center: <FormatAlignCenterIcon fontSize="small" />,
  right: <FormatAlignRightIcon fontSize="small" />,
  justify: <FormatAlignJustifyIcon fontSize="small" />,
};
const ALIGN_LABELS: Record<TemplateTextAlign, string> = { left: 'Align left', center: 'Align center', right: 'Align right', justify: 'Justify' };

/** Image widths offered for a selected image (pixels at 100%; the sheet's text is 624 px wide). */
export const IMAGE_WIDTHS = [
  { value: 0, label: 'Original size' },
  { value: 160, label: 'Small' },
  { value: 320, label: 'Medium' },
  { value: 480, label: 'Large' },
  { value: 624, label: 'Full width' },
] as const;

type ToolButtonProps = { label: string; shortcut?: string; icon: ReactNode; onClick: () => void; active?: boolean; disabled?: boolean; menu?: boolean };

function ToolButton({ label, shortcut, icon, onClick, active, disabled, menu }: ToolButtonProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-haspopup={menu ? 'true' : undefined}
      disabled={disabled}
      // Keep the editor's selection: the click must not move the focus out first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{ borderRadius: 1, ...(active ? { bgcolor: 'action.selected', color: 'primary.main' } : {}) }}
    >
      {icon}
      {menu ? <ArrowDropDownIcon fontSize="small" sx={{ ml: -0.5, mr: -0.75 }} /> : null}
    </IconButton>
  );
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>{button}</span>
    </Tooltip>
  );
}

/** The toolbar's state, read from the editor on every transaction (Tiptap 3 does not re-render by itself). */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const selection = e.state.selection;
      const selectedNode = selection instanceof NodeSelection ? selection.node : null;
      const heading = ([1, 2, 3] as const).find((level) => e.isActive('heading', { level }));
      return {
        editable: e.isEditable,
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        align: TEMPLATE_TEXT_ALIGNS.find((align) => e.isActive({ textAlign: align })) ?? null,
        block: (heading ? `h${heading}` : 'paragraph') as BlockStyle,
        inTable: e.isActive('table'),
        canPageBreak: e.can().setPageBreak(),
        canInline: e.can().insertMergeField('x'),
        image: selectedNode?.type.name === 'image' ? (selectedNode.attrs as { width: number | null }) : null,
        signature: selectedNode?.type.name === 'signatureField' ? (selectedNode.attrs as SignatureFieldAttrs) : null,
      };
    },
  });
}

export type TemplateToolbarProps = {
  editor: Editor;
  mergeFields: readonly MergeFieldOption[];
  allowSignatureFields: boolean;
  onPickImage: () => void;
};

export function TemplateToolbar({ editor, mergeFields, allowSignatureFields, onPickImage }: TemplateToolbarProps) {
  const state = useToolbarState(editor);
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  const [styleAnchor, setStyleAnchor] = useState<HTMLElement | null>(null);
  const [tableAnchor, setTableAnchor] = useState<HTMLElement | null>(null);
  const [mergeAnchor, setMergeAnchor] = useState<HTMLElement | null>(null);
  const [imageAnchor, setImageAnchor] = useState<HTMLElement | null>(null);
  const [signatureAnchor, setSignatureAnchor] = useState<HTMLElement | null>(null);
  const chain = () => editor.chain().focus();
  const disabled = !state.editable;

  // Arrow keys move between the toolbar's controls (the WAI-ARIA toolbar pattern); Tab leaves as usual.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const buttons = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next].focus();
  };

  const setBlock = (value: BlockStyle) => {
    if (value === 'paragraph') chain().setParagraph().run();
    else chain().setHeading({ level: Number(value.slice(1)) as 1 | 2 | 3 }).run();
    setStyleAnchor(null);
  };
  const tableAction = (run: () => boolean) => () => {
    run();
    setTableAnchor(null);
  };
  const blockLabel = BLOCK_STYLES.find((s) => s.value === state.block)?.label ?? 'Paragraph';

  return (
    <Box
      ref={toolbarRef}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'sticky', top: 0, zIndex: 1 }}
    >
      <ToolButton label="Undo" shortcut="Ctrl+Z" icon={<UndoIcon fontSize="small" />} onClick={() => chain().undo().run()} disabled={disabled || !state.canUndo} />
      <ToolButton label="Redo" shortcut="Ctrl+Shift+Z" icon={<RedoIcon fontSize="small" />} onClick={() => chain().redo().run()} disabled={disabled || !state.canRedo} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Text style">
        <span>
          <Button
            size="small"
            color="inherit"
            aria-label={`Text style: ${blockLabel}`}
            aria-haspopup="true"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => setStyleAnchor(event.currentTarget)}
            endIcon={<ArrowDropDownIcon />}
            sx={{ textTransform: 'none', minWidth: 118, justifyContent: 'space-between' }}
          >
            {blockLabel}
          </Button>
        </span>
      </Tooltip>
      <Menu anchorEl={styleAnchor} open={Boolean(styleAnchor)} onClose={() => setStyleAnchor(null)}>
        {BLOCK_STYLES.map((style) => (
          <MenuItem key={style.value} selected={state.block === style.value} onClick={() => setBlock(style.value)}>
            {style.label}
          </MenuItem>
        ))}
      </Menu>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Bold" shortcut="Ctrl+B" icon={<FormatBoldIcon fontSize="small" />} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
      <ToolButton label="Italic" shortcut="Ctrl+I" icon={<FormatItalicIcon fontSize="small" />} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label="Underline" shortcut="Ctrl+U" icon={<FormatUnderlinedIcon fontSize="small" />} active={state.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Bulleted list" icon={<FormatListBulletedIcon fontSize="small" />} active={state.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label="Numbered list" icon={<FormatListNumberedIcon fontSize="small" />} active={state.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {TEMPLATE_TEXT_ALIGNS.map((align) => (
        <ToolButton key={align} label={ALIGN_LABELS[align]} icon={ALIGN_ICONS[align]} active={state.align === align} disabled={disabled} onClick={() => chain().setTextAlign(align).run()} />
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Table" icon={<TableChartIcon fontSize="small" />} menu active={state.inTable} disabled={disabled} onClick={() => setTableAnchor(toolbarButton('Table', toolbarRef.current))} />
      <Menu anchorEl={tableAnchor} open={Boolean(tableAnchor)} onClose={() => setTableAnchor(null)}>
        <MenuItem disabled={!editor.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true })} onClick={tableAction(() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}>
          Insert table
        </MenuItem>
        <Divider />
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().addRowBefore().run())}>Add row above</MenuItem>
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().addRowAfter().run())}>Add row below</MenuItem>
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().deleteRow().run())}>Delete row</MenuItem>
        <Divider />
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().addColumnBefore().run())}>Add column before</MenuItem>
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().addColumnAfter().run())}>Add column after</MenuItem>
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().deleteColumn().run())}>Delete column</MenuItem>
        <Divider />
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().toggleHeaderRow().run())}>Header row on/off</MenuItem>
        <MenuItem disabled={!state.inTable} onClick={tableAction(() => chain().deleteTable().run())}>Delete table</MenuItem>
      </Menu>
      <ToolButton label="Page break" shortcut="Ctrl+Enter" icon={<InsertPageBreakIcon fontSize="small" />} disabled={disabled || !state.canPageBreak} onClick={() => chain().setPageBreak().run()} />
      <ToolButton label="Insert image (PNG or JPEG, up to 2 MB)" icon={<ImageIcon fontSize="small" />} disabled={disabled || !state.canInline} onClick={onPickImage} />
      {state.image ? (
        <>
          <Tooltip title="Image width">
            <span>
              <Button
                size="small"
                color="inherit"
                aria-haspopup="true"
                aria-label="Image width"
                disabled={disabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => setImageAnchor(event.currentTarget)}
                endIcon={<ArrowDropDownIcon />}
                sx={{ textTransform: 'none' }}
              >
                {IMAGE_WIDTHS.find((w) => w.value === (state.image?.width ?? 0))?.label ?? `${state.image.width} px`}
              </Button>
            </span>
          </Tooltip>
          <Menu anchorEl={imageAnchor} open={Boolean(imageAnchor)} onClose={() => setImageAnchor(null)}>
            {IMAGE_WIDTHS.map((width) => (
              <MenuItem
                key={width.value}
                selected={(state.image?.width ?? 0) === width.value}
                onClick={() => {
                  chain()
                    .updateAttributes('image', { width: width.value || null })
                    .run();
                  setImageAnchor(null);
                }}
              >
                {width.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label="Insert merge field" icon={<DataObjectIcon fontSize="small" />} menu disabled={disabled || !state.canInline} onClick={() => setMergeAnchor(toolbarButton('Insert merge field', toolbarRef.current))} />
      <Menu anchorEl={mergeAnchor} open={Boolean(mergeAnchor)} onClose={() => setMergeAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 360, minWidth: 280 } } }}>
        {mergeFields.length === 0 ? <MenuItem disabled>No merge fields</MenuItem> : null}
        {mergeFields.map((field) => (
          <MenuItem
            key={field.name}
            onClick={() => {
              chain().insertMergeField(field.name).run();
              setMergeAnchor(null);
            }}
          >
            <ListItemText primary={`{{${field.name}}}`} secondary={`${MERGE_FIELD_TYPE_LABELS[field.type]}${field.description ? ` · ${field.description}` : ''}`} />
          </MenuItem>
        ))}
      </Menu>
      {allowSignatureFields ? (
        <>
          <ToolButton
            label={state.signature ? 'Edit signature field' : 'Insert signature field'}
            icon={<DrawIcon fontSize="small" />}
            menu
            active={Boolean(state.signature)}
            disabled={disabled || (!state.signature && !state.canInline)}
            onClick={() => setSignatureAnchor(toolbarButton(state.signature ? 'Edit signature field' : 'Insert signature field', toolbarRef.current))}
          />
          <SignatureFieldPopover
            anchorEl={signatureAnchor}
            editing={state.signature}
            onClose={() => setSignatureAnchor(null)}
            onSubmit={(attrs) => {
              if (state.signature) chain().updateAttributes('signatureField', attrs).run();
              else chain().insertSignatureField(attrs).run();
              setSignatureAnchor(null);
            }}
            onDelete={() => {
              chain().deleteSelection().run();
              setSignatureAnchor(null);
            }}
          />
        </>
      ) : null}
    </Box>
  );
}

/** The toolbar button with this label (menus anchor to it; the click's target may be the inner icon). */
function toolbarButton(label: string, toolbar: HTMLElement | null): HTMLElement | null {
  return toolbar?.querySelector<HTMLElement>(`button[aria-label="${label}"]`) ?? null;
}

type SignatureFieldPopoverProps = {
  anchorEl: HTMLElement | null;
  editing: SignatureFieldAttrs | null;
  onClose: () => void;
  onSubmit: (attrs: SignatureFieldAttrs) => void;
  onDelete: () => void;
};

/** Who signs and what: the signer's side, the kind of field and an optional label. */
function SignatureFieldPopover({ anchorEl, editing, onClose, onSubmit, onDelete }: SignatureFieldPopoverProps) {
  const open = Boolean(anchorEl);
  return (
    <Popover open={open} anchorEl={anchorEl} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      {open ? <SignatureFieldForm editing={editing} onClose={onClose} onSubmit={onSubmit} onDelete={onDelete} /> : null}
    </Popover>
  );
}

function SignatureFieldForm({ editing, onClose, onSubmit, onDelete }: Omit<SignatureFieldPopoverProps, 'anchorEl'>) {
  const [role, setRole] = useState<SignerRole>(editing?.role ?? 'external');
  const [kind, setKind] = useState<SignatureFieldKind>(editing?.kind ?? 'signature');
  const [label, setLabel] = useState(editing?.label ?? '');
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ p: 2, width: 300 }}
      aria-label={editing ? 'Edit signature field' : 'Insert signature field'}
      onSubmit={(event) => {
        // The popover renders in a portal, but React still carries its submit up to a form around the editor.
        event.preventDefault();
        event.stopPropagation();
        onSubmit({ role, kind, label: label.trim() === '' ? null : label.trim() });
      }}
    >
      <Typography variant="subtitle2">{editing ? 'Edit signature field' : 'Insert signature field'}</Typography>
      <TextField select size="small" label="Signer" value={role} onChange={(event) => setRole(event.target.value as SignerRole)} autoFocus>
        {Object.entries(SIGNER_ROLES).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Field" value={kind} onChange={(event) => setKind(event.target.value as SignatureFieldKind)}>
        {Object.entries(SIGNATURE_FIELD_KINDS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Label (optional)" value={label} onChange={(event) => setLabel(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {editing ? (
          <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
            Remove
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {editing ? 'Update' : 'Insert'}
        </Button>
      </Stack>
    </Stack>
  );
}
