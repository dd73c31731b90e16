// Texts of the template body's atoms, kept apart from the Tiptap extensions so the read-only view
// draws them without loading the editor.
import { SIGNATURE_FIELD_KINDS, SIGNER_ROLES, type SignatureFieldKind, type SignerRole } from 'shared-contract';

export type SignatureFieldAttrs = { role: SignerRole; kind: SignatureFieldKind; label: string | null };

/** The chip text of a signature field: "External signer — Signature", then its label. */
export function signatureFieldText({ role, kind, label }: Partial<SignatureFieldAttrs>): string {
  const roleText = role && role in SIGNER_ROLES ? SIGNER_ROLES[role] : SIGNER_ROLES.external;
  const kindText = kind && kind in SIGNATURE_FIELD_KINDS ? SIGNATURE_FIELD_KINDS[kind] : SIGNATURE_FIELD_KINDS.signature;
  return `${roleText} — ${kindText}${label ? `: ${label}` : ''}`;
}
