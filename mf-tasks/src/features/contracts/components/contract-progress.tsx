// Where a contract stands, as the contract view and the review view show it: the approval round (its
// workflow, each step's approvers with approved, rejected or pending, their comment and when) and the
// signing round (signers by side and step in the signing order of DOMAIN.md 4, with viewed, signed or
// declined and when). Labels come from shared-contract.
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  CONTRACT_APPROVAL_STATES,
  CONTRACT_ROUND_STATUSES,
  CONTRACT_SIGNER_STATUSES,
  type ContractApproval,
  type ContractDetails,
  type ContractRound,
  type ContractSigner,
} from 'shared-contract';
import { formatDateTime } from 'shared-ui';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

const SIDE_LABELS = { external: 'Vendor', internal: 'Your company' } as const;

/** An approver's decision as the lists read it: Approved, Rejected, Pending (their step acts now) or Waiting (a later step). */
export function approverState(approval: ContractApproval, currentStep: number | null): { label: string; color: ChipColor } {
  if (approval.approved) return { label: 'Approved', color: 'success' };
  if (approval.rejected) return { label: 'Rejected', color: 'error' };
  if (currentStep !== null && approval.step === currentStep) return { label: 'Pending', color: 'warning' };
  return { label: 'Waiting', color: 'default' };
}

const approvalStateColor = (state: ContractDetails['approval']['state']): ChipColor =>
  state === 'approved' ? 'success' : state === 'rejected' ? 'error' : state === 'pending' ? 'warning' : 'default';

const roundColor = (status: ContractRound['status']): ChipColor => (status === 'executed' ? 'success' : status === 'declined' ? 'error' : status === 'revoked' ? 'default' : 'info');

/** A section's heading with where it stands (read as 'Approval: Pending approval'). */
function SectionTitle({ title, state, color }: { title: string; state: string; color: ChipColor }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Chip size="small" color={color} label={state} aria-label={`${title}: ${state}`} />
    </Stack>
  );
}

const groupBy = <T, K>(items: readonly T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.entries()];
};

export function ContractApprovalsList({ approval }: { approval: ContractDetails['approval'] }) {
  const steps = groupBy(approval.approvals, (a) => a.step).sort(([a], [b]) => a - b);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Approval">
      <SectionTitle title="Approval" state={CONTRACT_APPROVAL_STATES[approval.state]} color={approvalStateColor(approval.state)} />
      {approval.workflow_name ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Workflow: ${approval.workflow_name}`}
        </Typography>
      ) : null}
      {steps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {approval.workflow_name ? 'The contract has not been sent for approval yet.' : 'The project has no contract approval workflow.'}
        </Typography>
      ) : (
        <Box component="ol" aria-label="Approval steps" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {steps.map(([step, approvers]) => (
            <Box component="li" key={step} aria-label={`Step ${step}`}>
              <Typography variant="subtitle2">{`Step ${step}${approval.current_step === step ? ' · acting now' : ''}`}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {approvers.map((a) => {
                  const state = approverState(a, approval.current_step);
                  return (
                    <Box component="li" key={a.id} aria-label={a.user_name} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
                      <Typography variant="body2" sx={{ minWidth: 180, fontWeight: 500 }}>
                        {a.user_name}
                      </Typography>
                      <Chip size="small" variant="outlined" color={state.color} label={state.label} />
                      {a.acted_at ? (
                        <Typography variant="caption" color="text.secondary" component="time" dateTime={a.acted_at}>
                          {formatDateTime(a.acted_at)}
                        </Typography>
                      ) : null}
                      {a.comment ? (
                        <Typography variant="body2" sx={{ flexBasis: '100%', whiteSpace: 'pre-wrap' }}>
                          {`${a.rejected ? 'Reason' : 'Comment'}: ${a.comment}`}
                        </Typography>
                      ) : null}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const signerColor = (status: ContractSigner['status']): ChipColor => (status === 'signed' ? 'success' : status === 'declined' ? 'error' : status === 'pending' ? 'warning' : 'default');

function SignerRow({ signer }: { signer: ContractSigner }) {
  const times = [
    signer.viewed_at ? `Viewed ${formatDateTime(signer.viewed_at)}` : null,
    signer.signed_at ? `Signed ${formatDateTime(signer.signed_at)}` : null,
    signer.declined_at ? `Declined ${formatDateTime(signer.declined_at)}` : null,
  ].filter(Boolean);
  return (
    <Box component="li" aria-label={signer.full_name} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {signer.full_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[signer.company_name, signer.email].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Chip size="small" variant="outlined" color={signerColor(signer.status)} label={CONTRACT_SIGNER_STATUSES[signer.status]} />
      {times.length ? (
        <Typography variant="caption" color="text.secondary">
          {times.join(' · ')}
        </Typography>
      ) : null}
      {signer.decline_reason ? (
        <Typography variant="body2" sx={{ flexBasis: '100%', whiteSpace: 'pre-wrap' }}>
          {`Reason: ${signer.decline_reason}`}
        </Typography>
      ) : null}
    </Box>
  );
}

export function ContractSignersList({ round }: { round: ContractRound }) {
  // The signing order: every vendor step, then every step of the general contractor.
  const groups = groupBy(
    [...round.signers].sort((a, b) => (a.side === b.side ? a.step - b.step : a.side === 'external' ? -1 : 1)),
    (s) => `${s.side}:${s.step}`,
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Signing">
      <SectionTitle title="Signing" state={CONTRACT_ROUND_STATUSES[round.status]} color={roundColor(round.status)} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[
          `Round ${round.number}`,
          round.sent_at ? `sent ${formatDateTime(round.sent_at)}` : null,
          round.sealed_at ? `sealed ${formatDateTime(round.sealed_at)}` : null,
          `${round.page_count} ${round.page_count === 1 ? 'page' : 'pages'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {round.decline_reason ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {`Declined: ${round.decline_reason}`}
        </Typography>
      ) : null}
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No signers yet: place the signature fields to choose them.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Signing steps" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {groups.map(([key, signers]) => (
            <Box component="li" key={key} aria-label={`${SIDE_LABELS[signers[0].side]}, step ${signers[0].step}`}>
              <Typography variant="subtitle2">{`${SIDE_LABELS[signers[0].side]} · step ${signers[0].step}`}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {signers.map((s) => (
                  <SignerRow key={s.id} signer={s} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {round.copy_recipients.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`Copies to: ${round.copy_recipients.map((r) => `${r.name} <${r.email}>`).join(', ')}`}
        </Typography>
      ) : null}
    </Paper>
  );
}
