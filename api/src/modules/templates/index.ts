// Templates and the library: the routes; the template demo data for the seed.
export { default } from './routes';
export { seedTemplateDemoData } from './demo-data';
