// The vendor's and the reviewer's task actions (issue 15, DOMAIN.md 4): what the submission,
// approval, rejection, acknowledgement and SF 1413 endpoints answer beyond TASK_MESSAGES.
import { TASK_MAX_FILES } from './rules';

export const TASK_ACTION_MESSAGES = {
  /** A submission without any file (on the files field). */
  filesRequired: 'Choose at least one file to upload.',
  tooManyFiles: `No more than ${TASK_MAX_FILES} files can be uploaded at once.`,
  /** The COI's `insurance` multipart field is not a JSON object. */
  insuranceUnreadable: 'Fill in the insurance details of the certificate.',
  /** Approving a COI that fails its requirement without `override: true` (422, the problems on `insurance`). */
  coiRequirementNotMet: 'The certificate does not meet the insurance requirements. Review the problems, then approve anyway or reject it.',
  /** An expired certificate is never approved, override or not. */
  coiExpired: 'An expired certificate can not be approved: reject it and ask for a current one.',
} as const;

/** The multipart field a COI's insurance fields travel in (JSON), and the files field. */
export const TASK_SUBMISSION_FIELDS = { files: 'files', insurance: 'insurance' } as const;
