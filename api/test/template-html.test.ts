// templateDocumentToHtml: the HTML a template is stored with is built from the whitelist only, and
// every text and attribute value is escaped, whatever the body holds.
import { checkTemplateDocument, type TemplateDocument } from 'shared-contract';
import { templateDocumentToHtml } from '../src/lib/template-pdf';
import { cell, doc, heading, item, mergeField, pageBreak, paragraph, pngDataUrl, signatureField, text } from './helpers/template-documents';

const ALLOWED: Record<string, string[]> = {
  p: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  strong: [],
  em: [],
  u: [],
  br: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  table: [],
  colgroup: [],
  col: ['style'],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'data-colwidth', 'style'],
  td: ['colspan', 'rowspan', 'data-colwidth', 'style'],
  div: ['data-page-break'],
  img: ['src', 'alt', 'title', 'width'],
  span: ['data-merge-field', 'data-signature-field', 'data-kind'],
};

/** Every tag and attribute in the HTML, read the way a browser would tokenise it. */
function tagsOf(html: string) {
  const tags: { name: string; attrs: Record<string, string> }[] = [];
  for (const match of html.matchAll(/<([a-zA-Z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/g)) {
    const attrs: Record<string, string> = {};
    for (const attr of match[2].matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)) attrs[attr[1]] = attr[2] ?? '';
    tags.push({ name: match[1], attrs });
  }
  return tags;
}

function expectWhitelisted(html: string) {
  // Nothing that looks like a tag is left outside of what was matched as one.
  const stripped = html.replace(/<\/?([a-zA-Z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/g, '');
  expect(stripped).not.toMatch(/[<>]/);
  for (const tag of tagsOf(html)) {
    expect(Object.keys(ALLOWED)).toContain(tag.name);
    for (const [name, value] of Object.entries(tag.attrs)) {
      expect(ALLOWED[tag.name]).toContain(name);
      if (name === 'style') expect(value).toMatch(/^(text-align: (left|center|right|justify)|width: \d+px)$/);
      if (name === 'src') expect(value).toMatch(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/);
    }
  }
}

describe('templateDocumentToHtml', () => {
  it('writes each node type as its element', () => {
    const png = pngDataUrl(2, 2);
    const body = doc(
      heading(2, 'Terms'),
      { type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('Hi '), text('all', 'bold', 'italic', 'underline'), { type: 'hardBreak' }, mergeField('vendor.name')] },
      { type: 'bulletList', content: [item(paragraph(text('a')))] },
      { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [item(paragraph(text('b')))] },
      { type: 'table', content: [{ type: 'tableRow', content: [cell('H', { colwidth: [120] }, 'tableHeader'), cell('C', { colspan: 2, rowspan: 2, textAlign: 'right' })] }] },
      pageBreak(),
      { type: 'image', attrs: { src: png, alt: 'Logo', title: 'Our logo', width: 120 } },
      paragraph(signatureField('external', 'initials', 'Vendor'), signatureField('internal')),
    );
    expect(checkTemplateDocument(body)).toBeNull();
    expect(templateDocumentToHtml(body)).toBe(
      [
        '<h2>Terms</h2>',
        '<p style="text-align: center">Hi <strong><em><u>all</u></em></strong><br><span data-merge-field="vendor.name">{{vendor.name}}</span></p>',
        '<ul><li><p>a</p></li></ul>',
        '<ol start="3" type="a"><li><p>b</p></li></ol>',
        '<table><colgroup><col style="width: 120px"><col><col></colgroup><tbody><tr><th data-colwidth="120"><p>H</p></th><td colspan="2" rowspan="2" style="text-align: right"><p>C</p></td></tr></tbody></table>',
        '<div data-page-break></div>',
        `<img src="${png}" alt="Logo" title="Our logo" width="120">`,
        '<p><span data-signature-field="external" data-kind="initials">Vendor</span><span data-signature-field="internal" data-kind="signature">Signature</span></p>',
      ].join(''),
    );
  });

  it('escapes hostile text, names and labels', () => {
    const body = doc(
      paragraph(text('<script>alert(1)</script> & "quotes" \'single\'')),
      paragraph(mergeField('x" onmouseover="alert(1)'), mergeField('</span><script>alert(2)</script>')),
      paragraph(signatureField('external', 'signature', '"><img src=x onerror=alert(3)>')),
      { type: 'image', attrs: { src: pngDataUrl(1, 1), alt: '" onerror="alert(4)', title: "' onload='alert(5)" } },
    );
    expect(checkTemplateDocument(body)).toBeNull();
    const html = templateDocumentToHtml(body);
    expectWhitelisted(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;');
    expect(html).toContain('<span data-merge-field="x&quot; onmouseover=&quot;alert(1)">{{x&quot; onmouseover=&quot;alert(1)}}</span>');
    expect(html).toContain('<span data-merge-field="&lt;/span&gt;&lt;script&gt;alert(2)&lt;/script&gt;">');
    expect(html).toContain('>&quot;&gt;&lt;img src=x onerror=alert(3)&gt;</span>');
    expect(html).not.toMatch(/<script|<img src=x|onerror="|onload='/);
  });

  it('leaves out what the whitelist does not know, even where checkTemplateDocument was skipped', () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'paragraph', attrs: { textAlign: 'left" onclick="alert(2)', class: 'x' }, content: [{ type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)' } }] }] },
        { type: 'image', attrs: { src: 'javascript:alert(4)', alt: 'x' } },
        { type: 'image', attrs: { src: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } },
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA" onerror="alert(5)' } },
        { type: 'orderedList', attrs: { start: '1" onclick="x', type: 'a" onclick="y' }, content: [{ type: 'listItem', content: [] }] },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: '2" onclick="z', rowspan: 1.5, colwidth: ['9" x="1', 50] } }] }] },
        { type: 'heading', attrs: { level: '1 onclick=x' }, content: [{ type: 'text', text: 'T' }] },
        { type: 'paragraph', content: [{ type: 'signatureField', attrs: { role: 'internal" onclick="x', kind: 'signature' } }, { type: 'signatureField', attrs: { role: 'external', kind: 'x" y="z' } }] },
        { type: 'paragraph', content: [{ type: 'text', text: 42 }, null, 'text'] },
      ],
    } as unknown as TemplateDocument;
    expect(checkTemplateDocument(hostile)).not.toBeNull();
    expect(checkTemplateDocument({ type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(4)' } }] })).not.toBeNull();
    const html = templateDocumentToHtml(hostile);
    expectWhitelisted(html);
    expect(html).not.toMatch(/alert|javascript|onclick|svg|class=/);
    expect(html).toContain('<p>ok</p>');
    expect(html).toContain('<h1>T</h1>');
    expect(html).toContain('<td data-colwidth="0,50"></td>');
    expect(html).toContain('<span data-signature-field="external" data-kind="signature">Signature</span>');
  });
});
