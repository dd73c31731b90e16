// The placement screen's signers panel: each side's signers in steps (the external side signs
// first, then the internal side; a step's signers sign in parallel), adding one from the vendor's
// users or the own company's, changing a step, removing one (with their fields); and the copy
// recipients who receive the executed PDF.
import { useState } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { CONTRACT_COPY_RECIPIENTS_MAX, CONTRACT_SIGNERS_MAX, CONTRACT_STEPS_MAX, SIGNER_ROLES, type SignerRole } from 'shared-contract';
import { useConfirm } from 'shared-ui';
import type { SignerOption } from '../api/signer-options';
import { SIDE_ORDER, newKey, signerColour, type SetupDraft, type SetupProblems } from './contract-prepare-setup';

export const SIGNING_ORDER_NOTE = 'The external side signs first, then the internal side. Steps sign in order; the signers of one step sign at the same time.';

type Props = {
  draft: SetupDraft;
  onChange: (update: (draft: SetupDraft) => SetupDraft) => void;
  problems: SetupProblems;
  options: { external: SignerOption[]; internal: SignerOption[]; isLoading: boolean };
  sideNames: Record<SignerRole, string | null>;
  disabled?: boolean;
};

const STEPS = Array.from({ length: CONTRACT_STEPS_MAX }, (_, i) => i + 1);

function SideSigners({ side, draft, onChange, problems, options, sideName, disabled }: Omit<Props, 'options' | 'sideNames'> & { side: SignerRole; options: SignerOption[]; sideName: string | null }) {
  const confirm = useConfirm();
  const [choice, setChoice] = useState<number | ''>('');
  const signers = draft.signers.filter((s) => s.side === side).sort((a, b) => a.step - b.step);
  const free = options.filter((o) => !draft.signers.some((s) => s.user_id === o.user_id));
  const isFull = draft.signers.length >= CONTRACT_SIGNERS_MAX;
  const heading = `${SIGNER_ROLES[side]}s${sideName ? ` (${sideName})` : ''}`;

  const add = () => {
    const option = free.find((o) => o.user_id === choice);
    if (!option) return;
    const step = signers.length ? Math.max(...signers.map((s) => s.step)) : 1;
    onChange((d) => ({ ...d, signers: [...d.signers, { key: newKey('s'), user_id: option.user_id, full_name: option.full_name, email: option.email, side, step }] }));
    setChoice('');
  };

  const remove = async (key: string) => {
    const signer = draft.signers.find((s) => s.key === key);
    if (!signer) return;
    const fields = draft.nodes.filter((n) => n.user_id === signer.user_id).length;
    if (fields && !(await confirm({ title: 'Remove signer', message: `Remove ${signer.full_name} and their ${fields === 1 ? 'field' : `${fields} fields`}?`, confirmText: 'Remove', danger: true }))) return;
    onChange((d) => ({ ...d, signers: d.signers.filter((s) => s.key !== key), nodes: d.nodes.filter((n) => n.user_id !== signer.user_id) }));
  };

  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="subtitle2" component="h3">
        {side === 'external' ? '1. ' : '2. '}
        {heading}
      </Typography>
      {signers.length ? null : (
        <Typography variant="body2" color="text.secondary">
          No signer yet.
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {signers.map((signer) => {
          const problem = problems.signers[signer.key];
          return (
            <Box component="li" key={signer.key} aria-label={signer.full_name}>
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: signerColour(draft, signer.user_id) }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {signer.full_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {signer.email}
                  </Typography>
                </Box>
                <TextField
                  select
                  size="small"
                  label="Step"
                  value={signer.step}
                  disabled={disabled}
                  onChange={(e) => onChange((d) => ({ ...d, signers: d.signers.map((s) => (s.key === signer.key ? { ...s, step: Number(e.target.value) } : s)) }))}
                  sx={{ width: 84 }}
                >
                  {STEPS.map((step) => (
                    <MenuItem key={step} value={step}>
                      {step}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton aria-label={`Remove ${signer.full_name}`} onClick={() => void remove(signer.key)} disabled={disabled} size="small">
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Stack>
              {problem ? (
                <Typography variant="caption" color="error" role="alert">
                  {problem}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={`Add ${SIGNER_ROLES[side].toLowerCase()}`}
          value={choice}
          disabled={disabled || isFull || !free.length}
          onChange={(e) => setChoice(Number(e.target.value))}
          sx={{ flex: 1 }}
          helperText={isFull ? `At most ${CONTRACT_SIGNERS_MAX} signers.` : !free.length && !options.length ? 'Nobody to choose.' : undefined}
        >
          {free.map((o) => (
            <MenuItem key={o.user_id} value={o.user_id}>
              {o.full_name} ({o.email})
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={add} disabled={disabled || choice === ''}>
          Add
        </Button>
      </Stack>
    </Box>
  );
}

function CopyRecipients({ draft, onChange, problems, disabled }: Omit<Props, 'options' | 'sideNames'>) {
  const recipients = draft.copy_recipients;
  const update = (key: string, patch: { name?: string; email?: string }) => onChange((d) => ({ ...d, copy_recipients: d.copy_recipients.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
  return (
    <Box component="section" aria-label="Copy recipients">
      <Typography variant="subtitle2" component="h3">
        Copy recipients
      </Typography>
      <Typography variant="body2" color="text.secondary">
        They receive the executed PDF.
      </Typography>
      <Stack spacing={1} sx={{ my: 1 }}>
        {recipients.map((r, i) => (
          <Stack sx={{ alignItems: 'flex-start' }} key={r.key} direction="row" spacing={1}>
            <TextField
              size="small"
              label={`Name ${i + 1}`}
              value={r.name}
              disabled={disabled}
              onChange={(e) => update(r.key, { name: e.target.value })}
              error={Boolean(problems.recipients[`${r.key}.name`])}
              helperText={problems.recipients[`${r.key}.name`]}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={`E-mail ${i + 1}`}
              type="email"
              value={r.email}
              disabled={disabled}
              onChange={(e) => update(r.key, { email: e.target.value })}
              error={Boolean(problems.recipients[`${r.key}.email`])}
              helperText={problems.recipients[`${r.key}.email`]}
              sx={{ flex: 1.4 }}
            />
            <IconButton aria-label={`Remove copy recipient ${i + 1}`} disabled={disabled} onClick={() => onChange((d) => ({ ...d, copy_recipients: d.copy_recipients.filter((x) => x.key !== r.key) }))} size="small" sx={{ mt: 0.5 }}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        size="small"
        disabled={disabled || recipients.length >= CONTRACT_COPY_RECIPIENTS_MAX}
        onClick={() => onChange((d) => ({ ...d, copy_recipients: [...d.copy_recipients, { key: newKey('r'), name: '', email: '' }] }))}
      >
        Add copy recipient
      </Button>
    </Box>
  );
}

export function ContractPrepareSigners({ draft, onChange, problems, options, sideNames, disabled }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contract-signers-heading" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" id="contract-signers-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Signers
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {SIGNING_ORDER_NOTE}
      </Alert>
      {options.isLoading ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Loading the people who may sign…
        </Typography>
      ) : null}
      <Stack spacing={2}>
        {SIDE_ORDER.map((side) => (
          <SideSigners key={side} side={side} draft={draft} onChange={onChange} problems={problems} options={options[side]} sideName={sideNames[side]} disabled={disabled} />
        ))}
        <CopyRecipients draft={draft} onChange={onChange} problems={problems} disabled={disabled} />
      </Stack>
    </Paper>
  );
}
