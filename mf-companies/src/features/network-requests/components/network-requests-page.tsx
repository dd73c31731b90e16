// Companies > Requests: other companies asking to join networks with the caller's company (a request
// by id, or an invitation mailed to one of its users). Only their public card (name, type, city)
// shows. Accept links both networks, Decline leaves them apart; both ask for confirmation first,
// and the requester is told either way. Users who may add companies answer (RequireNetworkAdd).
import { Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemAvatar, ListItemText, Stack } from '@mui/material';
import { normalizeError } from 'shared-auth';
import { COMPANY_TYPE_LABELS, NETWORK_MESSAGES, type NetworkRequestRow } from 'shared-contract';
import { CompanyAvatar, EmptyState, LoadErrorState, formatDate, useConfirm, useToast } from 'shared-ui';
import { useState } from 'react';
import { CompaniesHeader } from '../../../components/companies-header';
import { CompaniesTabs } from '../../../components/companies-tabs';
import { useReloadNetwork } from '../../../lib/network-api';
import { answerNetworkRequest, useNetworkRequests } from '../api/network-requests';

export function NetworkRequestsPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const reloadNetwork = useReloadNetwork();
  const { data, error, isLoading, mutate } = useNetworkRequests();
  const [answering, setAnswering] = useState<number | null>(null);

  const answer = async (request: NetworkRequestRow, choice: 'accept' | 'decline') => {
    const ok = await confirm(
      choice === 'accept'
        ? { title: 'Accept request', message: NETWORK_MESSAGES.requestAcceptConfirm(request.company_name), confirmText: 'Accept', cancelText: 'Cancel' }
        : { title: 'Decline request', message: NETWORK_MESSAGES.requestDeclineConfirm(request.company_name), confirmText: 'Decline', cancelText: 'Cancel', danger: true },
    );
    if (!ok) return;
    setAnswering(request.id);
    try {
      toast.success(await answerNetworkRequest(request.id, choice));
      if (choice === 'accept') reloadNetwork();
    } catch (failure) {
      toast.warning((await normalizeError(failure)).message);
    } finally {
      setAnswering(null);
      // Answered here or elsewhere meanwhile: the list shows what is still waiting.
      void mutate();
    }
  };

  return (
    <Box>
      <CompaniesHeader />
      <CompaniesTabs />
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading ? <LinearProgress aria-label="Loading requests" /> : null}
      {data && data.length === 0 ? <EmptyState title={NETWORK_MESSAGES.noRequests} /> : null}
      {data && data.length > 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <List aria-label="Network requests" disablePadding>
              {data.map((request) => (
                <ListItem
                  key={request.id}
                  divider
                  sx={{ flexWrap: 'wrap', gap: 1 }}
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        aria-label={`Accept the request of ${request.company_name}`}
                        disabled={answering !== null}
                        loading={answering === request.id}
                        onClick={() => void answer(request, 'accept')}
                      >
                        Accept
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-label={`Decline the request of ${request.company_name}`}
                        disabled={answering !== null}
                        onClick={() => void answer(request, 'decline')}
                      >
                        Decline
                      </Button>
                    </Stack>
                  }
                >
                  <ListItemAvatar>
                    <CompanyAvatar name={request.company_name} size={40} />
                  </ListItemAvatar>
                  <ListItemText
                    sx={{ pr: 24 }}
                    primary={request.company_name}
                    secondary={[
                      COMPANY_TYPE_LABELS[request.company_type],
                      request.city,
                      request.requested_by ? `Sent by ${request.requested_by} on ${formatDate(request.created_at)}` : `Sent on ${formatDate(request.created_at)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
