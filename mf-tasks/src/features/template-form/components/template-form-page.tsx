// Create and edit a template (000 section 2: create/contract, create/task, {id}/edit, {id}/editor):
// name, type (contract fixed for create/contract; the four task types for create/task), description
// and the body in shared-ui's TemplateEditor with the company's merge fields (`{{` completion) and,
// in contract and SF 1413 templates, signature fields. The client checks the body with the same shared-contract
// rules as the server (templateSchema with the known merge field names: 'Invalid merge field: {msg}.'
// under the body); the server's 422 lands on its field. Leaving with unsaved changes asks first
// (shared-auth's flag, which the shell's navigation blocker reads). Preview and version history are
// on the edit pages; {id}/editor shows the body alone at view scale 100.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, FormHelperText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { can, normalizeError, useCurrentUser, useUnsavedChangesFlag } from 'shared-auth';
import {
  DOCUMENT_TYPES,
  EMPTY_TEMPLATE_DOCUMENT,
  PERMISSIONS,
  allowsSignatureFields,
  TEMPLATE_MESSAGES,
  templateSchema,
  type DocumentType,
  type MergeFieldOption,
  type Template,
  type TemplateDocument,
} from 'shared-contract';
import { FormSubmitButton, FormTextField, LoadErrorState, LoadingState, NotFoundState, PageHeader, TemplateDocumentView, TemplateEditor, statusOfError, useBreadcrumbLabel, useSchemaValidation, useToast } from 'shared-ui';
import { TEMPLATE_PATHS } from '../../../lib/template-paths';
import { useTemplateMergeFields } from '../../../lib/use-template-merge-fields';
import { createTemplate } from '../api/create-template';
import { templateKey, useTemplate } from '../api/find-template';
import { templateVersionsKey } from '../api/find-template-versions';
import { updateTemplate } from '../api/update-template';
import { TemplatePreviewDialog } from './template-preview-dialog';
import { TemplateVersionsDrawer } from './template-versions-drawer';

type Values = { name: string; type: DocumentType | ''; description: string; body: TemplateDocument };

/** The template types a page offers: create/contract is a contract; create/task one of the four task types. */
export const TASK_TEMPLATE_TYPES = (Object.keys(DOCUMENT_TYPES) as DocumentType[]).filter((type) => type !== 'contract');

type Layout = 'form' | 'editor';

function UnsavedFlag() {
  const { dirty, isSubmitting } = useFormikContext<Values>();
  useUnsavedChangesFlag(dirty && !isSubmitting);
  return null;
}

