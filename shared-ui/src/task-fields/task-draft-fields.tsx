// The fields of one task being created: document type and template (the project's collection first),
// name, the people on both sides, package and the schedule. Presentational: the screens load the
// options and keep the draft.
import { Box, Stack, TextField, Typography } from '@mui/material';
import { DOCUMENT_TYPES, REQUIRED_ACTION_BY_TYPE, TASK_PRIORITIES, type DocumentType } from 'shared-contract';
import { SelectField, type SelectOption } from '../fields/select-field';
import { formatDate } from '../format/format';
import { TEMPLATE_REQUIRED_TYPES, type TaskDraft } from './task-draft';
import { TaskScheduleFields, describeTaskSchedule, scheduleErrorsFrom } from './task-schedule-fields';

export type TaskTemplateChoice = { id: number; name: string; type: DocumentType; inCollection?: boolean };

export type TaskDraftFieldsProps = {
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  errors?: Record<string, string>;
  templates: readonly TaskTemplateChoice[];
  templatesLoading?: boolean;
  internalPeople: readonly SelectOption[];
  externalPeople: readonly SelectOption[];
  /** Hide parts another step of the flow asks for. */
  hide?: { template?: boolean; people?: boolean; package?: boolean; schedule?: boolean };
  disabled?: boolean;
};

const TYPE_OPTIONS: SelectOption[] = (Object.keys(DOCUMENT_TYPES) as DocumentType[]).map((t) => ({ value: t, label: DOCUMENT_TYPES[t] }));

export function templateOptions(templates: readonly TaskTemplateChoice[], type: DocumentType | null): SelectOption[] {
  return templates
    .filter((t) => !type || t.type === type)
    .map((t) => ({ value: t.id, label: t.inCollection ? `${t.name} (project collection)` : t.name }));
}

/** A template chosen: its type becomes the task's, and its name the task's name unless the sender typed another. */
export function chooseTemplate(draft: TaskDraft, templates: readonly TaskTemplateChoice[], templateId: number | null): TaskDraft {
  const template = templates.find((t) => t.id === templateId) ?? null;
  const previous = templates.find((t) => t.id === draft.template_id) ?? null;
  const keepName = draft.name.trim() !== '' && draft.name !== previous?.name;
  return {
    ...draft,
    template_id: template?.id ?? null,
    type: template?.type ?? draft.type,
    name: keepName ? draft.name : (template?.name ?? draft.name),
    merge_values: template?.id === draft.template_id ? draft.merge_values : {},
  };
}

