// The job and download endpoints (v2), one contract each.
export * from './find-job';
export * from './download-file';
