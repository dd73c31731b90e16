// Project setup (issue 9, wizard steps 2-5): the project team, the company's creation form (sections,
// custom fields and their options), the custom field values of projects and scopes, the project's
// default workflow users and its additional documents.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './identity';
import { projects } from './projects';

/** The employees of the project's company working on it (wizard step 2, team/*). */
export const projectTeamMembers = pgTable(
  'project_team_members',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_team_members_project_user_unique').on(t.projectId, t.userId), index('project_team_members_user_idx').on(t.userId)],
);

/** The sections of a company's project creation form; each holds custom fields. */
export const creationFormSections = pgTable(
  'creation_form_sections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('creation_form_sections_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** A company's custom field (text, number, date or select) in a creation form section. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => creationFormSections.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custom_fields_company_idx').on(t.companyId),
    index('custom_fields_section_idx').on(t.sectionId, t.position),
    uniqueIndex('custom_fields_section_name_unique').on(t.sectionId, sql`lower(${t.name})`),
  ],
);

/** The options of a select custom field, in order. */
export const customFieldOptions = pgTable(
  'custom_field_options',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 255 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('custom_field_options_field_idx').on(t.fieldId, t.position)],
);

/**
 * A custom field's value on a project or a scope (entity_type 'project' | 'scope'; entity_id is that
 * row's id, no foreign key since it names one of two tables). A select field keeps its option's id.
 */
export const entityCustomFieldValues = pgTable(
  'entity_custom_field_values',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entityType: varchar('entity_type', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    value: text('value'),
    optionId: integer('option_id').references(() => customFieldOptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entity_custom_field_values_entity_field_unique').on(t.entityType, t.entityId, t.fieldId),
    index('entity_custom_field_values_field_idx').on(t.fieldId),
    index('entity_custom_field_values_option_idx').on(t.optionId),
  ],
);

/** The default users of a project's scope or contract approval workflow (set-workflow, kind 'scope' | 'contract'). */
export const projectWorkflowUsers = pgTable(
  'project_workflow_users',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('project_workflow_users_project_kind_user_unique').on(t.projectId, t.kind, t.userId)],
);

/** The project's additional documents (wizard step 5), stored through the storage plugin. */
export const projectAdditionalDocuments = pgTable(
  'project_additional_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    path: text('path').notNull(),
    size: integer('size').notNull(),
    mimeType: varchar('mime_type', { length: 255 }).notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_additional_documents_project_idx').on(t.projectId, t.createdAt)],
);
