// Reference lists the filter panels read (001 section 7): task statuses and employee invite statuses.
import type { FastifyInstance } from 'fastify';
import { INVITE_EMPLOYEE_STATUSES, TASK_STATUSES } from 'shared-contract';
import { requireAuth } from '../../plugins/app/guards';

const BOOKS = {
  task_statuses: () => ({ ...TASK_STATUSES }),
  invite_employee_statuses: () => Object.entries(INVITE_EMPLOYEE_STATUSES).map(([key, title]) => ({ key, title })),
} as const;
type BookName = keyof typeof BOOKS;

export default async function referenceBookModule(app: FastifyInstance) {
  app.get(
    '/reference-book/list',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['reference-book'],
        summary: 'Reference lists (only=task_statuses|invite_employee_statuses)',
        querystring: { type: 'object', properties: { only: { type: 'string', enum: Object.keys(BOOKS) } } },
      },
    },
    async (request) => {
      const { only } = request.query as { only?: BookName };
      const names = only ? [only] : (Object.keys(BOOKS) as BookName[]);
      return { data: Object.fromEntries(names.map((name) => [name, BOOKS[name]()])) };
    },
  );
}
