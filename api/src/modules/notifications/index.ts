// Notifications: the signed-in user's notification routes only.
export { default } from './routes';
