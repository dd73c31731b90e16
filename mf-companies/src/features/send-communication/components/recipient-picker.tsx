// Picks the recipients of a communication: a search over the network users (the server leaves
// the sender out), a checkbox per result, Select All / Deselect All over the results, and the
// picked people as removable chips.
import { useState } from 'react';
import { Box, Button, Checkbox, Chip, CircularProgress, FormHelperText, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { ERROR_MESSAGES, SELECT_SEARCH_DEBOUNCE_MS, UI_TEXT, type CommunicationRecipientOption } from 'shared-contract';
import { SearchBox } from 'shared-ui';
import { useRecipientSearch } from '../api/send-communication';

type RecipientPickerProps = {
  value: CommunicationRecipientOption[];
  onChange: (next: CommunicationRecipientOption[]) => void;
  error?: string;
};

export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const [search, setSearch] = useState('');
  const { data: results = [], isLoading, error: loadError } = useRecipientSearch(search);
  const picked = new Set(value.map((r) => r.id));
  const toggle = (option: CommunicationRecipientOption) => onChange(picked.has(option.id) ? value.filter((r) => r.id !== option.id) : [...value, option]);
  const selectAll = () => onChange([...value, ...results.filter((r) => !picked.has(r.id))]);
  const shown = new Set(results.map((r) => r.id));
  const deselectAll = () => onChange(value.filter((r) => !shown.has(r.id)));

  return (
    <Box component="section" aria-labelledby="recipients-title">
      <Typography id="recipients-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Recipients
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <SearchBox value={search} onSearch={setSearch} debounceMs={SELECT_SEARCH_DEBOUNCE_MS} placeholder="Search users" aria-label="Search recipients" />
        {results.length > 1 ? (
          <>
            <Button size="small" onClick={selectAll}>
              {UI_TEXT.selectAll}
            </Button>
            <Button size="small" onClick={deselectAll}>
              {UI_TEXT.deselectAll}
            </Button>
          </>
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ maxHeight: 280, overflow: 'auto' }}>
        {isLoading ? (
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={24} aria-label="Loading users" />
          </Box>
        ) : loadError ? (
          <Typography sx={{ p: 2 }} color="error">
            {ERROR_MESSAGES.default}
          </Typography>
        ) : results.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {UI_TEXT.itemNotFound}
          </Typography>
        ) : (
          <List dense aria-label="Users found">
            {results.map((option) => (
              <ListItem key={option.id} disablePadding>
                <ListItemButton onClick={() => toggle(option)} dense>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox edge="start" size="small" checked={picked.has(option.id)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': option.full_name } }} />
                  </ListItemIcon>
                  <ListItemText primary={option.full_name} secondary={`${option.company_name} · ${option.email}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Box sx={{ mt: 1.5 }} aria-label="Selected recipients" role="group">
        {value.length ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ mr: 1, alignSelf: 'center' }}>
              {value.length === 1 ? '1 recipient' : `${value.length} recipients`}
            </Typography>
            {value.map((r) => (
              <Chip key={r.id} size="small" label={r.full_name} title={r.email} onDelete={() => onChange(value.filter((x) => x.id !== r.id))} />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No recipients selected.
          </Typography>
        )}
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
      </Box>
    </Box>
  );
}
