// Superadmin: the operator routes only.
export { default } from './routes';
