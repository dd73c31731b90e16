// Document naming: the settings routes only.
export { default } from './routes';
