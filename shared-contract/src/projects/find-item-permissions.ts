import * as yup from 'yup';
import { defineEndpoint, selected } from '../endpoint';
import { dataOf, s } from '../schema';
import { scopeFlagsShape } from '../scopes/shapes';
import { projectAbilitiesShape } from './shapes';

export const ITEM_PERMISSION_TYPES = ['project', 'scope'] as const;
export type ItemPermissionType = (typeof ITEM_PERMISSION_TYPES)[number];

/**
 * The caller's per-item flags (000 section 6): project → view, update, delete, scopeCreate,
 * taskCreate; scope → the scopes module's flags (view, update, delete, chat). A row the caller cannot see is a 404.
 */
export const findItemPermissions = defineEndpoint({
  method: 'GET',
  path: 'permissions/:type/:id',
  summary: 'The caller’s flags on one project or scope',
  params: yup.object({ type: yup.string<ItemPermissionType>().required().oneOf([...ITEM_PERMISSION_TYPES], selected('type')) }),
  response: dataOf(s.union(projectAbilitiesShape, scopeFlagsShape)),
});
