// Invite > find a company already on the platform: a name (2+ characters) searches the companies not in
// the network yet; an e-mail finds the company of that user. Add sends the company a request
// (DOMAIN.md 7): it joins the network once one of its administrators accepts; until then only its
// public card (name, type, city) shows and the row says 'Request sent'.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemAvatar, ListItemText, TextField, Typography } from '@mui/material';
import { normalizeError } from 'shared-auth';
import { COMPANY_TYPE_LABELS, NETWORK_MESSAGES, SEARCH_DEBOUNCE_MS, UI_TEXT, isEmail, type PlatformCompanyMatch } from 'shared-contract';
import { CompanyAvatar, useToast } from 'shared-ui';
import { addCompanyById, useReloadNetwork } from '../../../lib/network-api';
import { findCompanyByEmail, searchNotAddedCompanies } from '../api/invite-company';

const MIN_SEARCH = 2;

type Result = { query: string; matches: PlatformCompanyMatch[]; problem: string | null };

export function FindPlatformCompany() {
  const toast = useToast();
  const reloadNetwork = useReloadNetwork();
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [requested, setRequested] = useState<number[]>([]);
  const [joined, setJoined] = useState<number[]>([]);
  const [addingId, setAddingId] = useState<number | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_SEARCH) {
      setResult(null);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(async () => {
      setIsSearching(true);
      try {
        const matches = isEmail(query) ? await findCompanyByEmail(query).then((m) => (m ? [m] : [])) : await searchNotAddedCompanies(query);
        if (isCurrent) setResult({ query, matches, problem: null });
      } catch (error) {
        const problem = await normalizeError(error);
        if (isCurrent) setResult({ query, matches: [], problem: problem.errors?.email ?? problem.errors?.search ?? problem.message });
      } finally {
        if (isCurrent) setIsSearching(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [text]);

  const add = async (company: PlatformCompanyMatch) => {
    setAddingId(company.id);
    try {
      const added = await addCompanyById(company.id);
      toast.success(added.message);
      // It had asked first: the add answered its request and it is in the network now.
      if (added.in_network) setJoined((list) => [...list, company.id]);
      else setRequested((list) => [...list, company.id]);
      // The request is listed on the Invited tab.
      reloadNetwork();
    } catch (error) {
      const problem = await normalizeError(error);
      toast.warning(problem.errors?.company_id ?? problem.message);
    } finally {
      setAddingId(null);
    }
  };

  const emptyText = result && isEmail(result.query) ? NETWORK_MESSAGES.noCompanyFound : UI_TEXT.noSearchResults;

  return (
    <Box component="section" aria-labelledby="find-company-title">
      <Typography id="find-company-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Find a company on the platform
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Search by company name or by the e-mail of one of its users, and send it a request: it joins your network when one of its administrators accepts.
      </Typography>
      <TextField
        label="Company name or e-mail"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { 'aria-busy': isSearching } }}
      />
      {result?.problem ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {result.problem}
        </Alert>
      ) : result && result.matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {emptyText}
        </Typography>
      ) : result ? (
        <List aria-label="Companies found" sx={{ mt: 1 }}>
          {result.matches.map((company) => {
            const isRequested = company.is_requested || requested.includes(company.id);
            return (
              <ListItem
                key={company.id}
                divider
                secondaryAction={
                  company.is_in_network || joined.includes(company.id) ? (
                    <Chip size="small" color="success" label="In your network" />
                  ) : isRequested ? (
                    <Chip size="small" color="info" label="Request sent" />
                  ) : (
                    <Button size="small" variant="outlined" aria-label={`Add ${company.name}`} loading={addingId === company.id} onClick={() => void add(company)}>
                      Add
                    </Button>
                  )
                }
              >
                <ListItemAvatar>
                  <CompanyAvatar name={company.name} src={company.logo} size={36} />
                </ListItemAvatar>
                <ListItemText
                  primary={company.name}
                  secondary={[COMPANY_TYPE_LABELS[company.type], company.city].filter(Boolean).join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
