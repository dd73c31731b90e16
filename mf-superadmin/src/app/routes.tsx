// The `./routes` expose every remote shares; the operator screens' route table lives in superadmin-routes.
export { default } from './superadmin-routes';
