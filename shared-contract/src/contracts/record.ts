// Contracts (issue 16): the words of the executed contract's record (the seal job's notification
// and mail, the record export's cover and its audit JSON), kept apart from rules.ts so each message
// exists once for the API and the screens.
export const CONTRACT_RECORD_MESSAGES = {
  executedTitle: 'Contract executed: the signed PDF is ready',
  executedMailIntro: 'Every party has signed. The executed contract (signatures, certificate of completion, digital seal) is ready.',
  executedCopyIntro: 'You were named to receive a copy of this executed contract.',
  sealFailedTitle: 'The signed contract could not be sealed: contact support',
  executedFingerprint: (sha256: string) => `Its SHA-256 fingerprint: ${sha256}`,
  certificateHeading: 'Contract record',
  certificateNote: 'The audit trail is append-only and hash-chained: audit-trail.json in this record says how to check it.',
  /** The record's cover page. */
  cover: {
    contract: 'Contract',
    taskNumber: 'Task number',
    roundDocument: (round: number, status: string) => `Round ${round} document SHA-256 (${status})`,
    executed: 'Executed PDF SHA-256',
    sealedAt: 'Sealed at',
    chain: 'Audit chain',
    chainValid: 'Every hash checks out',
    chainBroken: 'Broken: an event was changed after it was written',
  },
  sealReason: 'Executed contract: signed by every party, sealed against change',
  /** How to check the chain, as audit-trail.json states it. */
  chainRule:
    "Each event's hash is the SHA-256 (hex) of: the previous event's hash (the empty string for the first event), a line feed, then the canonical JSON of the event's `event` object (object keys sorted at every level, members whose value is undefined left out, no whitespace). Each event's prev_hash is the hash of the event before it.",
} as const;
