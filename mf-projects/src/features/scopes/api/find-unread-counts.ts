// The caller's unread chat messages per scope of one project (message/get-chat-data), for the list.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { scopeChatEndpoints } from 'shared-contract';

export function useUnreadCounts(projectId: number | string) {
  const swr = useSWR([scopeChatEndpoints.getChatData.path, 'project', String(projectId)], async () => (await callEndpoint(scopeChatEndpoints.getChatData, { query: { project_id: projectId } })).data, {
    shouldRetryOnError: false,
  });
  const byScope = new Map((swr.data?.unread_counts ?? []).map((row) => [row.scope_id, row.count]));
  return { ...swr, unreadOf: (scopeId: number) => byScope.get(scopeId) ?? 0 };
}
