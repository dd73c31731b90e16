import {
  APPROVAL_WORKFLOW_MESSAGES,
  DEFAULT_DOCUMENT_NAME_PATTERN,
  EMAIL_TEMPLATE_MESSAGES,
  MERGE_FIELD_MESSAGES,
  VALIDATION_MESSAGES as M,
  buildMergeFieldSamples,
  checkMergeFields,
  collectErrors,
  documentNameSchema,
  emailTemplateSchema,
  findInvalidMergeFields,
  findKnownMergeFieldNames,
  formatMergeValue,
  mergeFieldSchema,
  renderDocumentName,
  renderMergeFields,
} from '../index';

const T = { ...MERGE_FIELD_MESSAGES, ...EMAIL_TEMPLATE_MESSAGES, ...APPROVAL_WORKFLOW_MESSAGES };

const mailKnown = findKnownMergeFieldNames('mail', ['site.code']);
const nameKnown = findKnownMergeFieldNames('document_name', []);

describe('merge fields', () => {
  test('known names depend on the context', () => {
    expect(mailKnown).toEqual(expect.arrayContaining(['company.name', 'mail.link', 'site.code']));
    expect(mailKnown).not.toContain('document.type');
    expect(nameKnown).toContain('document.type');
    expect(nameKnown).not.toContain('mail.link');
    expect(findKnownMergeFieldNames('template', [])).not.toContain('mail.link');
  });

  test('the shortCodePlaceholder rule lists each unknown field once', () => {
    expect(findInvalidMergeFields('{{a}} {{ company.name }} {{a}} {{b c}} {{}}', mailKnown)).toEqual(['a', 'b c', '{{}}']);
    expect(checkMergeFields('Hi {{vendor.nme}} and {{foo}}', mailKnown)).toBe('Invalid merge field: vendor.nme, foo.');
    expect(checkMergeFields('Hi {{vendor.name}}', mailKnown)).toBeNull();
    expect(checkMergeFields(null, mailKnown)).toBeNull();
  });

  test('render fills values; missing ones are emptied or kept', () => {
    expect(renderMergeFields('{{ a }}-{{b}}', { a: '1' })).toBe('1-');
    expect(renderMergeFields('{{ a }}-{{b}}', { a: '1' }, { keepMissing: true })).toBe('1-{{b}}');
  });

  test('values read as in a document', () => {
    expect(formatMergeValue('date', '2026-12-15')).toBe('12/15/2026');
    expect(formatMergeValue('currency', '1250000')).toBe('$1,250,000.00');
    expect(formatMergeValue('number', '2.5')).toBe('2.5');
    expect(formatMergeValue('text', 'x')).toBe('x');
    const samples = buildMergeFieldSamples([{ name: 'own.amount', type: 'currency', default_value: '' }], new Date(2026, 10, 23));
    expect(samples['own.amount']).toBe('$1,000.00');
    expect(samples.today).toBe('11/23/2026');
    expect(samples['scope.amount']).toBe('$1,250,000.00');
  });

  test('mergeFieldSchema: name characters, type, typed default', async () => {
    expect(await collectErrors(mergeFieldSchema, { name: 'a b', type: 'text' })).toEqual({ name: [T.mergeFieldName] });
    expect(await collectErrors(mergeFieldSchema, { name: 'a', type: 'date', default_value: '12/01/2026' })).toEqual({ default_value: [T.invalidDate] });
    expect(await collectErrors(mergeFieldSchema, { name: 'a', type: 'currency', default_value: '1,000' })).toEqual({ default_value: [M.number] });
    expect(await collectErrors(mergeFieldSchema, { name: 'a.b:c-d_e', type: 'number', default_value: '-2.5' })).toBeNull();
  });
});

describe('e-mail templates and document names', () => {
  test('emailTemplateSchema checks subject and body', async () => {
    expect(await collectErrors(emailTemplateSchema(mailKnown), { name: 'A', subject: '{{x}}', body: '{{mail.link}}', mail_key: '' })).toEqual({ subject: [M.shortCodePlaceholder('x')] });
    expect(await collectErrors(emailTemplateSchema(mailKnown), { name: 'A', subject: 'S', body: 'B', mail_key: 'nope' })).toEqual({ mail_key: [T.invalidMailKey] });
  });

  test('documentNameSchema refuses file-name characters outside merge fields', async () => {
    expect(await collectErrors(documentNameSchema(nameKnown), { pattern: DEFAULT_DOCUMENT_NAME_PATTERN })).toBeNull();
    expect(await collectErrors(documentNameSchema(nameKnown), { pattern: 'a:b' })).toEqual({ pattern: [M.exceptCharacters('\\ / : * ? " < > |')] });
    expect(renderDocumentName('{{a}} / {{b}}', { a: 'x/y', b: 'z' })).toBe('x-y / z');
  });

  test('the in-use message of a workflow counts projects', () => {
    expect(T.workflowInUse(1)).toBe('This workflow is used by 1 project and can not be deleted. Choose another workflow for that project first.');
  });
});
