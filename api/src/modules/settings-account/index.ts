// Settings > Account: the routes, and the latest upgrade request the operator's company details show.
export { default } from './routes';
export { findLatestUpgradeRequest } from './repository';
