// Pure mapping of template, version, collection and label records to the contract's shapes.
import {
  DOCUMENT_TYPES,
  findTemplateMergeFields,
  findTemplateSignatureFields,
  type DocumentType,
  type LabelColor,
  type LibrarySearchResult,
  type Template,
  type TemplateAbilities,
  type TemplateCollection,
  type TemplateDocument,
  type TemplateLabelRow,
  type TemplateRow,
  type TemplateVersion,
  type TemplateVersionRow,
} from 'shared-contract';
import type { CollectionRecord, CollectionWithCount, LabelRecord, LabelWithCount, PersonRef, TemplateRecord, TemplateVersionRecord } from './repository';

export type TemplateExtras = {
  isFavorite: boolean;
  labels: LabelRecord[];
  collections: CollectionRecord[];
  updatedBy: PersonRef | null;
  can: TemplateAbilities;
};

const typeLabel = (type: string) => DOCUMENT_TYPES[type as DocumentType] ?? type;

export function toTemplateRow(t: TemplateRecord, extras: TemplateExtras): TemplateRow {
  return {
    id: t.id,
    name: t.name,
    type: t.type as DocumentType,
    type_label: typeLabel(t.type),
    description: t.description,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    updated_by: extras.updatedBy,
    archived_at: t.archivedAt ? t.archivedAt.toISOString() : null,
    version: t.version,
    is_favorite: extras.isFavorite,
    labels: extras.labels.map((l) => ({ id: l.id, name: l.name, color: l.color as LabelColor })),
    collections: extras.collections.map((c) => ({ id: c.id, name: c.name })),
    can: extras.can,
  };
}

export function toTemplate(t: TemplateRecord, extras: TemplateExtras): Template {
  const body = t.body as TemplateDocument;
  return {
    ...toTemplateRow(t, extras),
    body,
    html: t.html,
    merge_fields: findTemplateMergeFields(body),
    signature_fields: findTemplateSignatureFields(body),
  };
}

const versionNote = (v: TemplateVersionRecord) => v.note;

export function toVersionRow(v: TemplateVersionRecord, currentNumber: number, people: Map<number, PersonRef>): TemplateVersionRow {
  return {
    id: v.id,
    number: v.number,
    name: v.name,
    type: v.type as DocumentType,
    type_label: typeLabel(v.type),
    created_at: v.createdAt.toISOString(),
    created_by: v.createdBy !== null ? (people.get(v.createdBy) ?? null) : null,
    note: versionNote(v),
    is_current: v.number === currentNumber,
  };
}

export function toVersion(v: TemplateVersionRecord, currentNumber: number, people: Map<number, PersonRef>): TemplateVersion {
  return { ...toVersionRow(v, currentNumber, people), description: v.description, body: v.body as TemplateDocument, html: v.html };
}

export function toCollection(c: CollectionWithCount): TemplateCollection {
  return { id: c.id, name: c.name, templates_count: c.templatesCount, project_id: c.projectId, created_at: c.createdAt.toISOString() };
}

export function toLabelRow(l: LabelWithCount): TemplateLabelRow {
  return { id: l.id, name: l.name, color: l.color as LabelColor, templates_count: l.templatesCount };
}

export const templateSearchResult = (t: TemplateRecord): LibrarySearchResult => ({ entity: 'template', id: t.id, name: t.name, detail: typeLabel(t.type) });
const countText = (n: number) => `${n} ${n === 1 ? 'template' : 'templates'}`;
export const collectionSearchResult = (c: CollectionWithCount): LibrarySearchResult => ({ entity: 'collection', id: c.id, name: c.name, detail: countText(c.templatesCount) });
export const labelSearchResult = (l: LabelWithCount): LibrarySearchResult => ({ entity: 'label', id: l.id, name: l.name, detail: countText(l.templatesCount) });

export const toProjectTemplate = (t: TemplateRecord) => ({ id: t.id, name: t.name, type: t.type as DocumentType, type_label: typeLabel(t.type) });
