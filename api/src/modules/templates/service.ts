// Template and library rules: every row is the company's own (another company's is a 404); the body
// is checked with checkTemplateDocument and the company's merge field names ('Invalid merge field:
// {msg}.' on `body`); signature fields only in contracts and SF 1413s; a name is unique among the company's
// templates that are not archived; every save keeps a version (restoring one is a new version with
// the old content); an archived template is read-only until restored; favorites are per user.
import {
  PERMISSIONS,
  allowsSignatureFields,
  TEMPLATE_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  buildMergeFieldSamples,
  selected,
  findTemplateSignatureFields,
  templatePreviewSchema,
  templateSchema,
  type LabelColor,
  type LibraryEntity,
  type LibrarySearchResult,
  type ProjectTemplateCollection,
  type Template,
  type TemplateAbilities,
  type TemplateCollection,
  type TemplateDocument,
  type TemplateInput,
  type TemplateRow,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Actor } from '../../lib/identity';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/http-error';
import { renderTemplatePdf, templateDocumentToHtml } from '../../lib/template-pdf';
import { validateInput } from '../../lib/validate';
import { findCompanyMergeFields, findKnownNames } from '../merge-fields';
import { findOwnProjectOrFail } from '../projects';
import * as presenter from './presenter';
import * as repo from './repository';

type Company = NonNullable<Actor['company']>;

export function abilitiesFor(actor: Pick<Actor, 'permissions'>, template: Pick<repo.TemplateRecord, 'archivedAt'>): TemplateAbilities {
  const has = (key: string) => actor.permissions.includes(key);
  return {
    view: has(PERMISSIONS.TEMPLATES_VIEW),
    update: has(PERMISSIONS.TEMPLATES_EDIT) && template.archivedAt === null,
    delete: has(PERMISSIONS.TEMPLATES_DELETE),
  };
}

