// Profile: the My Profile routes only.
export { default } from './routes';
