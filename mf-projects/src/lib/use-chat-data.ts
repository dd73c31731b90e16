// The caller's unread chat messages per scope and the members a scope's chat can @mention
// (message/get-chat-data), for one scope (its chat) or one project (the scopes list). The scopes
// list keeps its counts live: it joins the chat rooms of the scopes it shows, a message of someone
// else adds one to its scope, a deleted one reloads the counts, and a read mark sets them.
import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { callEndpoint, subscribeChannel, unsubscribeChannel, useCurrentUser, useSocketEvent } from 'shared-auth';
import { CHAT_EVENTS, chatChannel, scopeChatEndpoints, type ChatData, type ChatMessage } from 'shared-contract';

const endpoint = scopeChatEndpoints.getChatData;

/**
 * Every chat data key starts with the path (a scope's, and the scopes list's per project), so a
 * read mark revalidates them all.
 */
export const isChatDataKey = (key: unknown) => Array.isArray(key) && key[0] === endpoint.path;

/** The chat data with one scope's unread count set (or changed) by `next`; totals follow. */
export function withScopeCount(data: ChatData | undefined, scope: { scope_id: number; project_id: number }, next: (count: number) => number): ChatData | undefined {
  if (!data) return data;
  const known = data.unread_counts.some((row) => row.scope_id === scope.scope_id);
  const rows = known ? data.unread_counts : [...data.unread_counts, { ...scope, count: 0 }];
  const unread_counts = rows.map((row) => (row.scope_id === scope.scope_id ? { ...row, count: Math.max(0, next(row.count)) } : row)).filter((row) => row.count > 0);
  return { ...data, unread_counts, total_unread: unread_counts.reduce((sum, row) => sum + row.count, 0) };
}

export type ChatDataFor = { scopeId: number } | { projectId: number | string };
/** liveScopeIds: the scopes whose rooms to join so their counts follow new messages (the scopes list's rows). */
export type ChatDataOptions = { liveScopeIds?: readonly number[] };

export function useChatData(of: ChatDataFor, { liveScopeIds = [] }: ChatDataOptions = {}) {
  const key = 'scopeId' in of ? [endpoint.path, 'scope', of.scopeId] : [endpoint.path, 'project', String(of.projectId)];
  const query = 'scopeId' in of ? { scope_id: of.scopeId } : { project_id: of.projectId };
  const swr = useSWR(key, async () => (await callEndpoint(endpoint, { query })).data, { shouldRetryOnError: false });
  const byScope = new Map((swr.data?.unread_counts ?? []).map((row) => [row.scope_id, row.count]));
  useLiveCounts('projectId' in of ? Number(of.projectId) : null, liveScopeIds, swr.mutate);
  return { ...swr, unreadOf: (scopeId: number) => byScope.get(scopeId) ?? 0 };
}

type MutateChatData = (update?: (current: ChatData | undefined) => ChatData | undefined, options?: { revalidate: boolean }) => Promise<unknown>;

/** Joins the rooms of a project's scopes (left when they change or the list closes, joined again after a reconnect). */
function useLiveCounts(projectId: number | null, scopeIds: readonly number[], mutate: MutateChatData) {
  const { user } = useCurrentUser();
  const roomKey = projectId === null ? '' : [...new Set(scopeIds)].sort((a, b) => a - b).join(',');
  const live = useMemo(() => new Set(roomKey ? roomKey.split(',').map(Number) : []), [roomKey]);
  const isLive = live.size > 0;

  const join = useCallback(() => {
    // Live is an enhancement: a refused or failed join leaves the counts as loaded.
    for (const id of live) void subscribeChannel(chatChannel(id)).catch(() => undefined);
  }, [live]);
  useEffect(() => {
    if (live.size === 0) return undefined;
    join();
    return () => {
      for (const id of live) void unsubscribeChannel(chatChannel(id)).catch(() => undefined);
    };
  }, [live, join]);
  // A reconnected socket is in no room but its own: join again, and count what came meanwhile.
  const rejoin = useCallback(() => {
    join();
    void mutate();
  }, [join, mutate]);
  useSocketEvent('connect', rejoin, isLive);

  const userId = user?.id;
  const created = useCallback(
    (message: ChatMessage) => {
      if (!message || !live.has(message.scope_id)) return;
      // Your own message (from another tab) is read.
      if (message.user && message.user.id === userId) return;
      void mutate((current) => withScopeCount(current, { scope_id: message.scope_id, project_id: projectId ?? 0 }, (count) => count + 1), { revalidate: false });
    },
    [live, userId, projectId, mutate],
  );
  // A deleted message no longer counts: the server says how many are left.
  const deleted = useCallback(
    (message: ChatMessage) => {
      if (message && live.has(message.scope_id)) void mutate();
    },
    [live, mutate],
  );
  useSocketEvent<ChatMessage>(CHAT_EVENTS.created, created, isLive);
  useSocketEvent<ChatMessage>(CHAT_EVENTS.deleted, deleted, isLive);
}
