import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import { DataTable, type DataTableColumn, type SortDirection } from './data-table';
import { columnVisibilityKey } from './column-visibility';

type Company = { id: number; name: string; users: number | null; owner?: string };

const columns: DataTableColumn<Company>[] = [
  { field: 'name', headerName: 'Company', sortable: true, hideable: false },
  { field: 'users', headerName: 'Users', sortable: true },
  { field: 'owner', headerName: 'Owner' },
];
const rows: Company[] = [
  { id: 1, name: 'Northwind Builders', users: 5, owner: 'Olivia' },
  { id: 2, name: 'Ridge Electric', users: null, owner: '' },
];

beforeEach(() => window.localStorage.clear());

describe('DataTable', () => {
  it('renders rows and shows N/A for empty values', () => {
    renderUi(<DataTable columns={columns} rows={rows} />);
    const row = screen.getByRole('row', { name: /Ridge Electric/ });
    expect(within(row).getAllByText(UI_TEXT.notAvailable)).toHaveLength(2);
    expect(screen.getByRole('row', { name: /Northwind/ })).toHaveTextContent('Olivia');
  });

  it('compact density drops the 100 px default column minimum and tightens the cells; a column minWidth still applies', () => {
    const compactColumns: DataTableColumn<Company>[] = [...columns.slice(0, 2), { field: 'owner', headerName: 'Owner', minWidth: 130 }];
    const { rerender } = renderUi(<DataTable columns={compactColumns} rows={rows} />);
    const minWidths = () => screen.getAllByRole('columnheader').map((th) => th.style.minWidth);
    expect(minWidths()).toEqual(['100px', '100px', '130px']);
    rerender(<DataTable columns={compactColumns} rows={rows} density="compact" />);
    expect(minWidths()).toEqual(['', '', '130px']);
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Users' })).paddingLeft).toBe('8px');
  });

  it('shows the empty placeholders, depending on whether a search is active', () => {
    const { rerender } = renderUi(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText(UI_TEXT.noDataYet)).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} isSearchActive />);
    expect(screen.getByText(UI_TEXT.noSearchResults)).toBeInTheDocument();
  });

  it('shows a loading indicator instead of the empty text while loading', () => {
    renderUi(<DataTable columns={columns} rows={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(UI_TEXT.noDataYet)).not.toBeInTheDocument();
  });

  it('toggles sort direction on the sorted column and starts ascending on another', async () => {
    const onSortChange = jest.fn();
    function Sorted() {
      const [sort, setSort] = useState<{ field: string; direction: SortDirection }>({ field: 'name', direction: 'asc' });
      return (
        <DataTable
          columns={columns}
          rows={rows}
          sortField={sort.field}
          sortDirection={sort.direction}
          onSortChange={(field, direction) => {
            onSortChange(field, direction);
            setSort({ field, direction });
          }}
        />
      );
    }
    const { user } = renderUi(<Sorted />);
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Company/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc');
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Company/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'asc');
    await user.click(screen.getByRole('button', { name: /Users/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('users', 'asc');
    // Owner is not sortable: no sort button.
    expect(screen.queryByRole('button', { name: /Owner/ })).not.toBeInTheDocument();
  });

  it('selects rows one by one and all at once', async () => {
    const onSelectionChange = jest.fn();
    const { user } = renderUi(<DataTable columns={columns} rows={rows} isSelectable onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2]);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 1]);
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('hides a column and remembers it per user and table', async () => {
    const { user, unmount } = renderUi(<DataTable columns={columns} rows={rows} tableId="companies" userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    const menu = screen.getByRole('menu');
    // A column marked hideable: false is not offered.
    expect(within(menu).queryByText('Company')).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Owner' }));
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(columnVisibilityKey('companies', 7)) ?? '[]')).toEqual(['owner']);
    unmount();

    const again = renderUi(<DataTable columns={columns} rows={rows} tableId="companies" userId={7} />);
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Users' })).toBeInTheDocument();
    again.unmount();
    // Another user has their own choice.
    renderUi(<DataTable columns={columns} rows={rows} tableId="companies" userId={8} />);
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
  });

  it('pages: page change, page-size change back to page 1, clamped page', async () => {
    const onPageChange = jest.fn();
    const onPerPageChange = jest.fn();
    const { user } = renderUi(
      <DataTable columns={columns} rows={rows} page={9} perPage={10} total={25} onPageChange={onPageChange} onPerPageChange={onPerPageChange} />,
    );
    // Page 9 of 3 is shown as page 3.
    expect(screen.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPerPageChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('moves to the last page when the requested one is past the end, once loaded', () => {
    const onPageChange = jest.fn();
    const { rerender } = renderUi(<DataTable columns={columns} rows={[]} page={4} perPage={10} total={0} isLoading onPageChange={onPageChange} />);
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(<DataTable columns={columns} rows={rows} page={4} perPage={10} total={21} onPageChange={onPageChange} />);
    expect(onPageChange).toHaveBeenCalledWith(3, { replace: true });
  });

  it('loads more when the end of the list scrolls into view', () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    (globalThis as any).IntersectionObserver = class {
      callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    };
    const onLoadMore = jest.fn();
    const { rerender } = renderUi(<DataTable columns={columns} rows={rows} onLoadMore={onLoadMore} hasMore />);
    act(() => observers.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<DataTable columns={columns} rows={rows} onLoadMore={onLoadMore} hasMore={false} />);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
    delete (globalThis as any).IntersectionObserver;
  });

  it('offers a Load more button where IntersectionObserver is missing', async () => {
    const onLoadMore = jest.fn();
    const { user } = renderUi(<DataTable columns={columns} rows={rows} onLoadMore={onLoadMore} hasMore />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('resizes a column by dragging its header edge, not below the minimum', () => {
    // jsdom has no PointerEvent; a MouseEvent carries the same clientX.
    (window as any).PointerEvent ??= class extends MouseEvent {};
    renderUi(<DataTable columns={columns} rows={rows} />);
    const header = screen.getByRole('columnheader', { name: /Owner/ });
    const handle = screen.getByTestId('resize-owner');
    fireEvent.pointerDown(handle, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 180 });
    fireEvent.pointerUp(window);
    // jsdom has no layout, so the drag starts from a width of 0: 0 + 80.
    expect(header.style.width).toBe('80px');
    fireEvent.pointerDown(handle, { clientX: 500 });
    fireEvent.pointerMove(window, { clientX: 0 });
    fireEvent.pointerUp(window);
    expect(header.style.width).toBe('60px');
  });

  describe('wide tables', () => {
    type Wide = Company & { actions?: never };
    const wideColumns: DataTableColumn<Wide>[] = [
      ...columns,
      { field: 'email', headerName: 'Primary contact e-mail address', width: 260 },
      { field: 'actions', headerName: 'Actions', hideable: false, width: 90, renderCell: (row) => <button type="button">Remove {row.name}</button> },
    ];

    it('scrolls sideways inside its own container', () => {
      renderUi(<DataTable columns={wideColumns} rows={rows} />);
      const scroller = screen.getByTestId('data-table-scroll');
      expect(scroller).toContainElement(screen.getByRole('table'));
      expect(getComputedStyle(scroller).overflowX).toBe('auto');
    });

    it('pins the Actions column to the right edge, header and every row, and keeps it resizable', () => {
      (window as any).PointerEvent ??= class extends MouseEvent {};
      renderUi(<DataTable columns={wideColumns} rows={rows} />);
      const header = screen.getByRole('columnheader', { name: 'Actions' });
      expect(header).toHaveAttribute('data-pinned', 'right');
      expect(getComputedStyle(header).position).toBe('sticky');
      expect(getComputedStyle(header).right).toBe('0px');
      const cell = screen.getByRole('button', { name: 'Remove Ridge Electric' }).closest('td')!;
      expect(cell).toHaveAttribute('data-pinned', 'right');
      expect(getComputedStyle(cell).position).toBe('sticky');
      expect(getComputedStyle(cell).right).toBe('0px');
      // Opaque, so scrolled cells do not show through.
      expect(getComputedStyle(cell).backgroundColor).toBe('rgb(255, 255, 255)');
      // Other columns scroll normally.
      const owner = screen.getByRole('columnheader', { name: 'Owner' });
      expect(owner).not.toHaveAttribute('data-pinned');
      expect(getComputedStyle(owner).position).not.toBe('sticky');
      fireEvent.pointerDown(screen.getByTestId('resize-actions'), { clientX: 100 });
      fireEvent.pointerMove(window, { clientX: 220 });
      fireEvent.pointerUp(window);
      expect(header.style.width).toBe('120px');
    });

    it('pins any column marked pinned: right, stacking pinned columns from the right; pinned: false opts out', () => {
      const pinned: DataTableColumn<Wide>[] = [
        { field: 'name', headerName: 'Company' },
        { field: 'users', headerName: 'Users', pinned: 'right', width: 80 },
        { field: 'actions', headerName: 'Actions', width: 90 },
      ];
      const { rerender } = renderUi(<DataTable columns={pinned} rows={rows} />);
      expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Users' })).right).toBe('90px');
      expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Actions' })).right).toBe('0px');
      rerender(<DataTable columns={pinned.map((c) => (c.field === 'actions' ? { ...c, pinned: false as const } : c))} rows={rows} />);
      expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('data-pinned');
      expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Users' })).right).toBe('0px');
    });

    it('lets header names wrap instead of widening the table', () => {
      renderUi(<DataTable columns={wideColumns} rows={rows} />);
      expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Primary contact e-mail address' })).whiteSpace).toBe('normal');
    });
  });
});
