import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../testing/render';
import { DateField, DateRangeField, parseDateValue, type DateRange } from './date-field';

function hiddenInput(container: HTMLElement, name: string) {
  return container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
}

describe('DateField', () => {
  it('shows a stored YYYY-MM-DD as MM/DD/YYYY and emits YYYY-MM-DD', () => {
    const onChange = jest.fn();
    const { container } = renderUi(<DateField label="Start" name="start" value="2026-03-09" onChange={onChange} />);
    expect(hiddenInput(container, 'start').value).toBe('03/09/2026');
    fireEvent.change(hiddenInput(container, 'start'), { target: { value: '04/15/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-04-15');
  });

  it('opens a calendar whose week starts on Monday', async () => {
    const { user } = renderUi(<DateField label="Start" value="2026-03-09" onChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', expect.stringMatching(/^Monday$/i));
    expect(headers[6]).toHaveAttribute('aria-label', expect.stringMatching(/^Sunday$/i));
  });

  it('clears to null with the clear control', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<DateField label="Start" value="2026-03-09" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /clear/i }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('DateRangeField', () => {
  function Range({ initial }: { initial: DateRange }) {
    const [value, setValue] = useState(initial);
    return <DateRangeField label="Created" fromName="from" toName="to" value={value} onChange={setValue} />;
  }

  it('disables days after the to-date in the from calendar and before the from-date in the to calendar', async () => {
    const { user } = renderUi(<Range initial={{ from: '2026-03-10', to: '2026-03-20' }} />);
    const [openFrom, openTo] = screen.getAllByRole('button', { name: /choose date/i });
    await user.click(openFrom);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: '21' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '19' })).not.toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(openTo);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: '11' })).not.toBeDisabled();
  });
});

describe('parseDateValue', () => {
  it('reads storage dates and rejects garbage', () => {
    expect(parseDateValue('2026-01-31')?.format('MM/DD/YYYY')).toBe('01/31/2026');
    expect(parseDateValue('')).toBeNull();
    expect(parseDateValue('not a date')).toBeNull();
  });
});
