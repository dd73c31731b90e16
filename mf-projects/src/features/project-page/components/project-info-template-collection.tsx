// Info > Template collection: the document templates this project's contracts and requests are made
// from. The project uses one of the company's library collections (company/templates-collection/list)
// or its own collection of chosen templates (project/temporary-collection, at template-collection/create).
// Changing it needs the project's update flag (and templates view, which every template call needs);
// the server refuses the same.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Link as RouterLink, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { can, normalizeError, useCurrentUser } from 'shared-auth';
import { LIBRARY_NAME_MAX, PERMISSIONS, SEARCH_DEBOUNCE_MS, VALIDATION_MESSAGES, type ProjectTemplateCollection } from 'shared-contract';
import { EmptyState, LoadErrorState, LoadingState, SearchBox, SelectField, useToast } from 'shared-ui';
import { PROJECT_PATHS } from '../../../lib/project-paths';
import { chooseProjectCollection, createProjectCollection, projectCollectionKey, useCompanyTemplateCollections, useProjectCollection, useTemplateChoices } from '../api/template-collection';
import type { ProjectOutletContext } from './project-layout';

export const TEMPLATE_COLLECTION_EMPTY = {
  title: 'No templates in this project’s collection',
  description: 'Choose one of your company’s template collections, or make this project its own collection of templates.',
} as const;

const NONE = 0;

function CollectionTemplates({ value }: { value: ProjectTemplateCollection }) {
  if (!value.collection || value.templates.length === 0) {
    return <EmptyState icon={<DescriptionOutlined fontSize="inherit" />} title={TEMPLATE_COLLECTION_EMPTY.title} description={TEMPLATE_COLLECTION_EMPTY.description} />;
  }
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label="Templates of the collection">
        <TableHead>
          <TableRow>
            <TableCell>Template name</TableCell>
            <TableCell>Type</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {value.templates.map((template) => (
            <TableRow key={template.id}>
              <TableCell>{template.name}</TableCell>
              <TableCell>{template.type_label}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function ChooseCollection({ projectId, current, onSaved }: { projectId: number; current: ProjectTemplateCollection; onSaved: (value: ProjectTemplateCollection) => void }) {
  const toast = useToast();
  const collections = useCompanyTemplateCollections(true);
  const [choice, setChoice] = useState<number>(current.collection?.id ?? NONE);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const options = useMemo(() => {
    const rows = (collections.data ?? []).filter((c) => c.project_id === null || c.project_id === projectId);
    const mine = current.collection && !rows.some((c) => c.id === current.collection?.id) ? [current.collection] : [];
    return [{ value: NONE, label: 'No collection' }, ...[...rows, ...mine].map((c) => ({ value: c.id, label: c.project_id ? `${c.name} (this project’s own)` : `${c.name} (${c.templates_count})` }))];
  }, [collections.data, current.collection, projectId]);
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const { data, message } = await chooseProjectCollection(projectId, choice === NONE ? null : choice);
      toast.success(message);
      onSaved(data);
    } catch (failure) {
      const problem = await normalizeError(failure);
      if (problem.errors?.collection_id) setError(problem.errors.collection_id);
      else toast.warning(problem.message);
    } finally {
      setSaving(false);
    }
  };
  if (collections.error) return <LoadErrorState error={collections.error} onRetry={() => void collections.mutate()} />;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, maxWidth: 640 }}>
      <SelectField label="Collection" name="collection_id" options={options} value={choice} isLoading={collections.isLoading} onChange={(value) => setChoice(Number(value ?? NONE))} error={error} />
      <Button variant="contained" onClick={() => void save()} disabled={isSaving || choice === (current.collection?.id ?? NONE)} sx={{ flexShrink: 0, mt: { sm: 0.5 } }}>
        Save
      </Button>
    </Stack>
  );
}

