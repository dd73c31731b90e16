// The placement screen's editor of a preparing round: the frozen PDF's pages with each signer's
// fields as coloured boxes (drag, resize, arrows, Delete), "Add field" (signer and kind, then a click
// on a page, or straight onto a chosen page from the keyboard), the selected field's settings, the
// signers panel, Save (the shared rule first, then PUT signing-setup; every message at the field or
// node it concerns) and Send for signature (saves first, asks naming the first signers, then POST
// send and back to the contract). A failed save or send keeps every change.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { normalizeError, setUnsavedChanges, useUnsavedChangesFlag } from 'shared-auth';
import { CONTRACT_NODES_MAX, CONTRACT_NODE_SIZE, ERROR_MESSAGES, SIGNATURE_FIELD_KINDS, contractEndpoints, type ContractDetails, type SignatureFieldKind } from 'shared-contract';
import { LoadErrorState, PdfPages, SignatureNodeLayer, useConfirm, useToast, type PdfPageView } from 'shared-ui';
import { CONTRACT_PATHS } from '../../../lib/contract-paths';
import { fetchContractDocument, saveSigningSetup, sendContract } from '../api/contract-api';
import { useSignerOptions } from '../api/signer-options';
import { ContractPrepareSigners, SIGNING_ORDER_NOTE } from './contract-prepare-signers';
import {
  NO_PROBLEMS,
  checkDraft,
  draftOf,
  firstSigners,
  hasProblems,
  inputOf,
  isSameSetup,
  nodeAt,
  nodeLabel,
  placeProblems,
  signerColour,
  type SetupDraft,
  type SetupProblems,
} from './contract-prepare-setup';

export const PLACING_HINT = 'Click on a page where the field goes. Escape cancels.';

type Props = { details: ContractDetails; onStored: (details: ContractDetails) => Promise<unknown> };

const focusNode = (key: string) => document.querySelector<HTMLElement>(`[data-node-key="${key}"]`)?.focus();

