// Bulk send (issue 15): the routes and the job that sends the rows.
export { default } from './routes';
export { BULK_SEND_JOB, sendRows } from './service';
