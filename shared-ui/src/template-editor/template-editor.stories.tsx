import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { SYSTEM_MERGE_FIELDS, buildMergeFieldSamples, checkTemplateDocument, EMPTY_TEMPLATE_DOCUMENT, type MergeFieldOption, type TemplateDocument } from 'shared-contract';
import { TemplateDocumentView, TemplateEditor } from './template-editor-lazy';

const MERGE_FIELDS: MergeFieldOption[] = [
  ...SYSTEM_MERGE_FIELDS.filter((f) => f.usage !== 'document_name').map((f) => ({ name: f.name, type: f.type, description: f.description, is_system: true })),
  { name: 'contract.retainage_percent', type: 'number', description: 'Retainage held on each payment (%)', is_system: false },
];

const SUBCONTRACT: TemplateDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [{ type: 'text', text: 'Subcontract Agreement' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'This agreement is made between ' },
        { type: 'mergeField', attrs: { name: 'company.name' } },
        { type: 'text', text: ' and ' },
        { type: 'mergeField', attrs: { name: 'vendor.name' } },
        { type: 'text', text: ' for the project ', marks: [{ type: 'italic' }] },
        { type: 'mergeField', attrs: { name: 'project.name' } },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope of work' }] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Furnish all labour and materials.' }] }] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Retainage of ' }, { type: 'mergeField', attrs: { name: 'contract.retainage_percent' } }, { type: 'text', text: '% is held on each payment.' }] }] },
      ],
    },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] },
            { type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Amount' }] }] },
          ],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Contract sum' }] }] },
            { type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'mergeField', attrs: { name: 'scope.amount' } }] }] },
          ],
        },
      ],
    },
    { type: 'pageBreak' },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Signatures' }] },
    { type: 'paragraph', content: [{ type: 'signatureField', attrs: { role: 'internal', kind: 'signature', label: null } }, { type: 'text', text: '  ' }, { type: 'signatureField', attrs: { role: 'internal', kind: 'date', label: null } }] },
    { type: 'paragraph', content: [{ type: 'signatureField', attrs: { role: 'external', kind: 'signature', label: 'Vendor' } }, { type: 'text', text: '  ' }, { type: 'signatureField', attrs: { role: 'external', kind: 'initials', label: null } }] },
  ],
};

const meta: Meta<typeof TemplateEditor> = {
  title: 'Templates/TemplateEditor',
  component: TemplateEditor,
};
export default meta;

function EditorDemo({ initial, allowSignatureFields, readOnly }: { initial: TemplateDocument; allowSignatureFields?: boolean; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  const problem = checkTemplateDocument(value);
  return (
    <Stack spacing={1}>
      <TemplateEditor value={value} onChange={setValue} mergeFields={MERGE_FIELDS} allowSignatureFields={allowSignatureFields} readOnly={readOnly} aria-label="Template body" />
      <Typography variant="caption" color={problem ? 'error' : 'text.secondary'}>
        {problem ?? 'The body passes checkTemplateDocument. Type {{ to insert a merge field.'}
      </Typography>
    </Stack>
  );
}

export const Empty: StoryObj = { render: () => <EditorDemo initial={EMPTY_TEMPLATE_DOCUMENT} /> };
export const ContractWithSignatureFields: StoryObj = { render: () => <EditorDemo initial={SUBCONTRACT} allowSignatureFields /> };
export const ReadOnlyEditor: StoryObj = { render: () => <EditorDemo initial={SUBCONTRACT} readOnly /> };
export const DocumentViewWithChips: StoryObj = { render: () => <TemplateDocumentView value={SUBCONTRACT} /> };
export const DocumentViewFilled: StoryObj = {
  render: () => <TemplateDocumentView value={SUBCONTRACT} values={{ ...buildMergeFieldSamples([]), 'contract.retainage_percent': '10' }} />,
};
