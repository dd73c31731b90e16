import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { VALIDATION_MESSAGES } from 'shared-contract';
import { SearchBox } from './search-box';
import { SelectField } from './select-field';
import { MultiSelectField } from './multi-select-field';
import { DateField, DateRangeField, type DateRange } from './date-field';
import { NumbersOnlyInput } from './numbers-only-input';
import { NumericRangeField, type NumericRange } from './numeric-range-field';
import { FormTextField } from './form-text-field';

const options = [
  { value: 'general_contractor', label: 'General contractor' },
  { value: 'sub_contractor', label: 'Sub contractor' },
  { value: 'owner', label: 'Owner' },
];

const meta: Meta = { title: 'Forms/Fields' };
export default meta;

function SearchDemo() {
  const [text, setText] = useState('');
  return (
    <Stack spacing={1}>
      <SearchBox onSearch={setText} debounceMs={500} />
      <Typography variant="caption">{`Emitted: ${text}`}</Typography>
    </Stack>
  );
}
export const Search: StoryObj = { render: () => <SearchDemo /> };

function SelectDemo() {
  const [value, setValue] = useState<string | number | null>(null);
  const [many, setMany] = useState<(string | number)[]>([]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <SelectField label="Company type" options={options} value={value} onChange={setValue} />
      <MultiSelectField label="Stage" options={options} value={many} onChange={setMany} />
      {/* Nothing to choose: the menu reads 'Item not found', like a search without a match. */}
      <MultiSelectField label="Empty list" options={[]} value={[]} onChange={() => undefined} />
    </Stack>
  );
}
export const Selects: StoryObj = { render: () => <SelectDemo /> };

function DateDemo() {
  const [date, setDate] = useState<string | null>('2026-03-09');
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <DateField label="Start date" value={date} onChange={setDate} />
      <DateRangeField label="Creation date" value={range} onChange={setRange} />
      <Typography variant="caption">{JSON.stringify({ date, range })}</Typography>
    </Stack>
  );
}
export const Dates: StoryObj = { render: () => <DateDemo /> };

function NumberDemo() {
  const [value, setValue] = useState('');
  const [range, setRange] = useState<NumericRange>({ min: '', max: '' });
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <NumbersOnlyInput label="Zip" value={value} onChange={setValue} />
      <NumericRangeField label="Users" value={range} onChange={setRange} />
    </Stack>
  );
}
export const Numbers: StoryObj = { render: () => <NumberDemo /> };

export const FormikTextField: StoryObj = {
  render: () => (
    <Formik initialValues={{ email: '' }} validate={(v) => (v.email ? {} : { email: VALIDATION_MESSAGES.required })} onSubmit={() => undefined}>
      <Form>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <FormTextField name="email" label="Email" />
          <Button type="submit" variant="contained">
            Submit
          </Button>
        </Stack>
      </Form>
    </Formik>
  ),
};
