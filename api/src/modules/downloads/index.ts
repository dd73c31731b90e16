// Downloads: the download and job-status routes (the download-job machinery is plugins/app/downloads.ts).
export { default } from './routes';
