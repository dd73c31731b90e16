// The message box: Enter sends, Shift+Enter starts a new line, '@' offers the chat's members
// (arrows to choose, Enter or Tab to pick, Escape to close). Validates with the contract's rule and
// keeps the text when the server refuses it, showing its message under the box.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, List, ListItemButton, ListItemText, Paper, Stack, TextField } from '@mui/material';
import { createChatMessageSchema, type ChatUser } from 'shared-contract';
import { UserAvatar } from 'shared-ui';
import { filterMentionUsers, findMentionQuery, insertMention, mentionedUserIds, type MentionQuery } from '../types/mentions';

export type ChatComposerProps = {
  members: readonly ChatUser[];
  /** Given when editing a message: the box starts with its text and shows Save and Cancel. */
  initialValue?: string;
  isEditing?: boolean;
  /** Resolves a field message to show (the server's 422), or null when sent. */
  onSubmit: (content: string, markedUserIds: number[]) => Promise<string | null>;
  onCancel?: () => void;
};

async function contentError(content: string): Promise<string | null> {
  try {
    await createChatMessageSchema.validateAt('content', { content });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export function ChatComposer({ members, initialValue = '', isEditing = false, onSubmit, onCancel }: ChatComposerProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const options = useMemo(() => (query ? filterMentionUsers(members, query.text) : []), [members, query]);
  const isPicking = query !== null && options.length > 0;

  const readQuery = (text: string, caret: number | null) => {
    setQuery(caret === null ? null : findMentionQuery(text, caret));
    setHighlighted(0);
  };

  const pick = (member: ChatUser) => {
    if (!query) return;
    const next = insertMention(value, query, member);
    setValue(next.value);
    setQuery(null);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    if (isSending) return;
    const problem = await contentError(value);
    if (problem) {
      setError(problem);
      return;
    }
    setIsSending(true);
    try {
      const serverProblem = await onSubmit(value.trim(), mentionedUserIds(value, members));
      if (serverProblem) setError(serverProblem);
      else if (!isEditing) {
        setValue('');
        setError(null);
      }
    } finally {
      setIsSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (isPicking) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlighted((current) => (current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[highlighted]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Escape' && isEditing) {
      event.preventDefault();
      onCancel?.();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  const label = isEditing ? 'Edit message' : 'Message';
  return (
    <Box sx={{ position: 'relative' }}>
      {isPicking ? (
        <Paper elevation={4} sx={{ position: 'absolute', bottom: '100%', left: 0, mb: 0.5, zIndex: 2, minWidth: 240, maxWidth: '100%' }}>
          <List dense role="listbox" aria-label="Mention a member" id="chat-mention-options">
            {options.map((member, index) => (
              <ListItemButton
                key={member.id}
                role="option"
                aria-selected={index === highlighted}
                selected={index === highlighted}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(member)}
              >
                <UserAvatar src={member.photo} firstName={member.first_name} lastName={member.last_name} size={24} />
                <ListItemText sx={{ ml: 1 }} primary={member.full_name} secondary={member.company_name} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          inputRef={inputRef}
          label={label}
          placeholder="Write a message, @ to mention"
          value={value}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          autoFocus={isEditing}
          error={!!error}
          helperText={error ?? 'Enter sends, Shift+Enter starts a new line'}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
            readQuery(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
          slotProps={{ htmlInput: { 'aria-autocomplete': 'list', 'aria-controls': isPicking ? 'chat-mention-options' : undefined, 'aria-expanded': isPicking } }}
        />
        {isEditing ? (
          <Button variant="outlined" onClick={onCancel} disabled={isSending}>
            Cancel
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void submit()} disabled={isSending}>
          {isEditing ? 'Save' : 'Send'}
        </Button>
      </Stack>
    </Box>
  );
}