function CreateProjectCollection({ projectId, projectName, onDone }: { projectId: number; projectName: string; onDone: () => void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const choices = useTemplateChoices(search, true);
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const submit = async () => {
    const problems: Record<string, string> = {};
    if (chosen.length === 0) problems.template_ids = VALIDATION_MESSAGES.required;
    if (name.trim().length > LIBRARY_NAME_MAX) problems.name = VALIDATION_MESSAGES.strMax(LIBRARY_NAME_MAX);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const { data, message } = await createProjectCollection(projectId, name.trim(), chosen);
      toast.success(message);
      await mutate(projectCollectionKey(projectId), data, { revalidate: false });
      onDone();
    } catch (failure) {
      const problem = await normalizeError(failure);
      if (problem.status === 422 && problem.errors) setErrors(Object.fromEntries(Object.entries(problem.errors).map(([field, text]) => [field.replace(/\.\d+$/, ''), text])));
      else toast.warning(problem.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }} component="section" aria-label="This project’s own collection">
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        This project’s own collection
      </Typography>
      <Stack spacing={2}>
        <TextField label="Collection name" value={name} onChange={(event) => setName(event.target.value)} placeholder={`${projectName} templates`} error={Boolean(errors.name)} helperText={errors.name} fullWidth size="small" />
        <SearchBox value={search} onSearch={setSearch} debounceMs={SEARCH_DEBOUNCE_MS} />
        {choices.error ? <LoadErrorState error={choices.error} onRetry={() => void choices.mutate()} /> : null}
        {choices.isLoading ? <LoadingState /> : null}
        {choices.data && choices.data.length === 0 ? <Typography color="text.secondary">No templates found.</Typography> : null}
        <FormGroup aria-label="Templates">
          {(choices.data ?? []).map((template) => (
            <FormControlLabel key={template.id} control={<Checkbox checked={chosen.includes(template.id)} onChange={() => toggle(template.id)} />} label={`${template.name} · ${template.type_label}`} />
          ))}
        </FormGroup>
        {errors.template_ids ? (
          <Alert severity="error" role="alert">
            Templates: {errors.template_ids}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={onDone} disabled={isSaving}>
            Cancel
          </Button>
          <Button variant="contained" disabled={isSaving} onClick={() => void submit()}>
            Create collection
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function ProjectInfoTemplateCollection() {
  const { project } = useOutletContext<ProjectOutletContext>();
  const { '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const mayViewTemplates = can(user, PERMISSIONS.TEMPLATES_VIEW);
  const canChange = project.can.update && project.status === 'active' && mayViewTemplates;
  const collection = useProjectCollection(project.id, mayViewTemplates);
  const { mutate } = useSWRConfig();
  const basePath = PROJECT_PATHS.infoTemplateCollection(project.id);
  const isCreating = rest === 'create' && canChange;

  if (!mayViewTemplates) {
    return (
      <Box>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Template collection
        </Typography>
        <Alert severity="info">Seeing the project’s templates needs the templates view permission.</Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3" component="h2">
          Template collection
        </Typography>
        {canChange && !isCreating ? (
          <Button variant="outlined" startIcon={<AddOutlined />} component={RouterLink} to={`${basePath}/create`}>
            Make the project’s own collection
          </Button>
        ) : null}
      </Stack>
      {collection.error ? <LoadErrorState error={collection.error} onRetry={() => void collection.mutate()} /> : null}
      {collection.isLoading ? <LoadingState /> : null}
      {collection.data ? (
        <Stack spacing={2}>
          {isCreating ? <CreateProjectCollection projectId={project.id} projectName={project.name} onDone={() => navigate(basePath)} /> : null}
          {canChange && !isCreating ? (
            <ChooseCollection key={collection.data.collection?.id ?? NONE} projectId={project.id} current={collection.data} onSaved={(data) => void mutate(projectCollectionKey(project.id), data, { revalidate: false })} />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {collection.data.collection ? `Collection: ${collection.data.collection.name}` : 'No collection chosen.'}
          </Typography>
          <CollectionTemplates value={collection.data} />
        </Stack>
      ) : null}
    </Box>
  );
}
