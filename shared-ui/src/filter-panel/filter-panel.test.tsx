import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import { FILTER_PANEL_MAX_WIDTH, FilterPanel, dispatchClearFilter, placeFilterPanel } from './filter-panel';
import type { FilterFieldDef, FilterQuery, FilterValues } from './filter-types';

const fields: FilterFieldDef[] = [
  { type: 'text', name: 'company_name', label: 'Company name' },
  { type: 'text', name: 'owner_name', label: 'Owner name' },
  { type: 'select', name: 'priority', label: 'Priority', options: [{ value: 'high', label: 'High' }, { value: 'low', label: 'Low' }] },
  {
    type: 'multiselect',
    name: 'status',
    label: 'Status',
    options: [
      { value: 'draft', label: 'Draft' },
      { value: 'sent', label: 'Sent' },
    ],
  },
  { type: 'dateRange', name: 'creation_date', label: 'Creation date', fromName: 'creation_date_from', toName: 'creation_date_to' },
  { type: 'numericRange', name: 'users_count', label: 'Users', minName: 'users_count_from', maxName: 'users_count_to' },
];

const initialValues: FilterValues = {};

function setup(props: Partial<{ values: FilterValues; initialValues: FilterValues; fields: FilterFieldDef[] }> = {}) {
  const onSearch = jest.fn<void, [FilterQuery]>();
  const onReset = jest.fn();
  const view = renderUi(
    <div>
      <p>Outside</p>
      <FilterPanel fields={props.fields ?? fields} initialValues={props.initialValues ?? initialValues} values={props.values} onSearch={onSearch} onReset={onReset} />
    </div>,
  );
  const toggle = () => screen.getByRole('button', { name: /Filters/ });
  const panel = () => screen.queryByRole('region', { name: 'Filters' });
  return { ...view, onSearch, onReset, toggle, panel };
}

