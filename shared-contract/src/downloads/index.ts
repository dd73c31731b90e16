// Jobs and one-time downloads: events, limits and messages, the shapes the endpoints answer with,
// and the endpoints as one namespace (downloadEndpoints.findJob).
export * from './downloads';
export * from './shapes';
export { downloadQuerySchema, type DownloadQuery } from './download-file';
export * as downloadEndpoints from './endpoints';
