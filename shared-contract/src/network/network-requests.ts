import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { networkRequestRowShape } from './shapes';

export const listRequests = defineEndpoint({
  method: 'GET',
  path: 'company/network/requests',
  summary: 'Pending requests and invitations from other companies to join their network',
  response: dataOf(s.array(networkRequestRowShape)),
});

export const acceptRequest = defineEndpoint({
  method: 'POST',
  path: 'company/network/requests/:id/accept',
  summary: 'Accepts a request: both companies join each other’s networks',
  response: messageResponse,
});

export const declineRequest = defineEndpoint({
  method: 'POST',
  path: 'company/network/requests/:id/decline',
  summary: 'Declines a request (the requester is told)',
  response: messageResponse,
});
