// The Arya assistant drawer the shell's header shows when the company has the AI feature. The
// conversation (threads, streaming answers) comes later: until then sending is disabled, never faked.
import { useState } from 'react';
import { Box, Button, Divider, Drawer, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { UI_TEXT } from 'shared-contract';

const DRAWER_TITLE = 'Arya';
const COMING_SOON = 'Coming soon';

export function AryaDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState('');

  return (
    <>
      <Button color="inherit" startIcon={<AutoAwesomeIcon />} onClick={() => setIsOpen(true)}>
        {UI_TEXT.arya.ask}
      </Button>
      <Drawer anchor="right" open={isOpen} onClose={() => setIsOpen(false)}>
        <Box
          role="dialog"
          aria-labelledby="arya-drawer-title"
          sx={{ width: { xs: '100vw', sm: 420 }, height: '100%', display: 'flex', flexDirection: 'column' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
            <Typography id="arya-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              {DRAWER_TITLE}
            </Typography>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setDraft('')}>
              {UI_TEXT.arya.newMessage}
            </Button>
            <IconButton aria-label="Close" onClick={() => setIsOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Divider />
          <Box sx={{ flex: 1 }} />
          <Divider />
          <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 2 }}>
            <TextField
              fullWidth
              multiline
              maxRows={6}
              size="small"
              placeholder={UI_TEXT.arya.placeholder}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Tooltip title={COMING_SOON}>
              <span>
                <IconButton type="submit" aria-label="Send" disabled>
                  <SendIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
