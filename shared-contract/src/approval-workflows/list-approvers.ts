import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { approversQuerySchema } from './rules';
import { approvalWorkflowApproverShape } from './shapes';

export const listApprovers = defineEndpoint({
  method: 'GET',
  path: 'settings/approval-workflow/approvers',
  summary: 'People of the company who may approve contracts or scopes (?kind=)',
  query: approversQuerySchema,
  response: dataOf(s.array(approvalWorkflowApproverShape)),
});
