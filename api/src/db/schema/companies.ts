// Companies and their profile: plan features, offices, certifications, licenses, subsidiaries.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, trigramIndex, updatedAt } from './columns';
import { users } from './identity';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    plan: varchar('plan', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    dba: varchar('dba', { length: 255 }),
    website: varchar('website', { length: 255 }),
    tid: varchar('tid', { length: 255 }),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_name_idx').on(t.name),
    index('companies_created_at_idx').on(t.createdAt),
    // The operator list, the network, network users and add-company searches.
    trigramIndex('companies_name_trgm_idx', t.name),
    trigramIndex('companies_tid_trgm_idx', sql`coalesce(${t.tid}, '')`),
  ],
);

export const companyFeatures = pgTable(
  'company_features',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    feature: varchar('feature', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('company_features_company_feature_unique').on(t.companyId, t.feature)],
);

export const certifications = pgTable('certifications', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 255 }).notNull().default(''),
  number: varchar('number', { length: 255 }).notNull().default(''),
  expDate: date('exp_date', { mode: 'string' }),
  agency: varchar('agency', { length: 255 }).notNull().default(''),
  note: text('note').notNull().default(''),
  attachmentPath: text('attachment_path'),
  createdAt: createdAt(),
});

export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  office: varchar('office', { length: 255 }).notNull().default(''),
  state: varchar('state', { length: 255 }).notNull().default(''),
  number: varchar('number', { length: 255 }).notNull(),
  type: varchar('type', { length: 255 }).notNull().default(''),
  expDate: date('exp_date', { mode: 'string' }),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  address: varchar('address', { length: 255 }).notNull().default(''),
  city: varchar('city', { length: 255 }).notNull().default(''),
  state: varchar('state', { length: 255 }).notNull().default(''),
  zipCode: varchar('zip_code', { length: 32 }).notNull().default(''),
  country: varchar('country', { length: 255 }).notNull().default(''),
  phone: varchar('phone', { length: 64 }).notNull().default(''),
  fax: varchar('fax', { length: 64 }).notNull().default(''),
  isHeadquarters: boolean('is_headquarters').notNull().default(false),
  createdAt: createdAt(),
});

export const subsidiaryCompanies = pgTable('subsidiary_companies', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  dba: varchar('dba', { length: 255 }).notNull(),
  website: varchar('website', { length: 255 }).notNull(),
  tax: varchar('tax', { length: 255 }).notNull(),
  primaryContactId: integer('primary_contact_id').references(() => users.id, { onDelete: 'set null' }),
  assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  signerId: integer('signer_id').references(() => users.id, { onDelete: 'set null' }),
  attachmentPath: text('attachment_path'),
  attachmentName: varchar('attachment_name', { length: 255 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