export function TaskDraftFields({ draft, onChange, errors = {}, templates, templatesLoading, internalPeople, externalPeople, hide = {}, disabled }: TaskDraftFieldsProps) {
  const set = (patch: Partial<TaskDraft>) => onChange({ ...draft, ...patch });
  return (
    <Stack spacing={2}>
      {hide.template ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2 }}>
          <SelectField
            label="Document type"
            name="type"
            options={TYPE_OPTIONS}
            value={draft.type}
            onChange={(value) => {
              const type = (value as DocumentType | null) ?? null;
              const template = templates.find((t) => t.id === draft.template_id);
              set({ type, ...(template && template.type !== type ? { template_id: null, merge_values: {} } : {}) });
            }}
            error={errors.type}
            disabled={disabled}
          />
          <SelectField
            label={draft.type && !TEMPLATE_REQUIRED_TYPES.includes(draft.type) ? 'Template (optional)' : 'Template'}
            name="template_id"
            options={templateOptions(templates, draft.type)}
            value={draft.template_id}
            isLoading={templatesLoading}
            onChange={(value) => onChange(chooseTemplate(draft, templates, value === null ? null : Number(value)))}
            error={errors.template_id}
            disabled={disabled}
          />
        </Box>
      )}
      {hide.template ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
          <TextField size="small" label="Task name" name="name" value={draft.name} onChange={(e) => set({ name: e.target.value })} error={Boolean(errors.name)} helperText={errors.name} disabled={disabled} />
          <TextField size="small" label="Required action" value={draft.type ? REQUIRED_ACTION_BY_TYPE[draft.type] : ''} slotProps={{ htmlInput: { readOnly: true } }} />
        </Box>
      )}
      {hide.template ? null : (
        <TextField
          size="small"
          multiline
          minRows={2}
          label="Description"
          name="description"
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
          error={Boolean(errors.description)}
          helperText={errors.description ?? (draft.type === 'document-request' || draft.type === 'certificate-of-insurance' ? 'What the vendor should upload.' : undefined)}
          disabled={disabled}
        />
      )}
      {hide.people ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <SelectField
            label="Internal assignee"
            name="internal_assignee_id"
            options={internalPeople}
            value={draft.internal_assignee_id}
            onChange={(v) => set({ internal_assignee_id: v === null ? null : Number(v) })}
            error={errors.internal_assignee_id}
            disabled={disabled}
          />
          <SelectField
            label="Internal signer"
            name="internal_signer_id"
            options={internalPeople}
            value={draft.internal_signer_id}
            onChange={(v) => set({ internal_signer_id: v === null ? null : Number(v) })}
            error={errors.internal_signer_id}
            disabled={disabled}
          />
          <SelectField
            label="External assignee"
            name="external_assignee_id"
            options={externalPeople}
            value={draft.external_assignee_id}
            onChange={(v) => set({ external_assignee_id: v === null ? null : Number(v) })}
            error={errors.external_assignee_id}
            disabled={disabled}
          />
          <SelectField
            label="External signer"
            name="external_signer_id"
            options={externalPeople}
            value={draft.external_signer_id}
            onChange={(v) => set({ external_signer_id: v === null ? null : Number(v) })}
            error={errors.external_signer_id}
            disabled={disabled}
          />
        </Box>
      )}
      {hide.package ? null : (
        <TextField size="small" label="Package" name="package" value={draft.package} onChange={(e) => set({ package: e.target.value })} error={Boolean(errors.package)} helperText={errors.package} disabled={disabled} />
      )}
      {hide.schedule ? null : <TaskScheduleFields value={draft.schedule} onChange={(schedule) => set({ schedule })} errors={scheduleErrorsFrom(errors)} disabled={disabled} />}
    </Stack>
  );
}

export type TaskDraftSummaryProps = {
  draft: TaskDraft;
  templateName?: string | null;
  /** Names by user id (both sides). */
  people: ReadonlyMap<number, string>;
  target?: string;
};

/** The confirm step's reading of a draft. */
export function TaskDraftSummary({ draft, templateName, people, target }: TaskDraftSummaryProps) {
  const schedule = describeTaskSchedule(draft.schedule);
  const person = (id: number | null) => (id === null ? 'None' : (people.get(id) ?? `#${id}`));
  const rows: [string, string][] = [
    ...(target ? ([['Sent to', target]] as [string, string][]) : []),
    ['Document type', draft.type ? DOCUMENT_TYPES[draft.type] : 'None'],
    ['Template', templateName ?? 'None'],
    ['Required action', draft.type ? REQUIRED_ACTION_BY_TYPE[draft.type] : 'None'],
    ['Due date', formatDate(draft.schedule.due_date)],
    ['Assign date', draft.schedule.assign_date ? formatDate(draft.schedule.assign_date) : 'On sending'],
    ['Priority', TASK_PRIORITIES[draft.schedule.priority]],
    ['Internal assignee', person(draft.internal_assignee_id)],
    ['Internal signer', person(draft.internal_signer_id)],
    ['External assignee', person(draft.external_assignee_id)],
    ['External signer', person(draft.external_signer_id)],
    ['Package', draft.package.trim() || 'None'],
    ['Reminders', schedule.reminders],
    ['Recurrence', schedule.recurrence],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }} aria-label={`Summary of ${draft.name}`}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