export function ContractPrepareEditor({ details, onStored }: Props) {
  const round = details.round!;
  const taskId = details.task.id;
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<SetupDraft>(() => draftOf(round));
  const [draft, setDraft] = useState<SetupDraft>(baseline);
  const [problems, setProblems] = useState<SetupProblems>(NO_PROBLEMS);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<'saving' | 'sending' | null>(null);
  const [addUser, setAddUser] = useState<number | ''>('');
  const [addKind, setAddKind] = useState<SignatureFieldKind>('signature');
  const [addPage, setAddPage] = useState(1);
  const [isPlacing, setPlacing] = useState(false);
  const options = useSignerOptions(details.task.vendor_company_id);
  const pdf = useSWR([contractEndpoints.contractDocument.path, taskId, round.id], () => fetchContractDocument(taskId, round.id), { revalidateOnFocus: false });

  const isDirty = useMemo(() => !isSameSetup(draft, baseline), [draft, baseline]);
  useUnsavedChangesFlag(isDirty);
  const update = (change: (d: SetupDraft) => SetupDraft) => setDraft(change);
  const chosenSigner = draft.signers.some((s) => s.user_id === addUser) ? addUser : (draft.signers[0]?.user_id ?? '');
  const selected = draft.nodes.find((n) => n.key === selectedKey) ?? null;
  const isFull = draft.nodes.length >= CONTRACT_NODES_MAX;

  useEffect(() => {
    if (!isPlacing) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPlacing(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isPlacing]);

  const clearNodeProblem = (key: string) =>
    setProblems((p) => {
      if (!p.nodes[key]) return p;
      const { [key]: _fixed, ...nodes } = p.nodes;
      return { ...p, nodes };
    });

  const addNode = (point: { x: number; y: number }, page: Pick<PdfPageView, 'pageNumber' | 'width' | 'height'>) => {
    if (chosenSigner === '' || isFull) return;
    const node = nodeAt(point, page, chosenSigner, addKind);
    update((d) => ({ ...d, nodes: [...d.nodes, node] }));
    setPlacing(false);
    setSelectedKey(node.key);
    // Focus the new box so the arrows move it at once.
    setTimeout(() => focusNode(node.key));
  };

  const removeNode = (key: string) => {
    update((d) => ({ ...d, nodes: d.nodes.filter((n) => n.key !== key) }));
    clearNodeProblem(key);
    setSelectedKey(null);
  };

  const changeNode = (key: string, patch: Partial<SetupDraft['nodes'][number]>) => {
    update((d) => ({ ...d, nodes: d.nodes.map((n) => (n.key === key ? { ...n, ...patch } : n)) }));
    clearNodeProblem(key);
  };

  /** The shared rule on the draft, then PUT signing-setup; true when saved. */
  const save = async (): Promise<boolean> => {
    const found = await checkDraft(draft);
    setProblems(found);
    if (hasProblems(found)) {
      toast.error(found.general[0] ?? ERROR_MESSAGES.invalidData);
      return false;
    }
    setBusy('saving');
    try {
      const answer = await saveSigningSetup(taskId, inputOf(draft));
      await onStored(answer.data);
      setBaseline(draft);
      toast.success(answer.message);
      return true;
    } catch (error) {
      const problem = await normalizeError(error);
      const placed = problem.status === 422 && problem.errors ? placeProblems(draft, problem.errors) : NO_PROBLEMS;
      setProblems(placed);
      toast.error(placed.general[0] ?? problem.message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (isDirty) {
      if (!(await save())) return;
    } else {
      const found = await checkDraft(draft);
      setProblems(found);
      if (hasProblems(found)) {
        toast.error(found.general[0] ?? ERROR_MESSAGES.invalidData);
        return;
      }
    }
    const first = firstSigners(draft);
    const names = first.map((s) => s.full_name).join(', ');
    const isSure = await confirm({
      title: 'Send for signature',
      message: `${names} ${first.length === 1 ? 'is' : 'are'} asked to sign first. ${SIGNING_ORDER_NOTE}`,
      confirmText: 'Send',
    });
    if (!isSure) return;
    setBusy('sending');
    try {
      const answer = await sendContract(taskId);
      await onStored(answer.data);
      setUnsavedChanges(false);
      toast.success(answer.message);
      navigate(CONTRACT_PATHS.view(taskId));
    } catch (error) {
      const problem = await normalizeError(error);
      if (problem.status === 422 && problem.errors) setProblems(placeProblems(draft, problem.errors));
      toast.error(problem.message);
      setBusy(null);
    }
  };

  const nodeProblems = draft.nodes.filter((n) => problems.nodes[n.key]);
  const pageCount = round.page_count;

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', flex: 1 }}>
          Place the signature fields
        </Typography>
        <Link component={RouterLink} to={CONTRACT_PATHS.view(taskId)} underline="hover">
          Back to the contract
        </Link>
        <Button variant="outlined" onClick={() => void save()} disabled={busy !== null || !isDirty}>
          {busy === 'saving' ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy !== null}>
          {busy === 'sending' ? 'Sending…' : 'Send for signature'}
        </Button>
      </Stack>
      {isDirty ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          Unsaved changes.
        </Typography>
      ) : null}
      {problems.general.length || nodeProblems.length ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" aria-label="Problems to correct">
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {nodeProblems.map((n) => (
              <li key={n.key}>
                <Link component="button" type="button" onClick={() => focusNode(n.key)}>
                  {nodeLabel(draft, n)}, page {n.page}
                </Link>
                : {problems.nodes[n.key]}
              </li>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {pdf.error ? <LoadErrorState error={pdf.error} onRetry={() => void pdf.mutate()} /> : null}
          {isPlacing ? (
            <Alert severity="info" sx={{ mb: 2, position: 'sticky', top: 0, zIndex: 2 }} role="status">
              {PLACING_HINT}
            </Alert>
          ) : null}
          <PdfPages
            data={pdf.data ?? null}
            pageSizes={round.page_sizes}
            label="Contract pages"
            renderOverlay={(page) => (
              <SignatureNodeLayer
                nodes={draft.nodes
                  .filter((n) => n.page === page.pageNumber)
                  .map((n) => ({ ...n, label: nodeLabel(draft, n), color: signerColour(draft, n.user_id), error: problems.nodes[n.key] ?? null }))}
                pageWidth={page.width}
                pageHeight={page.height}
                scale={page.scale}
                limits={CONTRACT_NODE_SIZE}
                selectedKey={selectedKey}
                onSelect={setSelectedKey}
                onChange={(key, rect) => changeNode(key, rect)}
                onRemove={removeNode}
                onPlace={isPlacing ? (point) => addNode(point, page) : undefined}
                readOnly={busy !== null}
              />
            )}
          />
        </Box>
        <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 8 } }}>
          <Paper variant="outlined" component="section" aria-labelledby="contract-add-field-heading" sx={{ p: 2 }}>
            <Typography variant="h3" component="h2" id="contract-add-field-heading" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
              Add field
            </Typography>
            <Stack spacing={1.5}>
              <TextField select size="small" label="Signer" value={chosenSigner} onChange={(e) => setAddUser(Number(e.target.value))} disabled={!draft.signers.length || busy !== null}>
                {draft.signers.map((s) => (
                  <MenuItem key={s.key} value={s.user_id}>
                    {s.full_name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label="Kind" value={addKind} onChange={(e) => setAddKind(e.target.value as SignatureFieldKind)} disabled={busy !== null}>
                {(Object.keys(SIGNATURE_FIELD_KINDS) as SignatureFieldKind[]).map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {SIGNATURE_FIELD_KINDS[kind]}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant={isPlacing ? 'contained' : 'outlined'} aria-pressed={isPlacing} onClick={() => setPlacing((p) => !p)} disabled={chosenSigner === '' || isFull || busy !== null}>
                {isPlacing ? 'Cancel placing' : 'Place on a page'}
              </Button>
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                <TextField select size="small" label="Page" value={Math.min(addPage, pageCount)} onChange={(e) => setAddPage(Number(e.target.value))} sx={{ width: 96 }}>
                  {Array.from({ length: pageCount }, (_, i) => (
                    <MenuItem key={i + 1} value={i + 1}>
                      {i + 1}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  onClick={() => {
                    const page = Math.min(addPage, pageCount);
                    const size = round.page_sizes[page - 1];
                    if (size) addNode({ x: size.width / 2, y: size.height / 2 }, { pageNumber: page, ...size });
                  }}
                  disabled={chosenSigner === '' || isFull || busy !== null}
                >
                  Add to the middle of the page
                </Button>
              </Stack>
              {isFull ? (
                <Typography variant="caption" color="text.secondary">
                  At most {CONTRACT_NODES_MAX} fields.
                </Typography>
              ) : null}
            </Stack>
          </Paper>
          {selected ? (
            <Paper variant="outlined" component="section" aria-labelledby="contract-selected-field-heading" sx={{ p: 2 }}>
              <Typography variant="h3" component="h2" id="contract-selected-field-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
                Selected field
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                Page {selected.page}, {Math.round(selected.x)} × {Math.round(selected.y)} pt from the top left, {Math.round(selected.width)} × {Math.round(selected.height)} pt. Arrows move it by 1 pt (Shift: 10 pt), arrows on its corner resize it, Delete removes it.
              </Typography>
              <Stack spacing={1.5}>
                <TextField select size="small" label="Field signer" value={selected.user_id} onChange={(e) => changeNode(selected.key, { user_id: Number(e.target.value) })} disabled={busy !== null}>
                  {draft.signers.map((s) => (
                    <MenuItem key={s.key} value={s.user_id}>
                      {s.full_name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select size="small" label="Field kind" value={selected.kind} onChange={(e) => changeNode(selected.key, { kind: e.target.value as SignatureFieldKind })} disabled={busy !== null}>
                  {(Object.keys(SIGNATURE_FIELD_KINDS) as SignatureFieldKind[]).map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {SIGNATURE_FIELD_KINDS[kind]}
                    </MenuItem>
                  ))}
                </TextField>
                <Button color="error" variant="outlined" onClick={() => removeNode(selected.key)} disabled={busy !== null}>
                  Remove field
                </Button>
              </Stack>
            </Paper>
          ) : null}
          <ContractPrepareSigners
            draft={draft}
            onChange={update}
            problems={problems}
            options={options}
            sideNames={{ external: details.task.vendor_company_name, internal: details.task.company_name }}
            disabled={busy !== null}
          />
        </Stack>
      </Box>
    </Box>
  );
}
