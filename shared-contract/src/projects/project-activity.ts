import * as yup from 'yup';
import { jobStartedShape } from '../downloads/shapes';
import { defineEndpoint, listQuery, selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { pageOf } from '../schema';
import { rules } from '../validation';
import { projectActivityRowShape } from './shapes';

export const PROJECT_ACTIVITY_SORT_FIELDS = ['created_at', 'action', 'user'] as const;

/** The activity filters: the project (required), actions (multi), who, and a date range (YYYY-MM-DD, inclusive). */
const activityFilters = {
  project_id: rules.id().typeError(M.required).required(M.required),
  action: yup.array().typeError(M.required).of(rules.text().max(64, M.strMax(64)).required(M.required)).max(50, M.numMax(50)),
  user_id: rules.id(),
  date_from: rules.date(),
  date_to: rules.date(),
};
export const projectActivityQuery = listQuery(PROJECT_ACTIVITY_SORT_FIELDS, activityFilters);

/** The project's activity (newest first by default), paged. */
export const listProjectActivity = defineEndpoint({
  method: 'GET',
  path: 'project/activity',
  summary: 'A project’s activity: who changed what and when, filtered and paged',
  query: projectActivityQuery,
  response: pageOf(projectActivityRowShape),
});

/** The same filtered activity as a file built by a background job (the caller hears download-created). */
export const downloadProjectActivity = defineEndpoint({
  method: 'GET',
  path: 'project/activity/download',
  summary: 'Starts a job building the project’s activity as an XLSX or CSV file',
  query: listQuery(PROJECT_ACTIVITY_SORT_FIELDS, {
    ...activityFilters,
    format: yup.string<'xlsx' | 'csv'>().oneOf(['xlsx', 'csv'], selected('format')),
  }),
  status: 202,
  response: jobStartedShape,
});