describe('FilterPanel', () => {
  it('starts closed; the toggle opens and closes it', async () => {
    const { user, toggle, panel } = setup();
    expect(panel()).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(panel()).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle());
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on a click outside, but not on a click inside', async () => {
    const { user, toggle, panel } = setup();
    await user.click(toggle());
    await user.click(screen.getByLabelText('Company name'));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(panel()).not.toBeInTheDocument();
  });

  it("stays open when a select's clear control or a date clear control is clicked", async () => {
    const { user, toggle, panel } = setup({ values: { priority: 'high', creation_date_from: '2026-01-05' } });
    await user.click(toggle());
    const region = panel()!;
    await user.click(within(region).getByRole('combobox', { name: 'Priority' }));
    await user.click(region.querySelector('.MuiAutocomplete-clearIndicator') as HTMLElement);
    expect(panel()).toBeInTheDocument();
    expect(within(region).getByRole('combobox', { name: 'Priority' })).toHaveValue('');
    // The date clear control shows on hover; it is the one marked data-date-clear.
    const dateClear = region.querySelector('[data-date-clear]') as HTMLElement;
    expect(region.querySelector('input[name="creation_date_from"]')).toHaveValue('01/05/2026');
    await user.click(dateClear);
    expect(panel()).toBeInTheDocument();
    expect(region.querySelector('input[name="creation_date_from"]')).toHaveValue('');
  });

  it('keeps Search and Reset disabled while the form equals its initial values', async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    const search = screen.getByRole('button', { name: UI_TEXT.search });
    const reset = screen.getByRole('button', { name: UI_TEXT.reset });
    expect(search).toBeDisabled();
    expect(reset).toBeDisabled();
    await user.type(screen.getByLabelText('Company name'), 'North');
    expect(search).toBeEnabled();
    expect(reset).toBeEnabled();
    await user.clear(screen.getByLabelText('Company name'));
    expect(search).toBeDisabled();
  });

  it('searches with empty values dropped, then closes and shows badges', async () => {
    const { user, toggle, panel, onSearch } = setup();
    await user.click(toggle());
    await user.type(screen.getByLabelText('Company name'), 'North');
    await user.type(screen.getByLabelText('Users Min'), '3');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Sent' }));
    await user.keyboard('{Escape}');
    fireEvent.change(document.querySelector('input[name="creation_date_from"]')!, { target: { value: '02/01/2026' } });
    await user.click(screen.getByRole('button', { name: UI_TEXT.search }));
    expect(onSearch).toHaveBeenCalledWith({ company_name: 'North', users_count_from: '3', status: ['sent'], creation_date_from: '2026-02-01' });
    expect(panel()).not.toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Applied filters' });
    // Three badges and the '+1 more' chip.
    expect(within(badges).getAllByRole('listitem')).toHaveLength(4);
    expect(badges).toHaveTextContent('Company name: North');
    expect(badges).toHaveTextContent('Status: Sent');
    expect(badges).toHaveTextContent('Creation date: from 02/01/2026');
    expect(badges).toHaveTextContent(UI_TEXT.moreBadges(1));
  });

  it('Reset restores the initial values, re-runs the search and closes', async () => {
    const { user, toggle, panel, onSearch, onReset } = setup({ initialValues: { priority: 'low' }, values: { priority: 'high', company_name: 'Ridge' } });
    await user.click(toggle());
    expect(screen.getByLabelText('Company name')).toHaveValue('Ridge');
    await user.click(screen.getByRole('button', { name: UI_TEXT.reset }));
    expect(onSearch).toHaveBeenCalledWith({ priority: 'low' });
    expect(onReset).toHaveBeenCalled();
    expect(panel()).not.toBeInTheDocument();
  });

  it('removing a badge resets only that filter and searches again', async () => {
    function Controlled() {
      const [values, setValues] = useState<FilterValues>({ company_name: 'North', users_count_from: '2', users_count_to: '9' });
      return <FilterPanel fields={fields} initialValues={{}} values={values} onSearch={(q) => { searched.push(q); setValues(q); }} />;
    }
    const searched: FilterQuery[] = [];
    const { user } = renderUi(<Controlled />);
    expect(screen.getByText('Users: 2 - 9')).toBeInTheDocument();
    await user.click(screen.getByRole('img', { name: 'Remove filter Users: 2 - 9' }));
    expect(searched).toEqual([{ company_name: 'North' }]);
    expect(screen.queryByText('Users: 2 - 9')).not.toBeInTheDocument();
    expect(screen.getByText('Company name: North')).toBeInTheDocument();
  });

  it('a badge with the disabled flag has no remove control', () => {
    renderUi(
      <FilterPanel
        fields={[{ type: 'select', name: 'due_in', label: 'Due in', badgeDisabled: true, options: [{ value: 'week', label: 'One week' }] }]}
        initialValues={{ due_in: 'week' }}
        onSearch={jest.fn()}
      />,
    );
    expect(screen.getByText('Due in: One week')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Remove filter/ })).not.toBeInTheDocument();
  });

  it('resets from outside on the clearGCFilter event', () => {
    const { onSearch, onReset } = setup({ values: { company_name: 'North' } });
    act(() => dispatchClearFilter());
    expect(onSearch).toHaveBeenCalledWith({});
    expect(onReset).toHaveBeenCalled();
    act(() => window.dispatchEvent(new CustomEvent('clearGCFilter')));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  describe('stays inside the viewport', () => {
    const originalWidth = window.innerWidth;
    let rectSpy: jest.SpyInstance | undefined;
    afterEach(() => {
      rectSpy?.mockRestore();
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
    });

    /** Puts the Filters button's row at `left` in a viewport `viewport` pixels wide. */
    function layOut(left: number, viewport: number) {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: viewport });
      rectSpy = jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ left, right: left + 100, top: 100, bottom: 136, width: 100, height: 36, x: left, y: 100, toJSON: () => ({}) } as DOMRect);
    }

    function edges(panel: HTMLElement, anchorLeft: number) {
      const left = anchorLeft + parseFloat(panel.style.left);
      return { left, right: left + parseFloat(panel.style.width), width: parseFloat(panel.style.width) };
    }

    it('shifts left at 1280 px when the Filters button sits right of the middle, keeping Search on screen', async () => {
      layOut(700, 1280);
      const { user, toggle, panel } = setup();
      await user.click(toggle());
      const box = edges(panel()!, 700);
      expect(box.width).toBe(FILTER_PANEL_MAX_WIDTH);
      expect(box.right).toBeLessThanOrEqual(1280 - 16);
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(within(panel()!).getByRole('button', { name: UI_TEXT.search })).toBeInTheDocument();
    });

    it('moves with the window: narrower and re-shifted after a resize', async () => {
      layOut(300, 1280);
      const { user, toggle, panel } = setup();
      await user.click(toggle());
      expect(edges(panel()!, 300)).toEqual({ left: 300, right: 300 + FILTER_PANEL_MAX_WIDTH, width: FILTER_PANEL_MAX_WIDTH });
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 700 });
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      const box = edges(panel()!, 300);
      expect(box.width).toBe(700 - 32);
      expect(box).toMatchObject({ left: 16, right: 700 - 16 });
    });

    it('spans a phone screen', async () => {
      layOut(120, 390);
      const { user, toggle, panel } = setup();
      await user.click(toggle());
      expect(edges(panel()!, 120)).toEqual({ left: 8, right: 382, width: 374 });
    });
  });

  it('placeFilterPanel keeps the left edge when there is room and never leaves the viewport', () => {
    expect(placeFilterPanel(40, 1440)).toEqual({ left: 0, width: 760 });
    expect(placeFilterPanel(900, 1280)).toEqual({ left: 1280 - 16 - 760 - 900, width: 760 });
    // A page that caps the panel at 720 px: it shifts by the width it really has.
    expect(placeFilterPanel(808, 1280, 720)).toEqual({ left: 1280 - 16 - 720 - 808, width: 760 });
    expect(placeFilterPanel(100, 1280, 0)).toEqual({ left: 0, width: 760 });
    for (const [anchor, viewport] of [[0, 320], [200, 375], [1000, 1024], [1250, 1280], [5, 800]]) {
      const { left, width } = placeFilterPanel(anchor, viewport);
      expect(anchor + left).toBeGreaterThanOrEqual(8);
      expect(anchor + left + width).toBeLessThanOrEqual(viewport - 8);
    }
  });
});
