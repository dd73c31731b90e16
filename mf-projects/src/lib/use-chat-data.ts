// The caller's unread chat messages per scope and the members a scope's chat can @mention
// (message/get-chat-data), for one scope (its chat) or one project (the scopes list).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints } from 'shared-contract';

const endpoint = scopeChatEndpoints.getChatData;

/**
 * Every chat data key starts with the path (a scope's, and the scopes list's per project), so a
 * read mark revalidates them all.
 */
export const isChatDataKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

export type ChatDataFor = { scopeId: number } | { projectId: number | string };

export function useChatData(of: ChatDataFor) {
  const key = 'scopeId' in of ? [endpoint.path, 'scope', of.scopeId] : [endpoint.path, 'project', String(of.projectId)];
  const query = 'scopeId' in of ? { scope_id: of.scopeId } : { project_id: of.projectId };
  const swr = useSWR(key, async () => (await callEndpoint(endpoint, { query })).data, { shouldRetryOnError: false });
  const byScope = new Map((swr.data?.unread_counts ?? []).map((row) => [row.scope_id, row.count]));
  return { ...swr, unreadOf: (scopeId: number) => byScope.get(scopeId) ?? 0 };
}
