// Network users: the routes, and the users page the network company details and global search show.
export { default } from './routes';
export { findNetworkUserPage } from './service';
