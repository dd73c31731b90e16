// The addresses of the contract screens (issue 16): the contracts list, a contract's view, its review
// (TaskReviewApprove, the approvers' link), its placement screen and signing (TaskSign), its timeline.
import { ROUTES } from 'shared-contract';

export const CONTRACT_PATHS = {
  list: `${ROUTES.tasks}/contracts`,
  view: (id: number) => `${ROUTES.tasks}/${id}/contract`,
  review: (id: number) => `${ROUTES.tasks}/${id}/contract/review`,
  prepare: (id: number) => `${ROUTES.tasks}/${id}/contract/prepare`,
  sign: (id: number) => `${ROUTES.tasks}/${id}/sign`,
  timeline: (id: number) => `${ROUTES.tasks}/${id}/timeline`,
} as const;
