import { screen } from '@testing-library/react';
import { useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import { SelectField, type SelectOption } from './select-field';

const options: SelectOption[] = [
  { value: 'general_contractor', label: 'General contractor' },
  { value: 'sub_contractor', label: 'Sub contractor' },
];

function Controlled({ initial = null as string | number | null, onChange = jest.fn() }) {
  const [value, setValue] = useState<string | number | null>(initial);
  return (
    <SelectField
      label="Company type"
      options={options}
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('SelectField', () => {
  it('filters options by typed text and picks one', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Company type' }), 'sub');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Sub contractor' }));
    expect(onChange).toHaveBeenCalledWith('sub_contractor');
    expect(screen.getByRole('combobox')).toHaveValue('Sub contractor');
  });

  it("shows 'Item not found' when nothing matches", async () => {
    const { user } = renderUi(<Controlled />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText(UI_TEXT.itemNotFound)).toBeInTheDocument();
  });

  it('clears with the clear control', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<Controlled initial="general_contractor" onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    // The control shows on hover, which jsdom does not apply to CSS.
    await user.click(screen.getByTitle('Clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});
