// Page navigation with page-size choice (10/20/50/100). Pages start at 1 and stay within the page count.
import { Box, MenuItem, Pagination as MuiPagination, Select, Typography } from '@mui/material';
import { useId } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from 'shared-contract';

/** Number of pages for a total; an empty list still has page 1. */
export function countPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/** Keeps a requested page between 1 and the page count. */
export function clampPage(page: number, total: number, perPage: number): number {
  const n = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, n), countPages(total, perPage));
}

export type PaginationProps = {
  page: number;
  perPage?: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Changing the size also returns to page 1 through onPageChange. */
  onPerPageChange?: (perPage: number) => void;
  pageSizes?: readonly number[];
};

export function Pagination({ page, perPage = DEFAULT_PAGE_SIZE, total, onPageChange, onPerPageChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const labelId = useId();
  const pageCount = countPages(total, perPage);
  const current = clampPage(page, total, perPage);
  const first = total === 0 ? 0 : (current - 1) * perPage + 1;
  const last = Math.min(total, current * perPage);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 1, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {onPerPageChange ? (
          <>
            <Typography variant="body2" color="text.secondary" id={labelId}>
              Rows per page
            </Typography>
            <Select
              size="small"
              value={perPage}
              variant="outlined"
              labelId={labelId}
              onChange={(event) => {
                const next = Number(event.target.value);
                onPerPageChange(next);
                onPageChange(1);
              }}
              sx={{ '& .MuiSelect-select': { py: 0.5 } }}
            >
              {pageSizes.map((size) => (
                <MenuItem key={size} value={size}>
                  {size}
                </MenuItem>
              ))}
            </Select>
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {`${first}-${last} of ${total}`}
        </Typography>
      </Box>
      <MuiPagination
        page={current}
        count={pageCount}
        color="primary"
        shape="rounded"
        size="small"
        showFirstButton
        showLastButton
        onChange={(_event, next) => onPageChange(clampPage(next, total, perPage))}
      />
    </Box>
  );
}
