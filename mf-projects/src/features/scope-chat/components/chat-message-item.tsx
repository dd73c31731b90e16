// One message of the history: author, time, its text with the @mentions marked, 'Edited' or the
// deleted note, and the author's own Edit and Delete.
import type { ReactNode } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ChatMessage } from 'shared-contract';
import { UserAvatar, formatDateTime } from 'shared-ui';

export const DELETED_MESSAGE_TEXT = 'This message was deleted.';
export const FORMER_MEMBER = 'Former user';

type ChatMessageItemProps = {
  message: ChatMessage;
  /** The names of the members the message mentions, each shown marked where '@Name' appears. */
  mentionNames: string[];
  isOwn: boolean;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function withMentions(content: string, names: string[]): ReactNode[] {
  const tokens = names.filter(Boolean).map((name) => `@${name}`);
  if (!tokens.length) return [content];
  const escaped = tokens.sort((a, b) => b.length - a.length).map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return content.split(new RegExp(`(${escaped.join('|')})`, 'g')).map((part, index) =>
    tokens.includes(part) ? (
      <Box key={index} component="mark" sx={{ bgcolor: 'primary.50', color: 'primary.main', fontWeight: 600, borderRadius: 0.5, px: 0.25 }}>
        {part}
      </Box>
    ) : (
      part
    ),
  );
}

export function ChatMessageItem({ message, mentionNames, isOwn, canChange, onEdit, onDelete }: ChatMessageItemProps) {
  const author = message.user?.full_name ?? FORMER_MEMBER;
  return (
    <Stack component="article" direction="row" spacing={1.5} aria-label={`Message from ${author}`} sx={{ py: 1, '&:hover .chat-actions, &:focus-within .chat-actions': { opacity: 1 } }}>
      <UserAvatar src={message.user?.photo} firstName={message.user?.first_name} lastName={message.user?.last_name} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2">{author}</Typography>
          {message.user?.company_name ? (
            <Typography variant="caption" color="text.secondary">
              {message.user.company_name}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="time" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </Typography>
          {message.edited && !message.deleted ? <Chip size="small" variant="outlined" label="Edited" /> : null}
          {message.deleted ? <Chip size="small" variant="outlined" label="Deleted" /> : null}
        </Stack>
        {message.deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {DELETED_MESSAGE_TEXT}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {withMentions(message.content, mentionNames)}
          </Typography>
        )}
      </Box>
      {isOwn && canChange && !message.deleted ? (
        <Stack className="chat-actions" direction="row" sx={{ opacity: { xs: 1, md: 0.4 }, alignSelf: 'flex-start' }}>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label="Edit message" onClick={onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label="Delete message" onClick={onDelete}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : null}
    </Stack>
  );
}
