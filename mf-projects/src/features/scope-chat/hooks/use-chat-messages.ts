// A scope chat's messages: the newest part first, older parts on demand, live events of the scope's
// room (joined after the history answered with its channel, left on close, joined again after a
// reconnect), and the caller's read mark.
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError, subscribeChannel, unsubscribeChannel, useSocketEvent, type RequestProblem } from 'shared-auth';
import { CHAT_EVENTS, type ChatMessage } from 'shared-contract';
import { findChatHistory } from '../api/find-chat-history';

type ChatState = {
  messages: ChatMessage[];
  /** The next older part to load; null when there is none. */
  olderPart: number | null;
  lastReadId: number;
  /** The read mark when the history opened: later messages of others are the new ones. */
  openedReadId: number;
  channel: string | null;
};

const EMPTY: ChatState = { messages: [], olderPart: null, lastReadId: 0, openedReadId: 0, channel: null };

/** Merges messages by id (a live event may repeat one the history or a reply already gave), oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function useChatMessages(scopeId: number) {
  const [state, setState] = useState<ChatState>(EMPTY);
  const [isLoading, setIsLoading] = useState(true);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [problem, setProblem] = useState<{ error: unknown; problem: RequestProblem } | null>(null);
  const [reloads, setReloads] = useState(0);
  const scopeRef = useRef(scopeId);
  scopeRef.current = scopeId;

  useEffect(() => {
    let isActive = true;
    setIsLoading(true);
    setProblem(null);
    setState(EMPTY);
    findChatHistory(scopeId, 1)
      .then((history) => {
        if (!isActive) return;
        setState({ messages: history.messages, olderPart: history.has_more ? history.part + 1 : null, lastReadId: history.last_read_message_id, openedReadId: history.last_read_message_id, channel: history.channel });
      })
      .catch(async (error: unknown) => {
        const normalized = await normalizeError(error);
        if (isActive) setProblem({ error, problem: normalized });
      })
      .finally(() => {
        if (isActive) setIsLoading(false);
      });
    return () => {
      isActive = false;
    };
  }, [scopeId, reloads]);

  const { channel } = state;
  const join = useCallback(() => {
    if (channel) void subscribeChannel(channel).catch(() => undefined); // Live is an enhancement: the history still reads.
  }, [channel]);
  useEffect(() => {
    if (!channel) return undefined;
    join();
    return () => {
      void unsubscribeChannel(channel).catch(() => undefined);
    };
  }, [channel, join]);
  // A reconnected socket is in no room but its own: join again.
  useSocketEvent('connect', join, channel !== null);

  const receive = useCallback((message: ChatMessage) => {
    if (message?.scope_id !== scopeRef.current) return;
    setState((current) => ({ ...current, messages: mergeMessages(current.messages, [message]) }));
  }, []);
  useSocketEvent<ChatMessage>(CHAT_EVENTS.created, receive, channel !== null);
  useSocketEvent<ChatMessage>(CHAT_EVENTS.edited, receive, channel !== null);
  useSocketEvent<ChatMessage>(CHAT_EVENTS.deleted, receive, channel !== null);

  const loadOlder = useCallback(async () => {
    const part = state.olderPart;
    if (part === null || isLoadingOlder) return;
    setIsLoadingOlder(true);
    try {
      const history = await findChatHistory(scopeId, part);
      setState((current) => ({ ...current, messages: mergeMessages(current.messages, history.messages), olderPart: history.has_more ? part + 1 : null }));
    } finally {
      setIsLoadingOlder(false);
    }
  }, [scopeId, state.olderPart, isLoadingOlder]);

  const setLastReadId = useCallback((id: number) => setState((current) => ({ ...current, lastReadId: Math.max(current.lastReadId, id) })), []);

  return {
    messages: state.messages,
    hasOlder: state.olderPart !== null,
    lastReadId: state.lastReadId,
    openedReadId: state.openedReadId,
    isLoading,
    isLoadingOlder,
    problem,
    receive,
    loadOlder,
    setLastReadId,
    reload: () => setReloads((n) => n + 1),
  };
}
