// The placement screen's working copy of a round's set-up (signers in steps, placed nodes, copy
// recipients) and what it sends (PUT contracts/:id/signing-setup): kept apart from the screen so a
// failed save loses nothing and the server's field keys (nodes.3.page) find their node again.
import {
  CONTRACT_NODE_DEFAULT_SIZE,
  CONTRACT_NODE_SIZE,
  SIGNATURE_FIELD_KINDS,
  collectErrors,
  contractSigningSetupSchema,
  currentSigningStep,
  type ContractRound,
  type ContractSigningSetupInput,
  type SignatureFieldKind,
  type SignerRole,
} from 'shared-contract';
import { clampNodeRect, type NodeRect } from 'shared-ui';

export type DraftSigner = { key: string; user_id: number; full_name: string; email: string; side: SignerRole; step: number };
export type DraftNode = NodeRect & { key: string; user_id: number; kind: SignatureFieldKind; page: number };
export type DraftRecipient = { key: string; name: string; email: string };
export type SetupDraft = { signers: DraftSigner[]; nodes: DraftNode[]; copy_recipients: DraftRecipient[] };

/** Problems of a set-up, where they are shown: at a node, a signer, a copy recipient's field, or above all. */
export type SetupProblems = {
  nodes: Record<string, string>;
  signers: Record<string, string>;
  /** `${recipientKey}.name` / `${recipientKey}.email`. */
  recipients: Record<string, string>;
  general: string[];
};
export const NO_PROBLEMS: SetupProblems = { nodes: {}, signers: {}, recipients: {}, general: [] };
export const hasProblems = (p: SetupProblems) => p.general.length > 0 || [p.nodes, p.signers, p.recipients].some((m) => Object.keys(m).length > 0);

/** The external side signs first, then the internal side (DOMAIN.md 4). */
export const SIDE_ORDER: readonly SignerRole[] = ['external', 'internal'];

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}-new-${++nextKey}`;

export function draftOf(round: ContractRound): SetupDraft {
  return {
    signers: round.signers.map((s) => ({ key: `s${s.id}`, user_id: s.user_id, full_name: s.full_name, email: s.email, side: s.side, step: s.step })),
    nodes: round.nodes.map((n) => ({ key: `n${n.id}`, user_id: n.user_id, kind: n.kind, page: n.page, x: n.x, y: n.y, width: n.width, height: n.height })),
    copy_recipients: round.copy_recipients.map((r, i) => ({ key: `r${i}`, name: r.name, email: r.email })),
  };
}

/** What PUT signing-setup gets: the signers by side and step, the nodes, the recipients as typed (trimmed). */
export function inputOf(draft: SetupDraft): ContractSigningSetupInput {
  return {
    signers: draft.signers.map((s) => ({ user_id: s.user_id, side: s.side, step: s.step })),
    nodes: draft.nodes.map((n) => ({ user_id: n.user_id, kind: n.kind, page: n.page, x: n.x, y: n.y, width: n.width, height: n.height })),
    copy_recipients: draft.copy_recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim() })),
  };
}

/** Same set-up (what would be saved), whatever the keys. */
export const isSameSetup = (a: SetupDraft, b: SetupDraft) => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

/**
 * Places the server's (or the shared schema's) messages: `nodes.3.page` at the draft's 4th node,
 * `signers.1.user_id` at its 2nd signer, `copy_recipients.0.email` at that field; `nodes`, `signers`
 * and anything else above all. Keys may come dotted or with brackets (yup's nodes[3].page).
 */
export function placeProblems(draft: SetupDraft, errors: Record<string, string | string[]>): SetupProblems {
  const problems: SetupProblems = { nodes: {}, signers: {}, recipients: {}, general: [] };
  const addGeneral = (message: string) => {
    if (!problems.general.includes(message)) problems.general.push(message);
  };
  for (const [rawKey, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (!message) continue;
    const key = rawKey.replace(/\[(\d+)\]/g, '.$1');
    const [list, index, field] = key.split('.');
    const at = Number(index);
    if (list === 'nodes' && draft.nodes[at]) problems.nodes[draft.nodes[at].key] ??= message;
    else if (list === 'signers' && draft.signers[at]) problems.signers[draft.signers[at].key] ??= message;
    else if (list === 'copy_recipients' && draft.copy_recipients[at] && field) problems.recipients[`${draft.copy_recipients[at].key}.${field}`] ??= message;
    else addGeneral(message);
  }
  return problems;
}

/** The shared rule (contractSigningSetupSchema) on the draft, before anything is sent. */
export async function checkDraft(draft: SetupDraft): Promise<SetupProblems> {
  const errors = await collectErrors(contractSigningSetupSchema, inputOf(draft));
  return errors ? placeProblems(draft, errors) : NO_PROBLEMS;
}

/** A new node of `kind` centred on a point of the page, at the kind's default size, inside the page. */
export function nodeAt(point: { x: number; y: number }, page: { pageNumber: number; width: number; height: number }, userId: number, kind: SignatureFieldKind): DraftNode {
  const { width, height } = CONTRACT_NODE_DEFAULT_SIZE[kind];
  const rect = clampNodeRect({ x: point.x - width / 2, y: point.y - height / 2, width, height }, page.width, page.height, CONTRACT_NODE_SIZE);
  return { key: newKey('n'), user_id: userId, kind, page: page.pageNumber, ...rect };
}

/** Colours per signer, by their place in the list (at most CONTRACT_SIGNERS_MAX); red is kept for problems. */
const SIGNER_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#4e342e', '#37474f', '#827717', '#283593'];
export const signerColour = (draft: SetupDraft, userId: number) => {
  const index = draft.signers.findIndex((s) => s.user_id === userId);
  return index === -1 ? '#757575' : SIGNER_COLOURS[index % SIGNER_COLOURS.length];
};

export const nodeLabel = (draft: SetupDraft, node: Pick<DraftNode, 'user_id' | 'kind'>) =>
  `${draft.signers.find((s) => s.user_id === node.user_id)?.full_name ?? 'No signer'} · ${SIGNATURE_FIELD_KINDS[node.kind]}`;

/** The signers asked first when the round is sent (the shared signing order on the unsigned set-up). */
export const firstSigners = (draft: SetupDraft): DraftSigner[] => currentSigningStep(draft.signers.map((s) => ({ ...s, status: 'waiting' })));
