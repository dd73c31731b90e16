// Permission groups: the settings routes only.
export { default } from './routes';
