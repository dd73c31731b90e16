// The caller's unread counts and the members a scope's chat can @mention (message/get-chat-data).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints } from 'shared-contract';

const endpoint = scopeChatEndpoints.getChatData;

/** The key starts with the path like the project's counts (src/lib), so a read mark revalidates both. */
export function useChatData(scopeId: number) {
  return useSWR([endpoint.path, 'scope', scopeId], async () => (await callEndpoint(endpoint, { query: { scope_id: scopeId } })).data, {
    shouldRetryOnError: false,
  });
}