function BodyField({ mergeFields, readOnly, autoFocus }: { mergeFields: readonly MergeFieldOption[]; readOnly: boolean; autoFocus?: boolean }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = typeof errors.body === 'string' && (touched.body || submitCount > 0) ? errors.body : undefined;
  return (
    <Box>
      {/* The editor's own small forms (the signature field popover) are portaled, but React bubbles
          their submit through this tree: stop it here so it never submits the template form. */}
      <Box sx={error ? { outline: '2px solid', outlineColor: 'error.main', borderRadius: 1 } : undefined} onSubmit={(event) => event.stopPropagation()}>
        <TemplateEditor
          value={values.body}
          onChange={(doc) => {
            void setFieldValue('body', doc);
            void setFieldTouched('body', true, false);
          }}
          mergeFields={mergeFields}
          allowSignatureFields={allowsSignatureFields(values.type)}
          readOnly={readOnly}
          autoFocus={autoFocus}
          aria-label="Template body"
        />
      </Box>
      {error ? (
        <FormHelperText error role="alert" id="template-body-error">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function TypeField({ types, disabled }: { types: readonly DocumentType[]; disabled: boolean }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const error = touched.type && typeof errors.type === 'string' ? errors.type : undefined;
  return (
    <TextField
      select
      label="Type"
      name="type"
      required
      value={values.type}
      disabled={disabled}
      onChange={(event) => void setFieldValue('type', event.target.value)}
      onBlur={() => void setFieldTouched('type', true)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    >
      {types.map((type) => (
        <MenuItem key={type} value={type}>
          {DOCUMENT_TYPES[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}

type FormProps = { template: Template | null; types: readonly DocumentType[]; mergeFields: readonly MergeFieldOption[]; known: readonly string[]; layout: Layout };

function TemplateForm({ template, types, mergeFields, known, layout }: FormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [query, setQuery] = useSearchParams();
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const isVersionsOpen = template !== null && query.get('versions') === '1';
  const setVersionsOpen = (open: boolean) => {
    const next = new URLSearchParams(query);
    if (open) next.set('versions', '1');
    else next.delete('versions');
    setQuery(next, { replace: true });
  };
  const schema = useMemo(() => templateSchema(known), [known]);
  const { validate, showProblem, clearServerErrors } = useSchemaValidation<Values>(schema);
  const isArchived = template?.archived_at != null;
  const readOnly = template !== null && (!template.can.update || isArchived);
  const initialValues: Values = template
    ? { name: template.name, type: template.type, description: template.description, body: template.body }
    : { name: '', type: types.length === 1 ? types[0] : '', description: '', body: EMPTY_TEMPLATE_DOCUMENT };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = { name: values.name.trim(), type: values.type as DocumentType, description: values.description, body: values.body };
    try {
      const { data, message } = template ? await updateTemplate(template.id, input) : await createTemplate(input);
      toast.success(message);
      clearServerErrors();
      helpers.resetForm({ values: { name: data.name, type: data.type, description: data.description, body: data.body } });
      await mutate(templateKey(data.id), data, { revalidate: false });
      await mutate(templateVersionsKey(data.id));
      if (!template) navigate(TEMPLATE_PATHS.edit(data.id), { replace: true });
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize={false}>
      {({ isSubmitting, values, dirty, resetForm }) => (
        <Form noValidate aria-label={template ? `Edit ${template.name}` : 'New template'}>
          <UnsavedFlag />
          {isArchived ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {TEMPLATE_MESSAGES.templateArchivedReadOnly}
            </Alert>
          ) : null}
          {template && !template.can.update && !isArchived ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              You can view this template; changing it needs the templates edit permission.
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<VisibilityOutlined />} onClick={() => setPreviewOpen(true)}>
              Preview
            </Button>
            {template ? (
              <Button variant="outlined" startIcon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)}>
                Version history
              </Button>
            ) : null}
            {template && layout === 'form' ? (
              <Button variant="outlined" startIcon={<OpenInFullOutlined />} component={RouterLink} to={TEMPLATE_PATHS.editor(template.id)}>
                Full page editor
              </Button>
            ) : null}
            {template && layout === 'editor' ? (
              <Button variant="outlined" component={RouterLink} to={TEMPLATE_PATHS.edit(template.id)}>
                Details
              </Button>
            ) : null}
            {readOnly ? null : <FormSubmitButton loading={isSubmitting}>{template ? 'Save' : 'Create template'}</FormSubmitButton>}
          </Stack>
          {layout === 'form' ? (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Stack spacing={2}>
                <FormTextField name="name" label="Name" required fullWidth disabled={readOnly} />
                <TypeField types={types} disabled={readOnly || types.length === 1} />
                <FormTextField name="description" label="Description" fullWidth multiline minRows={2} disabled={readOnly} />
              </Stack>
            </Paper>
          ) : (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} aria-label="View scale">
              View scale 100%
            </Typography>
          )}
          {readOnly ? <TemplateDocumentView value={values.body} /> : <BodyField mergeFields={mergeFields} readOnly={false} autoFocus={layout === 'editor'} />}
          {isPreviewOpen ? <TemplatePreviewDialog name={values.name} body={values.body} templateId={template?.id ?? null} isDirty={dirty} onClose={() => setPreviewOpen(false)} /> : null}
          {template && isVersionsOpen ? (
            <TemplateVersionsDrawer
              template={template}
              canRestore={template.can.update && !isArchived}
              onClose={() => setVersionsOpen(false)}
              onRestored={(data) => {
                resetForm({ values: { name: data.name, type: data.type, description: data.description, body: data.body } });
                setVersionsOpen(false);
              }}
            />
          ) : null}
        </Form>
      )}
    </Formik>
  );
}

/** create/contract and create/task. */
export function CreateTemplatePage({ kind }: { kind: 'contract' | 'task' }) {
  const { user } = useCurrentUser();
  const fields = useTemplateMergeFields();
  const title = kind === 'contract' ? 'New contract template' : 'New task template';
  if (!can(user, PERMISSIONS.TEMPLATES_CREATE)) {
    return (
      <Box>
        <PageHeader title={title} />
        <Alert severity="warning">You do not have permission to create templates.</Alert>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader title={title} />
      {fields.error ? (
        <LoadErrorState error={fields.error} onRetry={() => void fields.mutate()} />
      ) : !fields.options || !fields.known ? (
        <LoadingState />
      ) : (
        <TemplateForm template={null} types={kind === 'contract' ? ['contract'] : TASK_TEMPLATE_TYPES} mergeFields={fields.options} known={fields.known} layout="form" />
      )}
    </Box>
  );
}

const ID = /^[1-9]\d{0,8}$/;

/** {id}/edit (the fields and the body) and {id}/editor (the body alone, at view scale 100). */
export function EditTemplatePage({ layout }: { layout: Layout }) {
  const { templateId = '' } = useParams();
  const id = ID.test(templateId) ? Number(templateId) : null;
  const template = useTemplate(id);
  const fields = useTemplateMergeFields();
  useBreadcrumbLabel(id === null ? null : `${TEMPLATE_PATHS.list}/${id}`, template.data?.name);
  if (id === null || (template.error && statusOfError(template.error) === 404)) return <NotFoundState />;
  const error = template.error ?? fields.error;
  return (
    <Box>
      <PageHeader title={template.data ? template.data.name : 'Template'} subtitle={template.data ? `${template.data.type_label} · version ${template.data.version}` : undefined} />
      {error ? (
        <LoadErrorState error={error} onRetry={() => void Promise.all([template.mutate(), fields.mutate()])} />
      ) : !template.data || !fields.options || !fields.known ? (
        <LoadingState />
      ) : (
        <TemplateForm
          template={template.data}
          types={template.data.type === 'contract' ? ['contract'] : TASK_TEMPLATE_TYPES}
          mergeFields={fields.options}
          known={fields.known}
          layout={layout}
        />
      )}
    </Box>
  );
}
