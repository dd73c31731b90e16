import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Editor } from '@tiptap/core';
import { checkTemplateDocument, EMPTY_TEMPLATE_DOCUMENT, TEMPLATE_DOCUMENT_MESSAGES, type MergeFieldOption, type TemplateDocument, type TemplateNode } from 'shared-contract';
import { renderUi } from '../testing/render';
import TemplateEditorImpl from './template-editor';
import { TemplateDocumentView, TemplateEditor } from './template-editor-lazy';

const OPTIONS: MergeFieldOption[] = [
  { name: 'company.name', type: 'text', description: 'Your company name', is_system: true },
  { name: 'project.name', type: 'text', description: 'The project name', is_system: true },
  { name: 'scope.amount', type: 'currency', description: 'The scope amount', is_system: true },
];

/**
 * Types into the editor the way the browser's text input reaches ProseMirror (jsdom does not edit
 * contenteditable): each character through the view's text input handlers, then inserted.
 */
function typeText(editor: Editor, text: string) {
  act(() => {
    for (const char of text) {
      const { view } = editor;
      const { from, to } = view.state.selection;
      const handled = view.someProp('handleTextInput', (f) => f(view, from, to, char, () => view.state.tr.insertText(char, from, to)));
      if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
    }
  });
}

type Harness = { changes: TemplateDocument[]; last: () => TemplateDocument };

function renderEditor(props: { value?: TemplateDocument; allowSignatureFields?: boolean } = {}) {
  const harness: Harness = { changes: [], last: () => harness.changes[harness.changes.length - 1] };
  function Controlled() {
    const [value, setValue] = useState<TemplateDocument>(props.value ?? EMPTY_TEMPLATE_DOCUMENT);
    return (
      <TemplateEditorImpl
        value={value}
        onChange={(doc) => {
          harness.changes.push(doc);
          setValue(doc);
        }}
        mergeFields={OPTIONS}
        allowSignatureFields={props.allowSignatureFields}
      />
    );
  }
  const view = renderUi(<Controlled />);
  const dom = screen.getByRole('textbox', { name: 'Template body' });
  const editor = (dom as unknown as { editor: Editor }).editor;
  return { ...view, dom, editor, harness };
}

function nodesOf(doc: TemplateNode, type: string): TemplateNode[] {
  const found: TemplateNode[] = [];
  const walk = (node: TemplateNode) => {
    if (node.type === type) found.push(node);
    node.content?.forEach(walk);
  };
  walk(doc);
  return found;
}

/** Every change so far is a body the API accepts. */
function expectAllValid(harness: Harness) {
  expect(harness.changes.length).toBeGreaterThan(0);
  for (const doc of harness.changes) expect(checkTemplateDocument(doc)).toBeNull();
}

