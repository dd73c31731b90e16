// Names the contracts module's parts share: the sealing job's kind and where a round's PDFs are stored.
export const CONTRACT_SEAL_JOB = 'contract-seal';
/** The frozen document the signers sign. */
export const contractDocumentKey = (taskId: number, roundId: number) => `contracts/${taskId}/${roundId}/document.pdf`;
/** The executed PDF: signatures stamped, certificate page, PDF signature. */
export const contractExecutedKey = (taskId: number, roundId: number) => `contracts/${taskId}/${roundId}/executed.pdf`;
