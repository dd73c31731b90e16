// Company types: the settings routes only.
export { default } from './routes';
