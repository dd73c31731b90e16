// The addresses of the templates area (000 section 2, Templates): the list, create/contract,
// create/task, {id}/edit and {id}/editor (the editor full page at view scale 100).
import { ROUTES } from 'shared-contract';

export const TEMPLATE_PATHS = {
  list: ROUTES.templates,
  createContract: `${ROUTES.templates}/create/contract`,
  createTask: `${ROUTES.templates}/create/task`,
  edit: (id: number) => `${ROUTES.templates}/${id}/edit`,
  editor: (id: number) => `${ROUTES.templates}/${id}/editor`,
} as const;