export async function findTemplateOrFail(db: Database, companyId: number, id: number): Promise<repo.TemplateRecord> {
  const row = await repo.findTemplate(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

/** A template the actor may change: edit permission, and not archived (a 422 that says restore first). */
async function findEditableOrFail(db: Database, actor: Actor, companyId: number, id: number): Promise<repo.TemplateRecord> {
  const row = await findTemplateOrFail(db, companyId, id);
  if (!actor.permissions.includes(PERMISSIONS.TEMPLATES_EDIT)) throw forbidden();
  if (row.archivedAt) throw new HttpError(422, T.templateArchivedReadOnly, undefined, { name: [T.templateArchivedReadOnly] });
  return row;
}

/** Rows as the lists show them: with the user's favorites, labels, collections, author and flags. */
export async function toTemplateRows(db: Database, actor: Actor, rows: repo.TemplateRecord[]): Promise<TemplateRow[]> {
  const ids = rows.map((r) => r.id);
  const [favorites, labels, collections, people] = await Promise.all([
    repo.findFavoriteIds(db, actor.user.id, ids),
    repo.findLabelsOfTemplates(db, ids),
    repo.findCollectionsOfTemplates(db, ids),
    repo.findPeople(
      db,
      rows.map((r) => r.updatedBy),
    ),
  ]);
  return rows.map((r) =>
    presenter.toTemplateRow(r, {
      isFavorite: favorites.has(r.id),
      labels: labels.get(r.id) ?? [],
      collections: collections.get(r.id) ?? [],
      updatedBy: r.updatedBy !== null ? (people.get(r.updatedBy) ?? null) : null,
      can: abilitiesFor(actor, r),
    }),
  );
}

export async function toTemplateDetail(db: Database, actor: Actor, row: repo.TemplateRecord): Promise<Template> {
  const [listed] = await toTemplateRows(db, actor, [row]);
  const detail = presenter.toTemplate(row, { isFavorite: listed.is_favorite, labels: [], collections: [], updatedBy: listed.updated_by, can: listed.can });
  return { ...detail, labels: listed.labels, collections: listed.collections };
}

/** The request checked with the company's merge field names, then the rules that need the database. */
async function validateTemplate(db: Database, companyId: number, body: unknown, exceptId: number | null): Promise<TemplateInput> {
  const input = await validateInput(templateSchema(await findKnownNames(db, companyId, 'template')), body);
  if (!allowsSignatureFields(input.type) && findTemplateSignatureFields(input.body as TemplateDocument).length > 0) throw fieldError('body', T.signatureFieldsOnlyInContracts);
  if (await repo.isTemplateNameTaken(db, companyId, input.name.trim(), exceptId)) throw fieldError('name', M.unique('name'));
  return input;
}

const contentOf = (input: TemplateInput): repo.TemplateContent => {
  const body = input.body as TemplateDocument;
  return { name: input.name.trim(), type: input.type, description: (input.description ?? '').trim(), body, html: templateDocumentToHtml(body) };
};

export async function createTemplate(db: Database, actor: Actor, company: Company, body: unknown): Promise<Template> {
  const input = await validateTemplate(db, company.id, body, null);
  const row = await withTransaction(db, async (tx) => {
    const created = await repo.insertTemplate(tx, company.id, actor.user.id, contentOf(input));
    await repo.insertVersion(tx, created, actor.user.id, 'Created');
    return created;
  });
  return toTemplateDetail(db, actor, row);
}

/** Writes new content as the next version (in the caller's transaction). */
async function saveVersion(db: Database, actor: Actor, id: number, content: repo.TemplateContent, note: string): Promise<repo.TemplateRecord> {
  const row = await repo.updateTemplateContent(db, id, actor.user.id, content);
  await repo.insertVersion(db, row, actor.user.id, note);
  return row;
}

export async function updateTemplate(db: Database, actor: Actor, company: Company, id: number, body: unknown): Promise<Template> {
  const existing = await findEditableOrFail(db, actor, company.id, id);
  const input = await validateTemplate(db, company.id, body, existing.id);
  const row = await withTransaction(db, (tx) => saveVersion(tx, actor, existing.id, contentOf(input), 'Edited'));
  return toTemplateDetail(db, actor, row);
}

export async function archiveTemplate(db: Database, companyId: number, id: number): Promise<void> {
  const row = await findTemplateOrFail(db, companyId, id);
  if (!row.archivedAt) await repo.setTemplateArchived(db, row.id, new Date());
}

export async function restoreTemplate(db: Database, companyId: number, id: number): Promise<void> {
  const row = await repo.findTemplate(db, companyId, id);
  if (!row) throw fieldError('template_id', selected('template'));
  if (!row.archivedAt) return;
  if (await repo.isTemplateNameTaken(db, companyId, row.name, row.id)) throw fieldError('template_id', T.restoreNameTaken(row.name));
  await repo.setTemplateArchived(db, row.id, null);
}

// ---- versions --------------------------------------------------------------------------------

export async function listVersions(db: Database, template: repo.TemplateRecord, paging: { perPage: number; offset: number }) {
  const { rows, total } = await repo.findVersionPage(db, template.id, paging);
  const people = await repo.findPeople(
    db,
    rows.map((r) => r.createdBy),
  );
  return { rows: rows.map((v) => presenter.toVersionRow(v, template.version, people)), total };
}

export async function findVersion(db: Database, template: repo.TemplateRecord, versionId: number) {
  const version = await repo.findVersion(db, template.id, versionId);
  if (!version) throw notFound();
  const people = await repo.findPeople(db, [version.createdBy]);
  return presenter.toVersion(version, template.version, people);
}

/**
 * Restores an earlier version: a new version whose content is the old one's. The old body is
 * checked again (a merge field deleted since then is refused like any save) and the name must still
 * be free among the company's templates.
 */
export async function restoreVersion(db: Database, actor: Actor, company: Company, id: number, versionId: number): Promise<{ template: Template; number: number }> {
  const existing = await findEditableOrFail(db, actor, company.id, id);
  const version = await repo.findVersion(db, existing.id, versionId);
  if (!version) throw notFound();
  const input = await validateTemplate(db, company.id, { name: version.name, type: version.type, description: version.description, body: version.body }, existing.id);
  const row = await withTransaction(db, (tx) => saveVersion(tx, actor, existing.id, contentOf(input), `Restored from version ${version.number}`));
  return { template: await toTemplateDetail(db, actor, row), number: version.number };
}

// ---- previews --------------------------------------------------------------------------------

/** Sample values: the system fields' samples (today is today) and the company fields' defaults. */
async function sampleValues(db: Database, companyId: number): Promise<Record<string, string>> {
  const own = await findCompanyMergeFields(db, companyId);
  return buildMergeFieldSamples(own.map((f) => ({ name: f.name, type: f.type as 'text', default_value: f.defaultValue })));
}

export async function previewTemplate(db: Database, companyId: number, template: repo.TemplateRecord): Promise<Buffer> {
  const { pdf } = await renderTemplatePdf(template.body as TemplateDocument, { title: template.name, values: await sampleValues(db, companyId) });
  return pdf;
}

export async function previewDocument(db: Database, companyId: number, body: unknown): Promise<Buffer> {
  const input = await validateInput(templatePreviewSchema(await findKnownNames(db, companyId, 'template')), body);
  const { pdf } = await renderTemplatePdf(input.body as TemplateDocument, { title: input.name || 'Template preview', values: await sampleValues(db, companyId) });
  return pdf;
}

// ---- library: favorites, rename, search --------------------------------------------------------

export async function setFavorite(db: Database, actor: Actor, companyId: number, templateId: number, favorite: boolean | undefined): Promise<boolean> {
  const row = await repo.findTemplate(db, companyId, templateId);
  if (!row) throw fieldError('template_id', selected('template'));
  const next = favorite ?? !(await repo.findFavoriteIds(db, actor.user.id, [row.id])).has(row.id);
  await repo.setFavorite(db, actor.user.id, row.id, next);
  return next;
}

export async function renameItem(db: Database, actor: Actor, company: Company, entity: LibraryEntity, id: number, name: string): Promise<string> {
  const trimmed = name.trim();
  if (entity === 'template') {
    const existing = await findEditableOrFail(db, actor, company.id, id);
    if (existing.name === trimmed) return trimmed;
    if (await repo.isTemplateNameTaken(db, company.id, trimmed, existing.id)) throw fieldError('name', M.unique('name'));
    const content = { name: trimmed, type: existing.type as repo.TemplateContent['type'], description: existing.description, body: existing.body as TemplateDocument, html: existing.html };
    await withTransaction(db, (tx) => saveVersion(tx, actor, existing.id, content, 'Renamed'));
    return trimmed;
  }
  if (entity === 'collection') {
    const collection = await repo.findCollection(db, company.id, id);
    if (!collection) throw fieldError('entity_id', selected('collection'));
    // A project's own collection is not in the library, so its name need not be unique there.
    if (collection.projectId === null && (await repo.isCollectionNameTaken(db, company.id, trimmed, collection.id))) throw fieldError('name', M.unique('name'));
    await repo.renameCollection(db, collection.id, trimmed);
    return trimmed;
  }
  const label = await repo.findLabel(db, company.id, id);
  if (!label) throw fieldError('entity_id', selected('label'));
  if (await repo.isLabelNameTaken(db, company.id, trimmed, label.id)) throw fieldError('name', M.unique('name'));
  await repo.renameLabel(db, label.id, trimmed);
  return trimmed;
}

export async function searchLibrary(db: Database, companyId: number, search: string, entities: readonly LibraryEntity[] | undefined): Promise<LibrarySearchResult[]> {
  const wants = (e: LibraryEntity) => !entities?.length || entities.includes(e);
  const [found, collections, labels] = await Promise.all([
    wants('template') ? repo.searchTemplates(db, companyId, search) : [],
    wants('collection') ? repo.findCollections(db, companyId, { search }) : [],
    wants('label') ? repo.findLabels(db, companyId, { search }) : [],
  ]);
  return [...found.map(presenter.templateSearchResult), ...collections.map(presenter.collectionSearchResult), ...labels.map(presenter.labelSearchResult)];
}

// ---- collections and labels --------------------------------------------------------------------

/** The company's templates among ids; any id that is not one is a 422 on template_ids. */
async function findTemplatesOrFail(db: Database, companyId: number, ids: readonly number[]): Promise<repo.TemplateRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findTemplatesByIds(db, companyId, unique);
  if (rows.length !== unique.length) throw fieldError('template_ids', selected('template'));
  return rows;
}

export async function findCollectionOrFail(db: Database, companyId: number, id: number): Promise<repo.CollectionRecord> {
  const row = await repo.findCollection(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

async function collectionOf(db: Database, companyId: number, id: number): Promise<TemplateCollection> {
  const [row] = await repo.findCollections(db, companyId, { ids: [id] });
  return presenter.toCollection(row);
}

export async function listCollections(db: Database, companyId: number): Promise<TemplateCollection[]> {
  return (await repo.findCollections(db, companyId)).map(presenter.toCollection);
}

export async function createCollection(db: Database, companyId: number, name: string, templateIds: readonly number[]): Promise<TemplateCollection> {
  const trimmed = name.trim();
  if (await repo.isCollectionNameTaken(db, companyId, trimmed, null)) throw fieldError('name', M.unique('name'));
  await findTemplatesOrFail(db, companyId, templateIds);
  const id = await withTransaction(db, async (tx) => {
    const created = await repo.insertCollection(tx, companyId, trimmed);
    await repo.addCollectionItems(tx, created.id, templateIds);
    return created.id;
  });
  return collectionOf(db, companyId, id);
}

export async function changeCollectionTemplates(db: Database, companyId: number, id: number, templateIds: readonly number[], add: boolean): Promise<TemplateCollection> {
  const collection = await findCollectionOrFail(db, companyId, id);
  await findTemplatesOrFail(db, companyId, templateIds);
  if (add) await repo.addCollectionItems(db, collection.id, templateIds);
  else await repo.removeCollectionItems(db, collection.id, templateIds);
  return collectionOf(db, companyId, collection.id);
}

export async function deleteCollection(db: Database, companyId: number, id: number): Promise<void> {
  const collection = await findCollectionOrFail(db, companyId, id);
  await repo.deleteCollection(db, collection.id);
}

export async function createLabel(db: Database, companyId: number, name: string, color: LabelColor) {
  const trimmed = name.trim();
  if (await repo.isLabelNameTaken(db, companyId, trimmed, null)) throw fieldError('name', M.unique('name'));
  const label = await repo.insertLabel(db, companyId, trimmed, color);
  return presenter.toLabelRow({ ...label, templatesCount: 0 });
}

export async function findLabelOrFail(db: Database, companyId: number, id: number): Promise<repo.LabelRecord> {
  const row = await repo.findLabel(db, companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function deleteLabel(db: Database, companyId: number, id: number): Promise<void> {
  const label = await findLabelOrFail(db, companyId, id);
  await repo.deleteLabel(db, label.id);
}

export async function changeLabelTemplates(db: Database, companyId: number, id: number, templateIds: readonly number[], attach: boolean): Promise<void> {
  const label = await findLabelOrFail(db, companyId, id);
  await findTemplatesOrFail(db, companyId, templateIds);
  if (attach) await repo.attachLabel(db, label.id, templateIds);
  else await repo.detachLabel(db, label.id, templateIds);
}

// ---- a project's collection --------------------------------------------------------------------

export async function findProjectCollection(db: Database, companyId: number, projectId: number): Promise<ProjectTemplateCollection> {
  const collectionId = await repo.findProjectCollectionId(db, projectId);
  if (collectionId === null) return { project_id: projectId, collection: null, templates: [] };
  const [collection] = await repo.findCollections(db, companyId, { ids: [collectionId] });
  if (!collection) return { project_id: projectId, collection: null, templates: [] };
  const rows = await repo.findCollectionTemplates(db, collectionId);
  return { project_id: projectId, collection: presenter.toCollection(collection), templates: rows.map(presenter.toProjectTemplate) };
}

/** The project (own, active, general plan, projects.edit) whose collection may be chosen. */
export async function findEditableProjectOrFail(db: Database, actor: Actor, company: Company, projectId: number): Promise<{ id: number; name: string }> {
  const { record, can } = await findOwnProjectOrFail(db, { permissions: actor.permissions, company, userId: actor.user.id }, projectId);
  if (!can.update) throw forbidden();
  return { id: record.project.id, name: record.project.name };
}

export async function saveProjectCollection(db: Database, companyId: number, projectId: number, collectionId: number | null): Promise<ProjectTemplateCollection> {
  if (collectionId !== null) {
    const collection = await repo.findCollection(db, companyId, collectionId);
    // A library collection, or this project's own; never another project's.
    if (!collection || (collection.projectId !== null && collection.projectId !== projectId)) throw fieldError('collection_id', selected('collection'));
  }
  await repo.setProjectCollection(db, projectId, collectionId);
  return findProjectCollection(db, companyId, projectId);
}

export async function createTemporaryCollection(db: Database, companyId: number, projectId: number, projectName: string, name: string, templateIds: readonly number[]): Promise<ProjectTemplateCollection> {
  const rows = await findTemplatesOrFail(db, companyId, templateIds);
  if (rows.some((r) => r.archivedAt)) throw fieldError('template_ids', selected('template'));
  await withTransaction(db, async (tx) => {
    const collection = await repo.insertCollection(tx, companyId, (name.trim() || `${projectName} templates`).slice(0, 100), projectId);
    await repo.addCollectionItems(tx, collection.id, templateIds);
    await repo.setProjectCollection(tx, projectId, collection.id);
  });
  return findProjectCollection(db, companyId, projectId);
}
