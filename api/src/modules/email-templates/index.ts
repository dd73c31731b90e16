// E-mail templates: the settings routes only.
export { default } from './routes';
