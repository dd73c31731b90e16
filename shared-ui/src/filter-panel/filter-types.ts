import type { SelectOption } from '../fields/select-field';

export type FilterScalar = string | number;
/** What a filter form holds: text, a choice, several choices, or a date (YYYY-MM-DD string, Date or dayjs). */
export type FilterValue = FilterScalar | FilterScalar[] | null | undefined | Date | { format: (f: string) => string; isValid: () => boolean };
export type FilterValues = Record<string, FilterValue>;
/** What a list call receives: no empty values, dates as YYYY-MM-DD. */
export type FilterQuery = Record<string, FilterScalar | FilterScalar[]>;

type BaseFilterField = {
  name: string;
  label: string;
  /** The field's badge cannot be removed (e.g. the task board's due_in). */
  badgeDisabled?: boolean;
};

export type FilterFieldDef =
  | (BaseFilterField & { type: 'text'; placeholder?: string })
  | (BaseFilterField & { type: 'select'; options: readonly SelectOption[] })
  | (BaseFilterField & { type: 'multiselect'; options: readonly SelectOption[] })
  | (BaseFilterField & { type: 'dateRange'; fromName: string; toName: string })
  | (BaseFilterField & { type: 'numericRange'; minName: string; maxName: string });

export type FilterBadge = { key: string; label: string; disabled?: boolean };
