// The generic list table of the spec, on MUI Table: column show/hide remembered per user and table,
// controlled sorting, optional selection, paging or infinite scroll, column resize, empty and loading states.
// A table wider than its place scrolls sideways inside its container, with the Actions column pinned at the right.
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Menu,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
  Button,
  CircularProgress,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { isValidElement, useEffect, useRef, useState, type ReactNode, type PointerEvent as ReactPointerEvent } from 'react';
import { DEFAULT_PAGE_SIZE, UI_TEXT } from 'shared-contract';
import { Pagination, clampPage } from './pagination';
import { useHiddenColumns } from './column-visibility';

export type SortDirection = 'asc' | 'desc';
export type RowId = string | number;

export type DataTableColumn<T> = {
  field: string;
  headerName: string;
  sortable?: boolean;
  width?: number;
  minWidth?: number;
  renderCell?: (row: T) => ReactNode;
  /** false keeps the column always visible; every other column can be hidden by the user. */
  hideable?: boolean;
  align?: 'left' | 'right' | 'center';
  /**
   * 'right' keeps the column at the right edge of the table while the other columns scroll horizontally.
   * The 'actions' column is pinned right unless this says false.
   */
  pinned?: 'right' | false;
};

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId?: (row: T) => RowId;
  /** With tableId, the user's column visibility is stored under tableId + userId. */
  tableId?: string;
  userId?: string | number | null;
  sortField?: string | null;
  sortDirection?: SortDirection;
  onSortChange?: (field: string, direction: SortDirection) => void;
  isSelectable?: boolean;
  selectedIds?: RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Paging: rendered when onPageChange is given. */
  page?: number;
  perPage?: number;
  total?: number;
  /** replace: a correction, not a step the user took (a list in the URL replaces the history entry, so Back is no trap). */
  onPageChange?: (page: number, options?: { replace?: boolean }) => void;
  onPerPageChange?: (perPage: number) => void;
  /** Infinite scroll: called when the end of the list comes into view while hasMore. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  isLoading?: boolean;
  /** Chooses 'No search results found' over 'No Data yet' for an empty list. */
  isSearchActive?: boolean;
  onRowClick?: (row: T) => void;
  isResizable?: boolean;
  /** Extra controls shown left of the column chooser. */
  toolbar?: ReactNode;
  'aria-label'?: string;
  maxHeight?: number | string;
  /**
   * 'compact' fits many columns in a narrow place (a settings page beside its menu at 1366 px):
   * tighter cell padding and no default minimum width, so columns shrink to their content and
   * headers wrap at word breaks. A column's own minWidth still applies.
   */
  density?: 'standard' | 'compact';
};

const MIN_COLUMN_WIDTH = 60;
const DEFAULT_MIN_WIDTH = 100;
const COMPACT_CELL_SX = { px: 1, py: 0.75 } as const;
export const ACTIONS_FIELD = 'actions';

export function isPinnedRight(column: { field: string; pinned?: 'right' | false }): boolean {
  return column.pinned === undefined ? column.field === ACTIONS_FIELD : column.pinned === 'right';
}

/** The right offset of each right-pinned column: the widths of the pinned columns to its right. */
function pinnedOffsets<T>(columns: DataTableColumn<T>[], widths: Record<string, number>): Map<string, number> {
  const offsets = new Map<string, number>();
  let right = 0;
  for (let i = columns.length - 1; i >= 0; i -= 1) {
    const column = columns[i];
    if (!isPinnedRight(column)) continue;
    offsets.set(column.field, right);
    right += widths[column.field] ?? column.width ?? column.minWidth ?? DEFAULT_MIN_WIDTH;
  }
  return offsets;
}

