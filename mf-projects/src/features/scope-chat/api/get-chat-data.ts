// The caller's unread counts and the members a scope's chat can @mention (message/get-chat-data).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints } from 'shared-contract';

const endpoint = scopeChatEndpoints.getChatData;

/**
 * Every chat data key starts with the path (this scope's, and the scopes list's per project), so a
 * read mark revalidates them all.
 */
export const isChatDataKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export function useChatData(scopeId: number) {
  return useSWR([endpoint.path, 'scope', scopeId], async () => (await callEndpoint(endpoint, { query: { scope_id: scopeId } })).data, {
    shouldRetryOnError: false,
  });
}
