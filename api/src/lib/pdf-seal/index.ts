// Sealing executed contracts (DOMAIN.md 5): the sealing identity, signatures stamped into their
// nodes, the certificate page, the PDF digital signature and its verification, and the audit
// trail's hash chain.
export { loadSealingIdentity, generateSealingP12, readP12, certificateFingerprint, SEALING_COMMON_NAME, SEALING_IDENTITY_FILE, SEALING_KEY_BITS, SEALING_CERTIFICATE_YEARS, type SealingConfig, type SealingIdentity } from './identity';
export { stampSignatures, appendCertificatePage, createCoverPage, type CoverInput, type SignatureNode, type SignatureNodeValue, type CertificateEvent, type CertificateInput } from './stamp';
export { sealPdf, verifySealedPdf, sha256Hex, readSealedDocumentSha256, SEALED_DOCUMENT_INFO_KEY, SEAL_SUBFILTER, SEAL_SIGNATURE_LENGTH, type SealOptions, type SealVerification } from './seal';
export { chainAuditEvent, verifyAuditChain, canonicalJson, type ChainedAuditEvent, type AuditChainCheck } from './chain';
