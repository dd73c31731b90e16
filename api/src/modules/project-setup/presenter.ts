// Pure mapping of project setup records to the contracts' shapes.
import type { AdditionalDocument, CreationFormSection, CustomField, EntityValue, SetupUser, StepThreeSection, TeamMember, WizardState } from 'shared-contract';
import type { DocumentRecord, FieldRecord, OptionRecord, SectionRecord, TeamMemberRecord, UserRecord, ValueRecord } from './repository';

export const toSetupUser = (u: UserRecord): SetupUser => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  full_name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  phone: u.phone,
  photo: u.photo,
});

export const toTeamMember = (m: TeamMemberRecord, managerId: number | null): TeamMember => ({
  ...toSetupUser(m),
  is_manager: m.id === managerId,
  added_by: m.addedBy,
  added_at: m.addedAt.toISOString(),
});

export const toWizardState = (p: { id: number; isDraft: boolean; wizardStep: number }): WizardState => ({ id: p.id, is_draft: p.isDraft, wizard_step: p.wizardStep });

export function toCustomField(field: FieldRecord, options: OptionRecord[]): CustomField {
  return {
    id: field.id,
    section_id: field.sectionId,
    name: field.name,
    type: field.type,
    required: field.required,
    position: field.position,
    options: field.type === 'select' ? options.filter((o) => o.fieldId === field.id).map((o) => ({ id: o.id, label: o.label, position: o.position })) : [],
  };
}

export function toCreationForm(form: { sections: SectionRecord[]; fields: FieldRecord[]; options: OptionRecord[] }): CreationFormSection[] {
  return form.sections.map((section) => ({
    id: section.id,
    name: section.name,
    position: section.position,
    fields: form.fields.filter((f) => f.sectionId === section.id).map((f) => toCustomField(f, form.options)),
  }));
}

export const toEntityValue = (v: ValueRecord): EntityValue => ({
  id: v.id,
  entity: v.entityType,
  entity_id: v.entityId,
  custom_field_id: v.fieldId,
  value: v.value,
  option_id: v.optionId,
});

export function toStepThreeSections(form: { sections: SectionRecord[]; fields: FieldRecord[]; options: OptionRecord[] }, values: ValueRecord[]): StepThreeSection[] {
  return toCreationForm(form).map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      const value = values.find((v) => v.fieldId === field.id);
      return { ...field, value: value ? toEntityValue(value) : null };
    }),
  }));
}

export const toAdditionalDocument = (d: DocumentRecord): AdditionalDocument => ({
  id: d.id,
  project_id: d.projectId,
  name: d.name,
  size: d.size,
  mime_type: d.mimeType,
  uploaded_by: d.uploadedBy !== null && d.uploaderName !== null ? { id: d.uploadedBy, full_name: d.uploaderName } : null,
  created_at: d.createdAt.toISOString(),
});
