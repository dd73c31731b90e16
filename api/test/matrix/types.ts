// The permission matrix's row type. Each module keeps its rows in one file of this folder and
// permission-matrix.test.ts runs them all.
import type { FastifyInstance } from 'fastify';
import type { createCompanyWithUsers } from '../helpers/fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CompanyFixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
/**
 * What the owning ("home") company's data looks like to a row's path: its id, one of its feature
 * switches, and whatever ids the modules' setup functions created (notes, templates, workflows...).
 */
export type MatrixContext = { companyId: number; featureId: number; ids: Record<string, number> };
/** 'superuser': operator only; 'auth': any signed-in user; otherwise a permission key of the caller's company. */
export type Access = 'superuser' | 'auth' | { permission: string; plan?: 'general' };
/**
 * signedIn: the status a signed-in user of the home company gets on an 'auth' row (default 200/204/422).
 * upload: the endpoint reads multipart bodies (the odd-input matrix sends it broken ones).
 * body: the JSON body, or a function of the context when it names the home company's rows.
 * route: the route the row covers, when its path fills a parameter that is not an id (permissions/:type/:id).
 */
export type Endpoint = { method: Method; path: (ctx: MatrixContext) => string; access: Access; body?: unknown; signedIn?: number; upload?: true; route?: string };
/** A module's rows, and an optional setup that creates the home company's rows they point at. */
export type MatrixModule = {
  endpoints: Endpoint[];
  setup?: (app: FastifyInstance, fixtures: { home: CompanyFixture; other: CompanyFixture }) => Promise<Record<string, number>>;
};