// The pinned cell covers what scrolls beneath it: an opaque background (with the row's hover/selected tint
// laid over it), and a left edge with a soft shadow.
const pinnedCellSx = (right: number, isHead: boolean) => (theme: Theme) => ({
  position: 'sticky' as const,
  right,
  zIndex: isHead ? 3 : 1,
  boxShadow: `inset 1px 0 0 ${theme.palette.divider}, -6px 0 6px -6px rgba(0, 0, 0, 0.2)`,
  ...(isHead
    ? {}
    : {
        backgroundColor: theme.palette.background.paper,
        '.MuiTableRow-hover:hover > &': {
          backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
        },
        '.Mui-selected > &': {
          backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)}, ${alpha(
            theme.palette.primary.main,
            theme.palette.action.selectedOpacity,
          )})`,
        },
      }),
});

function isEmptyValue(value: unknown) {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function readField(row: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((acc, key) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined), row);
}

function renderValue<T>(row: T, column: DataTableColumn<T>): ReactNode {
  const value = column.renderCell ? column.renderCell(row) : readField(row, column.field);
  if (isEmptyValue(value)) return UI_TEXT.notAvailable;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && !value.some(isValidElement)) return value.join(', ');
  if (typeof value === 'object' && !isValidElement(value) && !Array.isArray(value)) return String(value);
  return value as ReactNode;
}

const defaultGetRowId = (row: unknown): RowId => (row as { id: RowId }).id;

export function DataTable<T>({
  columns,
  rows,
  getRowId = defaultGetRowId,
  tableId,
  userId,
  sortField,
  sortDirection = 'asc',
  onSortChange,
  isSelectable = false,
  selectedIds,
  onSelectionChange,
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  onLoadMore,
  hasMore = false,
  isLoading = false,
  isSearchActive = false,
  onRowClick,
  isResizable = true,
  toolbar,
  'aria-label': ariaLabel,
  maxHeight,
  density = 'standard',
}: DataTableProps<T>) {
  const isCompact = density === 'compact';
  const defaultMinWidth = isCompact ? undefined : DEFAULT_MIN_WIDTH;
  const { hidden, toggle } = useHiddenColumns(tableId, userId);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [ownSelection, setOwnSelection] = useState<RowId[]>([]);
  const selection = selectedIds ?? ownSelection;
  const setSelection = (ids: RowId[]) => {
    if (!selectedIds) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };

  // A page past the end (the last row of the last page deleted, a stale ?page=) moves to the last page.
  useEffect(() => {
    if (isLoading || !onPageChange || page === undefined || total === undefined) return;
    const clamped = clampPage(page, total, perPage ?? DEFAULT_PAGE_SIZE);
    if (clamped !== page) onPageChange(clamped, { replace: true });
  }, [isLoading, onPageChange, page, total, perPage]);

  const visibleColumns = columns.filter((c) => c.hideable === false || !hidden.includes(c.field));
  const hideableColumns = columns.filter((c) => c.hideable !== false);
  const rowIds = rows.map((row) => getRowId(row));
  const selectedOnPage = rowIds.filter((id) => selection.includes(id));
  const isAllSelected = rowIds.length > 0 && selectedOnPage.length === rowIds.length;
  const colSpan = visibleColumns.length + (isSelectable ? 1 : 0);
  const offsets = pinnedOffsets(visibleColumns, widths);

  const startResize = (field: string, event: ReactPointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const th = (event.currentTarget.parentElement as HTMLElement | null) ?? null;
    const startX = event.clientX;
    const startWidth = widths[field] ?? th?.getBoundingClientRect().width ?? 150;
    const column = columns.find((c) => c.field === field);
    const minWidth = Math.max(MIN_COLUMN_WIDTH, column?.minWidth ?? 0);
    const onMove = (e: PointerEvent) => setWidths((w) => ({ ...w, [field]: Math.max(minWidth, Math.round(startWidth + e.clientX - startX)) }));
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {(tableId || toolbar) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {toolbar}
          {hideableColumns.length > 0 ? (
            <Tooltip title="Show/hide columns">
              <IconButton size="small" aria-label="Show/hide columns" onClick={(e) => setMenuAnchor(e.currentTarget)}>
                <ViewColumnIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {hideableColumns.map((column) => {
              const isVisible = !hidden.includes(column.field);
              // Hiding the last visible column would leave an empty table with no header to bring it back.
              const isLastVisible = isVisible && visibleColumns.length === 1;
              return (
                <MenuItem key={column.field} dense disabled={isLastVisible} onClick={() => toggle(column.field)}>
                  <FormControlLabel
                    control={<Checkbox size="small" checked={isVisible} tabIndex={-1} />}
                    label={column.headerName}
                    sx={{ pointerEvents: 'none', m: 0 }}
                  />
                </MenuItem>
              );
            })}
          </Menu>
        </Box>
      )}
      <Box sx={{ position: 'relative' }}>
        {isLoading && rows.length > 0 ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} aria-label="Loading" /> : null}
        {/* Wider than its place: the table scrolls sideways inside this container, the pinned columns stay in view. */}
        <TableContainer sx={{ maxHeight, overflow: 'auto' }} data-testid="data-table-scroll">
          <Table stickyHeader aria-label={ariaLabel} aria-busy={isLoading}>
            <TableHead>
              <TableRow>
                {isSelectable ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                      checked={isAllSelected}
                      indeterminate={selectedOnPage.length > 0 && !isAllSelected}
                      disabled={rowIds.length === 0}
                      onChange={() =>
                        setSelection(isAllSelected ? selection.filter((id) => !rowIds.includes(id)) : [...new Set([...selection, ...rowIds])])
                      }
                    />
                  </TableCell>
                ) : null}
                {visibleColumns.map((column) => {
                  const width = widths[column.field] ?? column.width;
                  const isSorted = sortField === column.field;
                  const pinnedRight = offsets.get(column.field);
                  return (
                    <TableCell
                      key={column.field}
                      align={column.align}
                      sortDirection={isSorted ? sortDirection : false}
                      data-pinned={pinnedRight === undefined ? undefined : 'right'}
                      // Inline style, not sx: dragging changes the width on every pointer move.
                      style={{ width, minWidth: column.minWidth ?? (width ? undefined : defaultMinWidth), maxWidth: widths[column.field] }}
                      // Long header names wrap onto a second line instead of widening the table.
                      sx={[
                        { position: 'relative', whiteSpace: 'normal', overflowWrap: 'normal', verticalAlign: 'bottom' },
                        isCompact ? COMPACT_CELL_SX : {},
                        pinnedRight === undefined ? {} : pinnedCellSx(pinnedRight, true),
                      ]}
                    >
                      {column.sortable && onSortChange ? (
                        <TableSortLabel
                          active={isSorted}
                          direction={isSorted ? sortDirection : 'asc'}
                          onClick={() => onSortChange(column.field, isSorted && sortDirection === 'asc' ? 'desc' : 'asc')}
                        >
                          {column.headerName}
                        </TableSortLabel>
                      ) : (
                        column.headerName
                      )}
                      {isResizable ? (
                        <Box
                          component="span"
                          // A mouse affordance only; it must not become part of the header's accessible name.
                          aria-hidden="true"
                          data-testid={`resize-${column.field}`}
                          onPointerDown={(e: ReactPointerEvent<HTMLSpanElement>) => startResize(column.field, e)}
                          onClick={(e) => e.stopPropagation()}
                          sx={{
                            position: 'absolute',
                            top: 0,
                            right: 0,
                            width: 6,
                            height: '100%',
                            cursor: 'col-resize',
                            touchAction: 'none',
                            '&:hover': { bgcolor: 'primary.light', opacity: 0.4 },
                          }}
                        />
                      ) : null}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={colSpan} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                    {isLoading ? (
                      <CircularProgress size={28} aria-label="Loading" />
                    ) : (
                      <Typography variant="body2">{isSearchActive ? UI_TEXT.noSearchResults : UI_TEXT.noDataYet}</Typography>
                    )}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => {
                  const id = getRowId(row);
                  const isSelected = selection.includes(id);
                  return (
                    <TableRow
                      key={id}
                      hover
                      selected={isSelected}
                      onClick={onRowClick ? () => onRowClick(row) : undefined}
                      sx={onRowClick ? { cursor: 'pointer' } : undefined}
                    >
                      {isSelectable ? (
                        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                          <Checkbox
                            size="small"
                            checked={isSelected}
                            slotProps={{ input: { 'aria-label': `Select row ${id}` } }}
                            onChange={() => setSelection(isSelected ? selection.filter((s) => s !== id) : [...selection, id])}
                          />
                        </TableCell>
                      ) : null}
                      {visibleColumns.map((column) => {
                        const pinnedRight = offsets.get(column.field);
                        return (
                          <TableCell
                            key={column.field}
                            align={column.align}
                            data-pinned={pinnedRight === undefined ? undefined : 'right'}
                            style={{ maxWidth: widths[column.field] }}
                            sx={[{ overflow: 'hidden', textOverflow: 'ellipsis' }, isCompact ? COMPACT_CELL_SX : {}, pinnedRight === undefined ? {} : pinnedCellSx(pinnedRight, false)]}
                          >
                            {renderValue(row, column)}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
          {onLoadMore && hasMore && rows.length > 0 ? <LoadMoreSentinel onLoadMore={onLoadMore} isLoading={isLoading} /> : null}
        </TableContainer>
      </Box>
      {onPageChange ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Pagination page={page ?? 1} perPage={perPage} total={total ?? rows.length} onPageChange={onPageChange} onPerPageChange={onPerPageChange} />
        </Box>
      ) : null}
    </Paper>
  );
}

/** Calls onLoadMore when it scrolls into view; a button stands in where IntersectionObserver is missing. */
function LoadMoreSentinel({ onLoadMore, isLoading }: { onLoadMore: () => void; isLoading: boolean }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;
  const isLoadingRef = useRef(isLoading);
  isLoadingRef.current = isLoading;
  const hasObserver = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!hasObserver || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isLoadingRef.current) onLoadMoreRef.current();
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [hasObserver, isLoading]);

  return (
    <Box ref={ref} data-testid="load-more" sx={{ display: 'flex', justifyContent: 'center', py: 1, minHeight: 8 }}>
      {isLoading ? <CircularProgress size={20} aria-label="Loading more" /> : hasObserver ? null : (
        <Button size="small" onClick={() => onLoadMore()}>
          Load more
        </Button>
      )}
    </Box>
  );
}
