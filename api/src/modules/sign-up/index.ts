// Sign-up: the sign-up routes only.
export { default } from './routes';
