import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import { MultiSelectField } from './multi-select-field';
import type { SelectOption } from './select-field';

const options: SelectOption[] = [
  { value: 1, label: 'Design' },
  { value: 2, label: 'Build' },
  { value: 3, label: 'Closeout' },
];

function Controlled({ opts = options, onChange = jest.fn() }) {
  const [value, setValue] = useState<(string | number)[]>([]);
  return (
    <MultiSelectField
      label="Stage"
      options={opts}
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('MultiSelectField', () => {
  it("opens on 'Item not found' when there is nothing to choose", async () => {
    const { user } = renderUi(<Controlled opts={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    expect(await screen.findByRole('option', { name: UI_TEXT.itemNotFound })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the single label, then 'Selected N items' when more than one is chosen", async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Stage' });
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'Build' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    expect(field).toHaveTextContent('Build');
    await user.click(screen.getByRole('option', { name: 'Design' }));
    // Values come back as the options' own values, in option order.
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    expect(field).toHaveTextContent(UI_TEXT.selectedItems(2));
  });

  it('selects and deselects all', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(screen.getByRole('option', { name: UI_TEXT.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    // The open menu hides the rest of the page from the accessibility tree.
    expect(screen.getByRole('combobox', { name: 'Stage', hidden: true })).toHaveTextContent(UI_TEXT.selectedItems(3));
    await user.click(screen.getByRole('option', { name: UI_TEXT.deselectAll }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers no Select All / Deselect All with a single option', async () => {
    const { user } = renderUi(<Controlled opts={[{ value: 'x', label: 'Only' }]} />);
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).queryByText(UI_TEXT.selectAll)).not.toBeInTheDocument();
  });
});
