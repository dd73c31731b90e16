// One line about what an activity entry changed, from the details the API records with it (a
// scope's name, the team members, the changed fields, the files).
import type { ProjectActivityRow } from 'shared-contract';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/** The form's field names as the details form labels them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  internal_number: 'internal number',
  owner_type_id: 'owner type',
  stage_id: 'stage',
  estimated_start_date: 'start date',
  estimated_end_date: 'end date',
  country_id: 'country',
  state_id: 'state',
  city: 'city',
  street: 'street',
  zip: 'zip',
  manager_id: 'manager',
};

export function describeActivity(row: Pick<ProjectActivityRow, 'action' | 'details'>): string {
  const d = row.details ?? {};
  const parts: string[] = [];
  if (row.action === 'project.updated') {
    const fields = list(d.fields).map((f) => FIELD_LABELS[f] ?? f);
    if (fields.length) parts.push(`Changed: ${fields.join(', ')}`);
  } else {
    const name = text(d.name) ?? text(d.field);
    if (name) parts.push(name);
  }
  const people = list(d.users);
  if (people.length) parts.push(people.join(', '));
  const files = [...list(d.names), ...list(d.files), ...(text(d.file) ? [d.file as string] : [])];
  if (files.length) parts.push(files.join(', '));
  if (text(d.reason)) parts.push(`Reason: ${d.reason as string}`);
  return parts.join(' · ');
}