describe('TemplateEditor', () => {
  test('typing changes the body', async () => {
    const { user, dom, editor, harness } = renderEditor();
    await user.click(dom);
    typeText(editor, 'Dear vendor');
    fireEvent.keyDown(dom, { key: 'Enter' });
    typeText(editor, 'Second');
    await waitFor(() => expect(JSON.stringify(harness.last())).toContain('Dear vendor'));
    expect(harness.last().content).toMatchObject([
      { type: 'paragraph', content: [{ type: 'text', text: 'Dear vendor' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Second' }] },
    ]);
    expectAllValid(harness);
  });

  test('toolbar marks toggle on the selection and show as pressed', async () => {
    const { user, editor, harness } = renderEditor();
    act(() => {
      editor.commands.insertContent('Agreement');
      editor.commands.selectAll();
    });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    const text = nodesOf(harness.last(), 'text')[0];
    expect(text.marks?.map((m) => m.type).sort()).toEqual(['bold', 'italic', 'underline']);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(nodesOf(harness.last(), 'text')[0].marks?.map((m) => m.type)).not.toContain('bold');
    expectAllValid(harness);
  }, 60000);

  test('typing {{ opens the merge field list; arrows and Enter insert a chip', async () => {
    const { dom, editor, harness } = renderEditor();
    act(() => {
      editor.commands.insertContent('Dear {{');
    });
    const list = await screen.findByRole('listbox', { name: 'Merge fields' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('{{company.name}}')]));
    act(() => {
      editor.commands.insertContent('pro');
    });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('{{project.name}}');
    fireEvent.keyDown(dom, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const doc = harness.last();
    expect(nodesOf(doc, 'mergeField').map((n) => n.attrs?.name)).toEqual(['project.name']);
    expect(JSON.stringify(doc)).not.toContain('{{pro');
    expect(dom.querySelector('[data-merge-field="project.name"]')).toHaveTextContent('{{project.name}}');
    expectAllValid(harness);
  });

  test('ArrowDown moves the choice, Tab picks it, Escape closes the list', async () => {
    const { dom, editor, harness } = renderEditor();
    act(() => {
      editor.commands.insertContent('{{');
    });
    await screen.findByRole('listbox');
    expect(dom).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    fireEvent.keyDown(dom, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'));
    expect(dom).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(dom, { key: 'Tab' });
    await waitFor(() => expect(nodesOf(harness.last(), 'mergeField').map((n) => n.attrs?.name)).toEqual(['project.name']));
    act(() => {
      editor.commands.insertContent('{{sc');
    });
    await screen.findByRole('listbox');
    fireEvent.keyDown(dom, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(dom).not.toHaveAttribute('aria-controls');
    expect(dom).not.toHaveAttribute('aria-activedescendant');
    // The typed text stays as it is.
    expect(JSON.stringify(harness.last())).toContain('{{sc');
  });

  test('a placeholder typed out in full or pasted as text becomes a chip', () => {
    const { editor, harness } = renderEditor();
    typeText(editor, 'Hello {{company.name}} and {{ vendor.name }}!');
    expect(nodesOf(harness.last(), 'mergeField').map((n) => n.attrs?.name)).toEqual(['company.name', 'vendor.name']);
    expect(nodesOf(harness.last(), 'text').map((n) => n.text)).toEqual(['Hello ', ' and ', '!']);
    act(() => {
      editor.view.pasteText('Total: {{scope.amount}} due');
    });
    expect(nodesOf(harness.last(), 'mergeField').map((n) => n.attrs?.name)).toEqual(['company.name', 'vendor.name', 'scope.amount']);
    expect(checkTemplateDocument(harness.last())).toBeNull();
  });

  test('the toolbar menu inserts a merge field', async () => {
    const { user, dom, harness } = renderEditor();
    await user.click(dom);
    await user.click(screen.getByRole('button', { name: 'Insert merge field' }));
    await user.click(await screen.findByRole('menuitem', { name: /\{\{scope\.amount\}\}/ }));
    expect(nodesOf(harness.last(), 'mergeField').map((n) => n.attrs?.name)).toEqual(['scope.amount']);
    expectAllValid(harness);
  });

  test('signature fields: inserted from the menu, edited, removed; offered only when allowed', async () => {
    const { user, dom, editor, harness } = renderEditor({ allowSignatureFields: true });
    await user.click(dom);
    await user.click(screen.getByRole('button', { name: 'Insert signature field' }));
    const form = await screen.findByRole('form', { name: 'Insert signature field' });
    await user.click(within(form).getByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByRole('option', { name: 'Initials' }));
    await user.type(within(form).getByRole('textbox', { name: 'Label (optional)' }), 'Owner');
    await user.click(within(form).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(nodesOf(harness.last(), 'signatureField')).toHaveLength(1));
    expect(nodesOf(harness.last(), 'signatureField')[0].attrs).toEqual({ role: 'external', kind: 'initials', label: 'Owner' });
    expect(dom.querySelector('[data-signature-field]')).toHaveTextContent('External signer — Initials: Owner');

    // Select the field: the button edits it.
    const pos = nodePosition(editor, 'signatureField');
    act(() => {
      editor.commands.setNodeSelection(pos);
    });
    await user.click(await screen.findByRole('button', { name: 'Edit signature field' }));
    const editForm = await screen.findByRole('form', { name: 'Edit signature field' });
    await user.click(within(editForm).getByRole('combobox', { name: 'Signer' }));
    await user.click(await screen.findByRole('option', { name: 'Internal signer' }));
    await user.click(within(editForm).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(nodesOf(harness.last(), 'signatureField')[0].attrs).toMatchObject({ role: 'internal', kind: 'initials' }));

    act(() => {
      editor.commands.setNodeSelection(nodePosition(editor, 'signatureField'));
    });
    await user.click(await screen.findByRole('button', { name: 'Edit signature field' }));
    await user.click(within(await screen.findByRole('form', { name: 'Edit signature field' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(nodesOf(harness.last(), 'signatureField')).toHaveLength(0));
    expectAllValid(harness);
  }, 60000);

  test('inserting a signature field does not submit a form around the editor', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const changes: TemplateDocument[] = [];
    const { user } = renderUi(
      <form onSubmit={submitted}>
        <TemplateEditorImpl value={EMPTY_TEMPLATE_DOCUMENT} onChange={(doc) => changes.push(doc)} mergeFields={OPTIONS} allowSignatureFields />
      </form>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Template body' }));
    await user.click(screen.getByRole('button', { name: 'Insert signature field' }));
    await user.click(within(await screen.findByRole('form', { name: 'Insert signature field' })).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(changes.length).toBeGreaterThan(0));
    expect(nodesOf(changes[changes.length - 1], 'signatureField')).toHaveLength(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  test('no signature menu unless allowed', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Insert signature field' })).not.toBeInTheDocument();
  });

  test('images: a PNG is embedded as a data URL; over 2 MB or another type is refused with the message', async () => {
    const { user, dom, editor, harness } = renderEditor();
    await user.click(dom);
    const input = screen.getByTestId('template-image-input') as HTMLInputElement;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_DOCUMENT_MESSAGES.imageTooLarge);
    expect(JSON.stringify(harness.changes)).not.toContain('"image"');

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only PNG and JPEG images can be inserted.'));

    const png = new File([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(nodesOf(harness.last(), 'image')).toHaveLength(1));
    const image = nodesOf(harness.last(), 'image')[0];
    expect(image.attrs?.src).toMatch(/^data:image\/png;base64,/);
    expect(image.attrs?.alt).toBe('logo');

    // The width menu of the selected image.
    act(() => {
      editor.commands.setNodeSelection(nodePosition(editor, 'image'));
    });
    await user.click(await screen.findByRole('button', { name: 'Image width' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Medium' }));
    await waitFor(() => expect(nodesOf(harness.last(), 'image')[0].attrs?.width).toBe(320));
    expectAllValid(harness);
  }, 60000);

  // The toolbar by clicks (fireEvent: many steps on a slow machine), each menu closed before the next.
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  let harness0: Harness | null = null;
  const menu = async (button: string | RegExp, item: string | RegExp) => {
    fireEvent.click(screen.getByRole('button', { name: button }));
    // The toolbar's state follows the editor a render later: wait for the item to be enabled.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: item })).not.toHaveAttribute('aria-disabled', 'true')).catch((error: Error) => {
      throw new Error(`${String(item)} stays disabled: ${JSON.stringify(harness0?.last())}\n${error.message.slice(0, 200)}`);
    });
    fireEvent.click(screen.getByRole('menuitem', { name: item }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  };

  test('every text toolbar action produces a body the whitelist accepts', async () => {
    const { user, dom, editor, harness } = renderEditor();
    await user.click(dom);
    typeText(editor, 'Title');
    for (const style of ['Heading 1', 'Heading 2', 'Heading 3', 'Paragraph', 'Heading 2']) await menu(/^Text style/, style);
    expect(nodesOf(harness.last(), 'heading')[0].attrs?.level).toBe(2);
    for (const name of ['Align center', 'Align right', 'Justify', 'Align left']) click(name);
    expect(nodesOf(harness.last(), 'heading')[0].attrs?.textAlign).toBe('left');
    fireEvent.keyDown(dom, { key: 'Enter' });
    typeText(editor, 'Item');
    click('Bulleted list');
    expect(nodesOf(harness.last(), 'bulletList')).toHaveLength(1);
    click('Numbered list');
    expect(nodesOf(harness.last(), 'orderedList')).toHaveLength(1);
    click('Numbered list');
    expectAllValid(harness);
  }, 60000);

  test('every table, page break, field and history action produces a body the whitelist accepts', async () => {
    const { user, dom, editor, harness } = renderEditor({ allowSignatureFields: true });
    harness0 = harness;
    await user.click(dom);
    typeText(editor, 'Title');
    const headers = () => nodesOf(nodesOf(harness.last(), 'table')[0], 'tableHeader').length;
    await menu('Table', 'Insert table');
    expect(headers()).toBe(3);
    // The caret in the table's first cell before each table action (jsdom's focus handling may move it).
    const inTable = async (item: string) => {
      act(() => {
        const cells = [nodePosition(editor, 'tableHeader'), nodePosition(editor, 'tableCell')].filter((pos) => pos >= 0);
        editor.commands.setTextSelection(Math.min(...cells) + 2);
      });
      await menu('Table', item);
    };
    await inTable('Header row on/off');
    expect(headers()).toBe(0);
    await inTable('Header row on/off');
    expect(headers()).toBe(3);
    for (const item of ['Add row below', 'Add row above', 'Add column after', 'Add column before', 'Delete row', 'Delete column']) await inTable(item);
    const table = nodesOf(harness.last(), 'table')[0];
    expect(table.content).toHaveLength(4);
    expect(table.content?.[0].content).toHaveLength(4);
    // A page break asked for inside a cell never lands in a cell (cells hold text blocks only): it splits the table.
    click('Page break');
    expect(nodesOf(harness.last(), 'pageBreak')).toHaveLength(1);
    for (const t of nodesOf(harness.last(), 'table')) expect(nodesOf(t, 'pageBreak')).toHaveLength(0);
    expect(checkTemplateDocument(harness.last())).toBeNull();
    act(() => {
      editor.commands.setTextSelection(nodePosition(editor, 'tableCell') + 2);
    });
    await menu('Insert merge field', /\{\{company\.name\}\}/);
    expect(nodesOf(harness.last(), 'table').flatMap((t) => nodesOf(t, 'mergeField'))).toHaveLength(1);
    const tables = nodesOf(harness.last(), 'table').length;
    await inTable('Delete table');
    expect(nodesOf(harness.last(), 'table')).toHaveLength(tables - 1);
    const breaks = nodesOf(harness.last(), 'pageBreak').length;
    act(() => {
      editor.commands.focus('end');
    });
    click('Page break');
    expect(nodesOf(harness.last(), 'pageBreak')).toHaveLength(breaks + 1);
    expect(dom.querySelector('[data-page-break]')).toHaveTextContent('Page break');
    click('Insert signature field');
    fireEvent.click(within(await screen.findByRole('form', { name: 'Insert signature field' })).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(nodesOf(harness.last(), 'signatureField')).toHaveLength(1));
    // Bold over everything: the atoms keep no marks (the whitelist allows marks on text only).
    act(() => {
      editor.commands.insertMergeField('project.name');
      editor.commands.selectAll();
    });
    click('Bold');
    click('Undo');
    click('Redo');
    expect(nodesOf(harness.last(), 'text').some((t) => t.marks?.some((m) => m.type === 'bold'))).toBe(true);
    expect([...nodesOf(harness.last(), 'mergeField'), ...nodesOf(harness.last(), 'signatureField')].every((n) => n.marks === undefined)).toBe(true);
    expectAllValid(harness);
  }, 60000);

  test('lists do not nest deeper than the whitelist allows', () => {
    const { editor, harness } = renderEditor();
    act(() => {
      editor.commands.toggleBulletList();
      for (let i = 0; i < 12; i += 1) {
        editor.commands.insertContent('x');
        editor.commands.splitListItem('listItem');
        editor.commands.sinkListItem('listItem');
      }
    });
    expect(nodesOf(harness.last(), 'bulletList').length).toBeGreaterThan(1);
    expectAllValid(harness);
  });

  test('pasted HTML is reduced to the whitelist', () => {
    const { editor, harness } = renderEditor();
    act(() => {
      editor.view.pasteHTML(
        '<h4>Small</h4><p>Visit <a href="javascript:alert(1)">our site</a><script>alert(1)</script> <s>struck</s> <code>code</code> <span data-merge-field="company.name">{{company.name}}</span></p>' +
          '<blockquote><p>Quoted</p></blockquote><hr><pre>pre</pre><p><img src="https://example.com/x.png"><img src="data:image/png;base64,iVBORw0KGgo="></p><div data-page-break></div>' +
          '<p><span data-signature-field="internal" data-kind="date">Owner</span> <span data-signature-field="boss">x</span></p>',
      );
    });
    const doc = harness.last();
    expect(checkTemplateDocument(doc)).toBeNull();
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/javascript|alert|href|"link"|"strike"|"code"|blockquote|horizontalRule|example\.com/);
    expect(json).toContain('our site');
    expect(nodesOf(doc, 'mergeField').map((n) => n.attrs?.name)).toEqual(['company.name']);
    expect(nodesOf(doc, 'image')).toHaveLength(1);
    expect(nodesOf(doc, 'pageBreak')).toHaveLength(1);
    expect(nodesOf(doc, 'signatureField').map((n) => n.attrs)).toEqual([{ role: 'internal', kind: 'date', label: 'Owner' }]);
  });

  test('a new value from outside replaces the content; read-only hides the toolbar', async () => {
    function Outside() {
      const [value, setValue] = useState<TemplateDocument>(EMPTY_TEMPLATE_DOCUMENT);
      const [readOnly, setReadOnly] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setValue({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Restored version' }] }] })}>
            Restore
          </button>
          <button type="button" onClick={() => setReadOnly(true)}>
            Lock
          </button>
          <TemplateEditorImpl value={value} onChange={setValue} mergeFields={OPTIONS} readOnly={readOnly} />
        </>
      );
    }
    const { user } = renderUi(<Outside />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored version')).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Template body' })).toHaveAttribute('contenteditable', 'false');
  });

  test('a body outside the whitelist is refused with the message, not loaded half-way', async () => {
    const onChange = jest.fn();
    const bad = { type: 'doc', content: [{ type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted' }] }] }] } as TemplateDocument;
    renderUi(<TemplateEditorImpl value={bad} onChange={onChange} mergeFields={OPTIONS} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_DOCUMENT_MESSAGES.invalid);
    expect(screen.getByRole('textbox', { name: 'Template body' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('the lazy TemplateEditor shows a skeleton, then the editor', async () => {
    renderUi(<TemplateEditor value={EMPTY_TEMPLATE_DOCUMENT} onChange={() => undefined} mergeFields={OPTIONS} aria-label="Contract body" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the document' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Contract body' })).toBeInTheDocument();
  });
});

describe('TemplateDocumentView', () => {
  const doc: TemplateDocument = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [{ type: 'text', text: 'Subcontract' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Between ' },
          { type: 'mergeField', attrs: { name: 'company.name' } },
          { type: 'text', text: ' and ', marks: [{ type: 'bold' }] },
          { type: 'text', text: '{{project.name}}' },
        ],
      },
      { type: 'pageBreak' },
      { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] }] }] },
      { type: 'paragraph', content: [{ type: 'signatureField', attrs: { role: 'external', kind: 'signature', label: null } }] },
    ],
  };

  test('fills merge fields from values, keeping the unknown ones as placeholders', async () => {
    renderUi(<TemplateDocumentView value={doc} values={{ 'company.name': 'Acme Builders' }} />);
    const sheet = await screen.findByRole('document', { name: 'Template preview' });
    expect(sheet).toHaveTextContent('Between Acme Builders and {{project.name}}');
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Subcontract' })).toHaveStyle({ textAlign: 'center' });
    expect(within(sheet).getByRole('columnheader', { name: 'Item' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Page break');
    expect(sheet).toHaveTextContent('External signer — Signature');
    expect(sheet.querySelector('[data-merge-field]')).toBeNull();
  });

  test('without values the merge fields show as chips; an invalid body shows its message', async () => {
    const { unmount } = renderUi(<TemplateDocumentView value={doc} />);
    const sheet = await screen.findByRole('document');
    expect(sheet.querySelector('[data-merge-field="company.name"]')).toHaveTextContent('{{company.name}}');
    unmount();
    renderUi(<TemplateDocumentView value={{ type: 'doc', content: [{ type: 'script', text: 'x' } as TemplateNode] }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_DOCUMENT_MESSAGES.invalid);
  });
});

function nodePosition(editor: Editor, type: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.type.name === type) found = pos;
  });
  return found;
}
