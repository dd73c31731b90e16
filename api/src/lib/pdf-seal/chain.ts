// The append-only audit trail's hash chain (DOMAIN.md 5): each event's hash is SHA-256 over the
// previous event's hash and the event's canonical JSON (keys sorted at every level, undefined
// left out), so changing, removing or reordering any event breaks every hash after it.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level; undefined members are left out as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const json = JSON.stringify(value);
    return json === undefined ? 'null' : json;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined && typeof item !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** The hash of event chained after previousHash (null for the first event), hex. */
export function chainAuditEvent(previousHash: string | null, event: object): string {
  return createHash('sha256')
    .update(previousHash ?? '')
    .update('\n')
    .update(canonicalJson(event))
    .digest('hex');
}

export type ChainedAuditEvent = { event: object; hash: string };
export type AuditChainCheck = { valid: boolean; /** Index of the first event whose hash does not match, or null. */ brokenAt: number | null };

/** Recomputes the chain from the first event; the first mismatch and every event after it are untrusted. */
export function verifyAuditChain(events: ChainedAuditEvent[]): AuditChainCheck {
  let previous: string | null = null;
  for (const [index, entry] of events.entries()) {
    const expected = chainAuditEvent(previous, entry.event);
    if (expected !== entry.hash) return { valid: false, brokenAt: index };
    previous = entry.hash;
  }
  return { valid: true, brokenAt: null };
}
