import { defineEndpoint, listQuery, oneOfList, selected } from '../endpoint';
import { pageOf } from '../schema';
import { rules, yup } from '../validation';
import { TEMPLATE_SORT_FIELDS, TEMPLATE_TYPE_NAMES, TEMPLATE_VIEWS, type TemplateView } from './rules';
import { templateRowShape } from './shapes';

/** The templates list's query: paging (per_page 10 by default), search, sort, the filter panel (001 section 3) and the library view. */
export const templateListQuery = listQuery(TEMPLATE_SORT_FIELDS, {
  current_page: rules.page(),
  type: oneOfList(TEMPLATE_TYPE_NAMES, 'type'),
  date_modified_from: rules.date(),
  date_modified_to: rules.date(),
  view: yup.string<TemplateView>().oneOf([...TEMPLATE_VIEWS], selected('view')),
  collection_id: rules.id(),
  label_id: rules.id(),
});

export const listTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/v2/templates',
  summary: "The company's templates (v2: paged with per_page and current_page, search, sort, type and date modified filters, favorites, archived, a collection or a label)",
  query: templateListQuery,
  response: pageOf(templateRowShape),
});
