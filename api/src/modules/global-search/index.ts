// Global search: the top bar's search route only.
export { default } from './routes';
