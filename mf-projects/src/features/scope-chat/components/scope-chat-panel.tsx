// The chat of one scope (000 §4 Chat; DOMAIN.md 3): its history paged from the newest (older parts on
// scroll-up or the button), live over the scope's socket.io room, send, edit and delete your own
// messages, @mention members, and the read mark moved when the newest message is seen. Reading needs
// membership; writing projects.communication or projects.edit (the server refuses the same); the
// owning company's chat feature switched off shows why instead of the chat.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Alert, AlertTitle, Badge, Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { normalizeError, useCurrentUser, usePermissions } from 'shared-auth';
import { PERMISSIONS, SCOPE_CHAT_MESSAGES, type ChatData, type ChatMessage } from 'shared-contract';
import { EmptyState, LoadErrorState, LoadingState, useConfirm, useToast } from 'shared-ui';
import { isChatDataKey, useChatData, withScopeCount } from '../../../lib/use-chat-data';
import { markChatRead } from '../api/mark-chat-read';
import { createChatMessage, deleteChatMessage, editChatMessage } from '../api/write-message';
import { useChatMessages } from '../hooks/use-chat-messages';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';

export const CHAT_TEXT = {
  title: 'Chat',
  offTitle: 'Chat is turned off',
  offBody: 'The company that owns this project has the chat feature switched off, so its scopes have no chat. Its administrator can turn it on.',
  notMemberTitle: 'You are not in this chat',
  notMemberBody: "A scope's chat is open to the project team, the scope's editors and approvers, and the vendor's assignee.",
  readOnly: 'You can read this chat; writing in it needs the permission to take part in project chats.',
  empty: 'No messages yet',
  emptyHint: 'Start the conversation about this scope.',
  loadOlder: 'Load older messages',
  newMessages: 'New messages',
  deleteTitle: 'Delete message',
  deleteBody: 'Delete this message? It stays in the chat marked as deleted, without its text.',
} as const;

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 48;
const NEAR_TOP = 32;

export type ScopeChatPanelProps = { projectId: number | string; scopeId: number | string };

