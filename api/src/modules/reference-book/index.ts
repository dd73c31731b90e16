// Reference book: the reference-list routes only.
export { default } from './routes';
