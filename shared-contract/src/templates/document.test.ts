import { checkTemplateDocument, fillTemplateDocument, findTemplateMergeFields, findTemplateSignatureFields, TEMPLATE_DOCUMENT_MESSAGES, type TemplateDocument } from './document';

const BODY: TemplateDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [{ type: 'text', text: 'Subcontract', marks: [{ type: 'bold' }] }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Between ' }, { type: 'mergeField', attrs: { name: 'company.name' } }, { type: 'text', text: ' and {{vendor.name}}.' }] },
    { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [{ type: 'paragraph' }] }] }] },
    { type: 'pageBreak' },
    { type: 'paragraph', content: [{ type: 'signatureField', attrs: { role: 'external', kind: 'signature', label: 'Vendor' } }, { type: 'signatureField', attrs: { role: 'internal' } }] },
  ],
};

describe('template document', () => {
  test('accepts the nodes the editor builds', () => {
    expect(checkTemplateDocument(BODY)).toBeNull();
  });

  test.each([
    ['not a doc', { type: 'paragraph' }],
    ['unknown node', { type: 'doc', content: [{ type: 'iframe' }] }],
    ['unknown mark', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] }],
    ['unknown attribute', { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'x' } }] }],
    ['text at block level', { type: 'doc', content: [{ type: 'text', text: 'x' }] }],
    ['image from elsewhere', { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }] }],
    ['signature without role', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'signatureField', attrs: {} }] }] }],
    ['prototype key', JSON.parse('{"type":"doc","content":[{"type":"__proto__"}]}')],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(checkTemplateDocument(value)).toBe(TEMPLATE_DOCUMENT_MESSAGES.invalid);
  });

  test('finds merge fields (chips and typed) and signature fields in order', () => {
    expect(findTemplateMergeFields(BODY)).toEqual(['company.name', 'vendor.name']);
    expect(findTemplateSignatureFields(BODY)).toEqual([
      { role: 'external', kind: 'signature', label: 'Vendor' },
      { role: 'internal', kind: 'signature', label: null },
    ]);
  });

  test('fills merge fields and keeps the placeholder of a field without a value', () => {
    const filled = fillTemplateDocument(BODY, { 'company.name': 'Northwind' });
    expect(filled.content?.[1].content).toEqual([{ type: 'text', text: 'Between ' }, { type: 'text', text: 'Northwind' }, { type: 'text', text: ' and {{vendor.name}}.' }]);
  });
});
