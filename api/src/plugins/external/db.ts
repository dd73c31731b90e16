// Opens the database (or takes an opened one from tests), applies migrations, closes on shutdown.
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';

export type DbPluginOptions = { handle?: DatabaseHandle; schemaName?: string; skipMigrations?: boolean };

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const handle =
      opts.handle ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        dataDir: app.config.dataDir,
        connectTimeoutMs: app.config.databaseConnectTimeoutMs,
        statementTimeoutMs: app.config.databaseStatementTimeoutMs,
        log: app.log,
      }));
    handle.useLog?.(app.log);
    if (!opts.skipMigrations) await runMigrations(handle.db, { schemaName: opts.schemaName });
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('listenToDatabase', handle.listen);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
