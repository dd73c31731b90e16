// The forms a vendor fills on a task: a certificate of insurance's fields (what a general contractor
// checks: insurer, policies, coverage types and limits, additional insured, effective and expiry
// dates) and the SF 1413 (subcontract number, amount, the subcontractor's certification).
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { s, type Infer } from '../schema';
import { rules, yup } from '../validation';

export const COI_COVERAGE_TYPES = {
  general_liability: 'General Liability',
  auto_liability: 'Automobile Liability',
  umbrella: 'Umbrella / Excess Liability',
  workers_compensation: "Workers' Compensation",
  professional_liability: 'Professional Liability',
} as const;
export type CoiCoverageType = keyof typeof COI_COVERAGE_TYPES;
export const COI_TEXT_MAX = 255;
/** A coverage limit in dollars (numeric(14, 2) range). */
export const COI_LIMIT_MAX = 999_999_999_999;
/** The expiry cycle (issue 15): reminders this many days before a certificate expires. */
export const COI_EXPIRY_REMINDER_DAYS = [30, 14, 7] as const;

export const COI_MESSAGES = {
  expiryBeforeEffective: 'The expiry date must be after the effective date.',
  duplicateCoverage: 'Each coverage type can be listed once.',
  belowMinimum: (coverage: string, min: string) => `${coverage} limit is below the required ${min}.`,
  coverageMissing: (coverage: string) => `${coverage} coverage is required.`,
  additionalInsuredMissing: 'The general contractor must be named as additional insured.',
  expired: 'The certificate has already expired.',
  expiringTitle: (days: number) => `A certificate of insurance expires in ${days} days`,
  lapsedTitle: 'A certificate of insurance has lapsed',
  lapsedWarning: 'Certificate of insurance lapsed: work is blocked until a valid one is approved.',
  /** The warning chip of a blocked scope's row and of the vendor's network row. */
  lapsedChip: 'COI lapsed',
} as const;

export const coiCoverageSchema = yup.object({
  type: yup.string<CoiCoverageType>().required(M.required).oneOf(Object.keys(COI_COVERAGE_TYPES) as CoiCoverageType[], selected('coverage type')),
  policy_number: rules.requiredString().max(COI_TEXT_MAX, M.strMax(COI_TEXT_MAX)),
  limit: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(M.number)
    .required(M.required)
    .min(1, M.numMin(1))
    .max(COI_LIMIT_MAX, M.numMax(COI_LIMIT_MAX)),
});

/** A COI submission's insurance fields (sent with the files; JSON in the multipart field `insurance`). */
export const coiFieldsSchema = yup.object({
  insurer: rules.requiredString().max(COI_TEXT_MAX, M.strMax(COI_TEXT_MAX)),
  coverages: yup
    .array()
    .typeError(M.required)
    .of(coiCoverageSchema.required())
    .required(M.required)
    .min(1, M.required)
    .max(Object.keys(COI_COVERAGE_TYPES).length, M.numMax(Object.keys(COI_COVERAGE_TYPES).length))
    .test('unique', COI_MESSAGES.duplicateCoverage, (list) => !list || new Set(list.map((c) => c?.type)).size === list.length),
  additional_insured: yup.boolean().typeError(selected('value')).required(M.required),
  effective_date: rules.date().required(M.required),
  expiry_date: rules
    .date()
    .required(M.required)
    .test('after', COI_MESSAGES.expiryBeforeEffective, function (value) {
      const effective = this.parent?.effective_date as string | undefined;
      return !value || !effective || value > effective;
    }),
});
export type CoiFields = yup.InferType<typeof coiFieldsSchema>;

export const coiFieldsShape = s.object({
  insurer: s.string(),
  coverages: s.array(s.object({ type: s.enum(Object.keys(COI_COVERAGE_TYPES) as CoiCoverageType[]), policy_number: s.string(), limit: s.number() })),
  additional_insured: s.boolean(),
  effective_date: s.date(),
  expiry_date: s.date(),
});

/** What a COI requirement asks for (requirement templates): minimum limits per coverage and additional insured. */
export type CoiRequirement = { coverage_minimums: Array<{ type: string; min_limit: number }>; additional_insured_required: boolean };

/** The problems of a certificate against a requirement (empty when it satisfies it); `today` is YYYY-MM-DD. */
export function checkCoiAgainstRequirement(coi: CoiFields, requirement: CoiRequirement | null, today: string): string[] {
  const problems: string[] = [];
  if (coi.expiry_date <= today) problems.push(COI_MESSAGES.expired);
  if (!requirement) return problems;
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  for (const { type, min_limit } of requirement.coverage_minimums) {
    const label = COI_COVERAGE_TYPES[type as CoiCoverageType] ?? type;
    const coverage = coi.coverages.find((c) => c.type === type);
    if (!coverage) problems.push(COI_MESSAGES.coverageMissing(label));
    else if (coverage.limit < min_limit) problems.push(COI_MESSAGES.belowMinimum(label, money(min_limit)));
  }
  if (requirement.additional_insured_required && !coi.additional_insured) problems.push(COI_MESSAGES.additionalInsuredMissing);
  return problems;
}

export const SF1413_CERTIFICATION =
  'The subcontractor certifies that it will comply with the labor standards clauses of the prime contract and the applicable clauses of the Federal Acquisition Regulation incorporated in the subcontract.';
/** The SF 1413 form the vendor fills (kept in the task's form values). */
export const sf1413FormSchema = yup.object({
  subcontract_number: rules.requiredString().max(64, M.strMax(64)),
  subcontract_amount: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(M.number)
    .required(M.required)
    .min(0.01, M.numMin(0.01))
    .max(COI_LIMIT_MAX, M.numMax(COI_LIMIT_MAX)),
  subcontractor_name: rules.requiredString().max(COI_TEXT_MAX, M.strMax(COI_TEXT_MAX)),
  subcontractor_address: rules.requiredString().max(COI_TEXT_MAX, M.strMax(COI_TEXT_MAX)),
  work_description: rules.requiredString().max(2000, M.strMax(2000)),
  certified: yup.boolean().typeError(M.required).required(M.required).oneOf([true], M.required),
});
export type Sf1413Form = yup.InferType<typeof sf1413FormSchema>;
export type CoiFieldsShape = Infer<typeof coiFieldsShape>;