export function ScopeChatPanel({ projectId, scopeId: rawScopeId }: ScopeChatPanelProps) {
  const scopeId = Number(rawScopeId);
  const { user } = useCurrentUser();
  const { canAny } = usePermissions();
  const canWrite = canAny([PERMISSIONS.PROJECTS_COMMUNICATION, PERMISSIONS.PROJECTS_EDIT]);
  const chat = useChatMessages(scopeId);
  const chatData = useChatData({ scopeId });
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [isOff, setIsOff] = useState(false);
  const logRef = useRef<HTMLDivElement | null>(null);
  const isNearBottom = useRef(true);
  const markSent = useRef(0);
  const olderAnchor = useRef<number | null>(null);

  const members = useMemo(() => chatData.data?.tag_users ?? [], [chatData.data]);
  const nameOf = useMemo(() => {
    const names = new Map(members.map((member) => [member.id, member.full_name]));
    if (user) names.set(user.id, `${user.first_name} ${user.last_name}`.trim());
    return names;
  }, [members, user]);
  const unread = chatData.unreadOf(scopeId);

  const { messages, lastReadId, isLoading, openedReadId } = chat;
  // The 'New messages' line goes before the first message of others after the mark the chat opened with.
  const firstUnreadId = useMemo(() => messages.find((message) => message.id > openedReadId && message.user?.id !== user?.id)?.id ?? null, [messages, openedReadId, user]);

  // Keeps the newest message in view while the reader is at the bottom, and the reader's place when older ones load.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (olderAnchor.current !== null) {
      log.scrollTop = log.scrollHeight - olderAnchor.current;
      olderAnchor.current = null;
    } else if (isNearBottom.current) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const newest = messages.at(-1);
  const { setLastReadId } = chat;
  const markSeen = useCallback(() => {
    if (!logRef.current || !newest || newest.id <= lastReadId || newest.id <= markSent.current) return;
    if (!isNearBottom.current || document.visibilityState === 'hidden') return;
    markSent.current = newest.id;
    markChatRead(newest.id)
      .then((read) => {
        setLastReadId(read.last_read_message_id);
        // Every cached count of the scope (its chat's, the scopes list's) says what is left, then reloads.
        void mutate(isChatDataKey, (current?: ChatData) => withScopeCount(current, { scope_id: read.scope_id, project_id: Number(projectId) }, () => read.unread));
      })
      .catch(() => {
        markSent.current = 0; // Tried again when the next message is seen.
      });
  }, [newest, lastReadId, setLastReadId, mutate, projectId]);
  // Once the log shows (after loading) and whenever a newer message arrives.
  useEffect(() => markSeen(), [markSeen, isLoading]);
  useEffect(() => {
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [markSeen]);

  const { loadOlder, hasOlder, isLoadingOlder } = chat;
  const showOlder = useCallback(async () => {
    const log = logRef.current;
    if (log) olderAnchor.current = log.scrollHeight - log.scrollTop;
    try {
      await loadOlder();
    } catch (error) {
      olderAnchor.current = null;
      toast.error((await normalizeError(error)).message);
    }
  }, [loadOlder, toast]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    isNearBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight <= NEAR_BOTTOM;
    if (log.scrollTop <= NEAR_TOP && hasOlder && !isLoadingOlder) void showOlder();
    markSeen();
  };

  /** A refused write: the field's message back to the box (422), otherwise a toast; null when handled. */
  const refusal = async (error: unknown): Promise<string | null> => {
    const problem = await normalizeError(error);
    if (problem.reason === 'feature') {
      setIsOff(true);
      return null;
    }
    if (problem.status === 422 && problem.errors) {
      const field = problem.errors.content ?? problem.errors.marked_user_ids ?? Object.values(problem.errors)[0];
      if (field) return field;
    }
    toast.error(problem.message);
    return problem.message;
  };

  const send = async (content: string, markedUserIds: number[]) => {
    try {
      const message = await createChatMessage({ scope_id: scopeId, content, marked_user_ids: markedUserIds });
      isNearBottom.current = true;
      chat.receive(message);
      // Posting marks the chat read up to the new message (server side).
      markSent.current = Math.max(markSent.current, message.id);
      setLastReadId(message.id);
      return null;
    } catch (error) {
      return refusal(error);
    }
  };

  const saveEdit = async (content: string, markedUserIds: number[]) => {
    if (!editing) return null;
    try {
      chat.receive(await editChatMessage({ message_id: editing.id, content, marked_user_ids: markedUserIds }));
      setEditing(null);
      return null;
    } catch (error) {
      return refusal(error);
    }
  };

  const remove = async (message: ChatMessage) => {
    const isConfirmed = await confirm({ title: CHAT_TEXT.deleteTitle, message: CHAT_TEXT.deleteBody, confirmText: 'Delete', danger: true });
    if (!isConfirmed) return;
    try {
      chat.receive(await deleteChatMessage(message.id));
      if (editing?.id === message.id) setEditing(null);
    } catch (error) {
      await refusal(error);
    }
  };

  const header = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
      <Typography variant="h6" component="h2">
        {CHAT_TEXT.title}
      </Typography>
      {unread > 0 ? <Badge color="primary" badgeContent={unread} aria-label={`${unread} unread`} sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} /> : null}
    </Stack>
  );

  const problem = chat.problem?.problem;
  let body;
  if (isOff || problem?.reason === 'feature') {
    body = (
      <Alert severity="info" sx={{ m: 2 }}>
        <AlertTitle>{CHAT_TEXT.offTitle}</AlertTitle>
        {SCOPE_CHAT_MESSAGES.chatOff} {CHAT_TEXT.offBody}
      </Alert>
    );
  } else if (problem?.status === 403) {
    body = (
      <Alert severity="info" sx={{ m: 2 }}>
        <AlertTitle>{CHAT_TEXT.notMemberTitle}</AlertTitle>
        {CHAT_TEXT.notMemberBody}
      </Alert>
    );
  } else if (chat.problem) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadErrorState error={chat.problem.error} onRetry={chat.reload} />
      </Box>
    );
  } else if (isLoading) {
    body = <LoadingState label="Loading messages" />;
  } else {
    body = (
      <>
        <Box ref={logRef} role="log" aria-label="Messages" aria-live="polite" tabIndex={0} onScroll={onScroll} sx={{ height: 420, overflowY: 'auto', px: 2 }}>
          {hasOlder ? (
            <Box sx={{ textAlign: 'center', py: 1 }}>
              <Button size="small" onClick={() => void showOlder()} disabled={isLoadingOlder} startIcon={isLoadingOlder ? <CircularProgress size={14} /> : undefined}>
                {CHAT_TEXT.loadOlder}
              </Button>
            </Box>
          ) : null}
          {messages.length === 0 ? <EmptyState title={CHAT_TEXT.empty} description={canWrite ? CHAT_TEXT.emptyHint : undefined} /> : null}
          {messages.map((message) => (
            <Box key={message.id}>
              {message.id === firstUnreadId ? (
                <Divider textAlign="center" sx={{ my: 1, color: 'primary.main', typography: 'caption' }}>
                  {CHAT_TEXT.newMessages}
                </Divider>
              ) : null}
              <ChatMessageItem
                message={message}
                mentionNames={message.marked_user_ids.map((id) => nameOf.get(id) ?? '')}
                isOwn={!!user && message.user?.id === user.id}
                canChange={canWrite}
                onEdit={() => setEditing(message)}
                onDelete={() => void remove(message)}
              />
            </Box>
          ))}
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          {canWrite ? (
            editing ? (
              <ChatComposer key={`edit-${editing.id}`} members={members} initialValue={editing.content} isEditing onSubmit={saveEdit} onCancel={() => setEditing(null)} />
            ) : (
              <ChatComposer key="new" members={members} onSubmit={send} />
            )
          ) : (
            <Typography variant="body2" color="text.secondary">
              {CHAT_TEXT.readOnly}
            </Typography>
          )}
        </Box>
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-label="Scope chat" data-project-id={projectId}>
      {header}
      <Divider />
      {body}
    </Paper>
  );
}
