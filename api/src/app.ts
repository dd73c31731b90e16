// The application as a plugin factory (fastify/demo): external plugins, app plugins, then one
// folder per domain module. server.ts listens; tests call buildApp and use app.inject.
import querystring from 'node:querystring';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type fastifyFactory from 'fastify';
import type { LogController } from 'fastify';
import { loadNative } from './lib/load-native';
import { loadConfig, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import './types';
import configPlugin from './plugins/external/config';
import templatePdfPlugin from './lib/template-pdf/plugin';
import dbPlugin from './plugins/external/db';
import cookiePlugin from './plugins/external/cookie';
import rateLimitPlugin from './plugins/external/rate-limit';
import multipartPlugin from './plugins/external/multipart';
import swaggerPlugin from './plugins/external/swagger';
import compressPlugin from './plugins/external/compress';
import errorHandlerPlugin from './plugins/app/error-handler';
import jsonBodyPlugin from './plugins/app/json-body';
import changeFeedPlugin from './plugins/app/change-feed';
import sessionPlugin from './plugins/app/session';
import mailPlugin from './plugins/app/mail';
import storagePlugin from './plugins/app/storage';
import realtimePlugin from './plugins/app/realtime';
import staticPlugin from './plugins/app/static';
import securityHeadersPlugin from './plugins/app/security-headers';
import jobsPlugin from './plugins/app/jobs';
import authModule from './modules/auth';
import signUpModule from './modules/sign-up';
import superadminModule from './modules/superadmin';
import referenceBookModule from './modules/reference-book';
import employeesModule from './modules/employees';
import permissionGroupsModule from './modules/permission-groups';
import profileModule from './modules/profile';
import networkModule from './modules/network';
import networkUsersModule from './modules/network-users';
import mergeFieldsModule from './modules/merge-fields';
import emailTemplatesModule from './modules/email-templates';
import approvalWorkflowsModule from './modules/approval-workflows';
import companyTypesModule from './modules/company-types';
import documentNameModule from './modules/document-name';
import settingsAccountModule from './modules/settings-account';
import notificationsModule from './modules/notifications';
import downloadsModule from './modules/downloads';
import globalSearchModule from './modules/global-search';
import quickAccessModule from './modules/quick-access';
import taskActionsModule from './modules/task-actions';
import scopesModule, { findVisibleScopeOrFail, scopeFlagsFor } from './modules/scopes';
import projectsModule from './modules/projects';
import projectSetupModule from './modules/project-setup';
import scopeChatModule from './modules/scope-chat';
import taskSchedulesModule from './modules/task-schedules';
import templatesModule from './modules/templates';
import bulkSendsModule from './modules/bulk-sends';
import tasksModule from './modules/tasks';
import contractsModule from './modules/contracts';
import requirementsModule from './modules/requirements';

export type BuildAppOptions = {
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** An opened database (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  /** PostgreSQL schema the database handle is bound to (tests isolate each file in one). */
  databaseSchema?: string;
  skipMigrations?: boolean;
  enableSockets?: boolean;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  // Loaded natively so its inject() (light-my-request) can require ESM-only packages under jest.
  const fastifyModule = loadNative<{ default: typeof fastifyFactory; LogController: typeof LogController }>('fastify');
  const Fastify = fastifyModule.default;
  const app = Fastify({
    logger: options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    // Fastify logs each request at info: above that level the per-request log calls are skipped.
    logController: new fastifyModule.LogController({ disableRequestLogging: !['trace', 'debug', 'info'].includes(config.logLevel) }),
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
    // Opening and migrating the database (PGlite on a busy machine) may take longer than Fastify's 10 s default.
    pluginTimeout: 120_000,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Form posts (e.g. /broadcasting/auth from Echo-style clients) arrive urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, querystring.parse(body as string));
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(configPlugin, { config });
  await app.register(templatePdfPlugin);
  await app.register(securityHeadersPlugin);
  // Before every route: it hooks each route as it is added.
  await app.register(compressPlugin);
  await app.register(dbPlugin, { handle: options.database, schemaName: options.databaseSchema, skipMigrations: options.skipMigrations });
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(changeFeedPlugin);
  await app.register(sessionPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(realtimePlugin, { enableSockets: options.enableSockets });

  await app.register(authModule);
  await app.register(signUpModule);
  await app.register(superadminModule);
  await app.register(referenceBookModule);
  await app.register(employeesModule);
  await app.register(permissionGroupsModule);
  await app.register(profileModule);
  await app.register(networkModule);
  await app.register(networkUsersModule);
  await app.register(mergeFieldsModule);
  await app.register(emailTemplatesModule);
  await app.register(approvalWorkflowsModule);
  await app.register(companyTypesModule);
  await app.register(documentNameModule);
  await app.register(settingsAccountModule);
  await app.register(notificationsModule);
  await app.register(downloadsModule);
  await app.register(globalSearchModule);
  await app.register(quickAccessModule);
  await app.register(taskActionsModule);
  await app.register(projectsModule, {
    // permissions/scope/{id}: the scopes module's flags (it depends on projects, so they are handed over here).
    scopeFlags: async (db, actor, company, scopeId) => scopeFlagsFor(actor, await findVisibleScopeOrFail(db, company, scopeId)),
  });
  await app.register(scopesModule);
  await app.register(projectSetupModule);
  await app.register(scopeChatModule);
  await app.register(taskSchedulesModule);
  await app.register(templatesModule);
  await app.register(bulkSendsModule);
  await app.register(tasksModule);
  await app.register(contractsModule);
  await app.register(requirementsModule);

  await app.register(staticPlugin);
  return app;
}
