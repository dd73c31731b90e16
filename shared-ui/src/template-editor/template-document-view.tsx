// A template body shown read-only on the same sheet as the editor, drawn straight from its JSON
// with React (no editor loaded): merge fields filled with the given values, or shown as chips.
// Only whitelisted bodies are drawn (checkTemplateDocument); anything else shows its message.
import { Fragment, type ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { checkTemplateDocument, fillTemplateDocument, type TemplateNode } from 'shared-contract';
import { signatureFieldText, type SignatureFieldAttrs } from './template-extensions-text';
import { templateDeskSx, templateSheetSx } from './template-sheet';
import type { TemplateDocumentViewProps } from './template-editor-types';

const alignOf = (node: TemplateNode) => {
  const align = node.attrs?.textAlign;
  return typeof align === 'string' ? { textAlign: align as 'left' | 'center' | 'right' | 'justify' } : undefined;
};
const numberAttr = (node: TemplateNode, name: string) => (typeof node.attrs?.[name] === 'number' ? (node.attrs[name] as number) : undefined);

function withMarks(node: TemplateNode, content: ReactNode): ReactNode {
  return (node.marks ?? []).reduce<ReactNode>((inner, mark) => {
    if (mark.type === 'bold') return <strong>{inner}</strong>;
    if (mark.type === 'italic') return <em>{inner}</em>;
    if (mark.type === 'underline') return <u>{inner}</u>;
    return inner;
  }, content);
}

function renderChildren(node: TemplateNode): ReactNode {
  return (node.content ?? []).map((child, i) => <Fragment key={i}>{renderNode(child)}</Fragment>);
}

function renderNode(node: TemplateNode): ReactNode {
  switch (node.type) {
    case 'doc':
      return renderChildren(node);
    case 'paragraph':
      return <p style={alignOf(node)}>{node.content?.length ? renderChildren(node) : <br />}</p>;
    case 'heading': {
      const level = numberAttr(node, 'level') ?? 1;
      const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h1';
      return <Tag style={alignOf(node)}>{renderChildren(node)}</Tag>;
    }
    case 'text':
      return withMarks(node, node.text);
    case 'hardBreak':
      return <br />;
    case 'bulletList':
      return <ul>{renderChildren(node)}</ul>;
    case 'orderedList':
      return <ol start={numberAttr(node, 'start')}>{renderChildren(node)}</ol>;
    case 'listItem':
      return <li>{renderChildren(node)}</li>;
    case 'table':
      return (
        <table>
          <tbody>{renderChildren(node)}</tbody>
        </table>
      );
    case 'tableRow':
      return <tr>{renderChildren(node)}</tr>;
    case 'tableHeader':
    case 'tableCell': {
      const Cell = node.type === 'tableHeader' ? 'th' : 'td';
      const widths = Array.isArray(node.attrs?.colwidth) ? (node.attrs.colwidth as (number | null)[]) : [];
      const width = widths.length > 0 && widths.every((w) => typeof w === 'number') ? (widths as number[]).reduce((a, b) => a + b, 0) : undefined;
      return (
        <Cell colSpan={numberAttr(node, 'colspan')} rowSpan={numberAttr(node, 'rowspan')} style={{ ...alignOf(node), ...(width ? { width } : {}) }}>
          {renderChildren(node)}
        </Cell>
      );
    }
    case 'pageBreak':
      return (
        <div className="template-page-break" data-page-break="">
          <span>Page break</span>
        </div>
      );
    case 'image':
      return <img src={String(node.attrs?.src)} alt={typeof node.attrs?.alt === 'string' ? node.attrs.alt : ''} title={typeof node.attrs?.title === 'string' ? node.attrs.title : undefined} width={numberAttr(node, 'width')} />;
    case 'mergeField':
      return withMarks(node, <span className="template-merge-field" data-merge-field={String(node.attrs?.name)}>{`{{${String(node.attrs?.name)}}}`}</span>);
    case 'signatureField':
      return (
        <span className="template-signature-field" data-signature-field={String(node.attrs?.role)} data-kind={String(node.attrs?.kind ?? 'signature')}>
          {signatureFieldText((node.attrs ?? {}) as Partial<SignatureFieldAttrs>)}
        </span>
      );
    default:
      return null;
  }
}

export default function TemplateDocumentView({ value, values }: TemplateDocumentViewProps) {
  const problem = checkTemplateDocument(value);
  if (problem) return <Alert severity="error">{problem}</Alert>;
  const doc = values ? fillTemplateDocument(value, values) : value;
  return (
    <Box sx={templateDeskSx}>
      <Box sx={templateSheetSx} className="template-sheet" role="document" aria-label="Template preview">
        {renderNode(doc)}
      </Box>
    </Box>
  );
}
