// The caller's unread chat messages per scope of one project (message/get-chat-data?project_id=),
// for the scopes list's unread column. A chat's read mark revalidates every chat data key.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints } from 'shared-contract';

const endpoint = scopeChatEndpoints.getChatData;

/** Every chat data key starts with the path (see the scope chat panel, which revalidates them). */
export const isChatDataKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

/** Scope id → unread count; a scope without unread messages is absent (0). Empty while loading or on error. */
export function useScopeUnreadCounts(projectId: number | string) {
  const swr = useSWR([endpoint.path, 'project', String(projectId)], async () => {
    const { data } = await callEndpoint(endpoint, { query: { project_id: projectId } });
    return new Map(data.unread_counts.map((row) => [row.scope_id, row.count]));
  });
  return { ...swr, counts: swr.data ?? new Map<number, number>() };
}
