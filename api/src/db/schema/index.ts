// The one Drizzle schema of the platform, one file per area. Migrations in api/drizzle are generated
// from this folder by drizzle-kit (api/drizzle.config.ts), and code imports every table from here
// ('../db/schema'), never from an area file, so a table can move between areas without touching callers.
//
// Where a new table goes: into the area file of the module that owns it (identity, companies, people,
// account, settings-templates, network, projects, platform). A new area gets its own file here and an
// `export *` line below (api/test/db-schema.test.ts fails without it). Timestamps use
// createdAt()/updatedAt() from ./columns. A table of another area is referenced as
// `.references(() => users.id)`: the callback is read lazily, which is why areas may import each other
// (companies <-> identity) without an import-order problem; never read another area's table at module
// top level. Moving a table between files changes nothing in the database (`drizzle-kit generate`
// finds nothing to migrate).
export * from './identity';
export * from './companies';
export * from './people';
export * from './account';
export * from './settings-templates';
export * from './network';
export * from './projects';
export * from './scopes';
export * from './project-setup';
export * from './platform';
export * from './scope-chat';
export * from './templates';
export * from './tasks';
export * from './contracts';
