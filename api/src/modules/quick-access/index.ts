// Quick Access, document bundles (ZIP download jobs) and users/projects; the task and document searches
// of the global search and the user's projects query the network users list counts with.
export { default } from './routes';
export { searchDocumentRows, searchTaskRows } from './service';
export { userProjectIdsSql, userProjectPairsSql, visibleTaskSql, FINISHED as FINISHED_TASK_STATUSES_SQL } from './repository';
