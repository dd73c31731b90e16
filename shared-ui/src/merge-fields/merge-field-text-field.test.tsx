import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MergeFieldOption } from 'shared-contract';
import { renderUi } from '../testing/render';
import { MergeFieldTextField } from './merge-field-text-field';
import { filterMergeFieldOptions, findMergeFieldQuery, insertMergeField } from './merge-field-query';

const OPTIONS: MergeFieldOption[] = [
  { name: 'company.name', type: 'text', description: 'Your company name', is_system: true },
  { name: 'project.name', type: 'text', description: 'The project name', is_system: true },
  { name: 'scope.amount', type: 'currency', description: 'The scope amount', is_system: true },
  { name: 'insurance.min_coverage', type: 'currency', description: 'Minimum liability coverage', is_system: false },
];

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MergeFieldTextField label="Subject" value={value} onValueChange={setValue} options={OPTIONS} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('merge field query', () => {
  test('finds the query after an opening double brace only', () => {
    expect(findMergeFieldQuery('Hi {{proj', 9)).toEqual({ query: 'proj', start: 3 });
    expect(findMergeFieldQuery('Hi {{', 5)).toEqual({ query: '', start: 3 });
    expect(findMergeFieldQuery('Hi {{a b', 8)).toBeNull();
    expect(findMergeFieldQuery('Hi {{done}} x', 13)).toBeNull();
    expect(findMergeFieldQuery('{ {x', 4)).toBeNull();
  });

  test('orders prefix matches first and searches descriptions', () => {
    expect(filterMergeFieldOptions(OPTIONS, 'name').map((o) => o.name)).toEqual(['company.name', 'project.name']);
    expect(filterMergeFieldOptions(OPTIONS, 'sc').map((o) => o.name)).toEqual(['scope.amount']);
    expect(filterMergeFieldOptions(OPTIONS, 'liability').map((o) => o.name)).toEqual(['insurance.min_coverage']);
    expect(filterMergeFieldOptions(OPTIONS, '', 2)).toHaveLength(2);
  });

  test('inserts the field and keeps a closing brace typed already', () => {
    expect(insertMergeField('Hi {{pro and', { query: 'pro', start: 3 }, 8, 'project.name')).toEqual({ text: 'Hi {{project.name}} and', caret: 19 });
    expect(insertMergeField('Hi {{pro}}!', { query: 'pro', start: 3 }, 8, 'project.name')).toEqual({ text: 'Hi {{project.name}}!', caret: 19 });
  });
});

describe('MergeFieldTextField', () => {
  test('typing {{ offers the fields; a click inserts one', async () => {
    const { user } = renderUi(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'Subject' });
    await user.type(input, 'Award for {{{{');
    expect(await screen.findByRole('listbox', { name: 'Merge fields' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.type(input, 'proj');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('{{project.name}}')]);
    await user.click(screen.getByRole('option', { name: /project\.name/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('Award for {{project.name}}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  test('arrows and Enter pick from the keyboard; Escape closes', async () => {
    const { user } = renderUi(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'Subject' });
    await user.type(input, '{{{{name');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('{{project.name}}');
    // The field puts the caret after the inserted name on the next frame, as a browser paints it.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await user.type(input, ' {{{{', { skipClick: true });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('value')).toHaveTextContent('{{project.name}} {{');
  });
});
