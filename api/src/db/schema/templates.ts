// Templates and the library (owner: templates, issue 10, migration 0010): templates with their body
// (the editor's JSON and the sanitised HTML rendered from it), every saved version, collections
// (the library's and a project's own), labels, each user's favorites, and a project's chosen collection.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';
import { projects } from './projects';

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** A DOCUMENT_TYPES key. */
    type: varchar('type', { length: 32 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    /** The editor's JSON document (shared-contract templates/document.ts). */
    body: jsonb('body').notNull(),
    /** The body as sanitised HTML (templateDocumentToHtml), rendered on every save. */
    html: text('html').notNull(),
    /** The number of the current version (template_versions.number). */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when archived ("delete" archives; library/template/restore clears it). */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A name is unique among the company's templates that are not archived.
    uniqueIndex('templates_company_name_unique')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    index('templates_company_updated_idx').on(t.companyId, t.updatedAt),
    // The templates search (name or description).
    trigramIndex('templates_name_trgm_idx', t.name),
    trigramIndex('templates_description_trgm_idx', t.description),
  ],
);

/** Every save of a template: who, when, and the content as it was then. */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    body: jsonb('body').notNull(),
    html: text('html').notNull(),
    /** What the save was (created, edited, restored from version N, renamed). */
    note: varchar('note', { length: 255 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('template_versions_template_number_unique').on(t.templateId, t.number)],
);

/** A collection of templates: the library's (project_id null) or a project's own, made from its Info tab. */
export const templateCollections = pgTable(
  'template_collections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('template_collections_company_name_unique')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.projectId} is null`),
    trigramIndex('template_collections_name_trgm_idx', t.name),
  ],
);

export const templateCollectionItems = pgTable(
  'template_collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => templateCollections.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.templateId] }), index('template_collection_items_template_idx').on(t.templateId)],
);

export const templateLabels = pgTable(
  'template_labels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** A LABEL_COLORS key. */
    color: varchar('color', { length: 16 }).notNull().default('gray'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('template_labels_company_name_unique').on(t.companyId, sql`lower(${t.name})`), trigramIndex('template_labels_name_trgm_idx', t.name)],
);

export const templateLabelLinks = pgTable(
  'template_label_links',
  {
    labelId: integer('label_id')
      .notNull()
      .references(() => templateLabels.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.labelId, t.templateId] }), index('template_label_links_template_idx').on(t.templateId)],
);

/** Each user's favorite templates. */
export const templateFavorites = pgTable(
  'template_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] }), index('template_favorites_template_idx').on(t.templateId)],
);

/** The template collection a project uses (its Info tab). */
export const projectTemplateCollections = pgTable(
  'project_template_collections',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => templateCollections.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('project_template_collections_collection_idx').on(t.collectionId)],
);
