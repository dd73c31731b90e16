// "Find in library" at the top of the side panel (library/items/search): templates, collections and
// labels whose name contains the text. A template opens (edit when its flags allow, else the list
// searched by its name); a collection or a label becomes the list's view.
import { useEffect, useState } from 'react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { SEARCH_DEBOUNCE_MS, type LibrarySearchResult } from 'shared-contract';
import { useToast } from 'shared-ui';
import { TEMPLATE_PATHS } from '../../../lib/template-paths';
import { searchLibrary } from '../api/search-library';
import type { LibraryView } from '../types/library-view';

const GROUPS: Record<LibrarySearchResult['entity'], string> = { template: 'Templates', collection: 'Collections', label: 'Labels' };

export function LibrarySearch({ onChoose }: { onChoose: (view: LibraryView) => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<LibrarySearchResult[]>([]);
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    const search = text.trim();
    if (!search) {
      setOptions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchLibrary(search, controller.signal)
        .then(setOptions)
        .catch(async (error: unknown) => {
          if (!controller.signal.aborted) toast.warning((await normalizeError(error)).message);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, toast]);

  const choose = (result: LibrarySearchResult | null) => {
    if (!result) return;
    setText('');
    if (result.entity === 'collection') onChoose({ kind: 'collection', id: result.id });
    else if (result.entity === 'label') onChoose({ kind: 'label', id: result.id });
    else navigate(TEMPLATE_PATHS.edit(result.id));
  };

  return (
    <Autocomplete<LibrarySearchResult>
      size="small"
      options={options}
      loading={isLoading}
      filterOptions={(all) => all}
      groupBy={(option) => GROUPS[option.entity]}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.entity === b.entity && a.id === b.id}
      inputValue={text}
      value={null}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, value) => choose(value)}
      noOptionsText={text.trim() ? 'Nothing found' : 'Type a name'}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              {option.name}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {option.detail}
              </Typography>
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Find in library" />}
      sx={{ mb: 1 }}
    />
  );
}
