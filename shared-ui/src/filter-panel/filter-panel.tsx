// The list filter panel of 001 section 4: a toggle, a drop-down form, Search/Reset, and badges of what is applied.
import { Badge, Box, Button, Paper, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { SelectField } from '../fields/select-field';
import { MultiSelectField } from '../fields/multi-select-field';
import { DateRangeField } from '../fields/date-field';
import { NumericRangeField } from '../fields/numeric-range-field';
import { FilterBadges } from './filter-badges';
import { buildFilterBadges, emptyFilterValues, fieldNames, isSameFilter, toFilterQuery } from './filter-query';
import type { FilterFieldDef, FilterQuery, FilterScalar, FilterValues } from './filter-types';

/** Window event that resets every mounted filter panel (sent by code outside the list). */
export const CLEAR_FILTER_EVENT = 'clearGCFilter';

export function dispatchClearFilter() {
  window.dispatchEvent(new CustomEvent(CLEAR_FILTER_EVENT));
}

// Clicks on these stay "inside": pop-ups the panel's fields open in portals, and the clear controls of
// selects and date pickers (which remove themselves from the page on click).
const INSIDE_SELECTORS = [
  '.MuiAutocomplete-popper',
  '.MuiAutocomplete-clearIndicator',
  '.MuiPopover-root',
  '.MuiPickerPopper-root',
  '.MuiPickersPopper-root',
  '.MuiDialog-root',
  '[data-date-clear]',
].join(',');

/** The panel's width where the viewport has room; narrower viewports get the viewport less the margins. */
export const FILTER_PANEL_MAX_WIDTH = 760;
const VIEWPORT_MARGIN = 16;
const PHONE_MARGIN = 8;
const PHONE_WIDTH = 600;

export type FilterPanelPlacement = { left: number; width: number };

/**
 * Where the panel goes, relative to the left edge of the Filters button's row (anchorLeft, in viewport pixels):
 * as wide as FILTER_PANEL_MAX_WIDTH allows within the viewport's margins, left-aligned with the button, and
 * shifted left as far as needed to keep its right edge (the Search button) on screen. On a phone it spans
 * the viewport. renderedWidth: the width the panel really got, when the page caps it further.
 */
export function placeFilterPanel(anchorLeft: number, viewportWidth: number, renderedWidth?: number): FilterPanelPlacement {
  const margin = viewportWidth < PHONE_WIDTH ? PHONE_MARGIN : VIEWPORT_MARGIN;
  const width = Math.max(0, Math.min(FILTER_PANEL_MAX_WIDTH, viewportWidth - 2 * margin));
  const usedWidth = renderedWidth && renderedWidth > 0 ? Math.min(renderedWidth, width) : width;
  let left = 0;
  if (anchorLeft + usedWidth > viewportWidth - margin) left = viewportWidth - margin - usedWidth - anchorLeft;
  if (anchorLeft + left < margin) left = margin - anchorLeft;
  return { left: Math.round(left), width: Math.floor(width) };
}

function viewportWidth() {
  // clientWidth leaves out a vertical scrollbar; jsdom reports 0 for it.
  return document.documentElement.clientWidth || window.innerWidth;
}

export type FilterPanelProps = {
  fields: FilterFieldDef[];
  /** The form's starting point; Reset returns to it. */
  initialValues: FilterValues;
  /** The applied filter (controlled). Without it the panel keeps its own. */
  values?: FilterValues;
  /** Receives the query: empty values dropped, dates as YYYY-MM-DD. */
  onSearch: (query: FilterQuery) => void;
  /** Told after Reset or clearGCFilter restored the initial values (onSearch runs as well). */
  onReset?: () => void;
  /** Badge captions per field name, when they differ from the field labels. */
  badgeLabels?: Record<string, string>;
  toggleLabel?: string;
};

export function FilterPanel({ fields, initialValues, values, onSearch, onReset, badgeLabels, toggleLabel = 'Filters' }: FilterPanelProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [ownApplied, setOwnApplied] = useState<FilterValues>(initialValues);
  const applied = values ? { ...emptyFilterValues(fields), ...values } : ownApplied;
  const [draft, setDraft] = useState<FilterValues>(applied);
  const panelRef = useRef<HTMLDivElement | null>(null);

  const isUnchanged = isSameFilter(draft, initialValues);
  const badges = buildFilterBadges(fields, applied, badgeLabels);

  const apply = useCallback(
    (next: FilterValues) => {
      setOwnApplied(next);
      setDraft(next);
      onSearch(toFilterQuery(next));
    },
    [onSearch],
  );

  const reset = useCallback(() => {
    setIsOpen(false);
    apply(initialValues);
    onReset?.();
  }, [apply, initialValues, onReset]);

  const open = () => {
    // The form starts from what is applied, not from an abandoned edit.
    setDraft(applied);
    setIsOpen(true);
  };

  // A click outside closes the panel without applying.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Element | null;
      if (!target || !target.isConnected) return;
      if (rootRef.current?.contains(target)) return;
      if (target.closest?.(INSIDE_SELECTORS)) return;
      setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('.MuiPopover-root, .MuiAutocomplete-popper, .MuiPickerPopper-root')) setIsOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  // Keep the open panel inside the viewport (before paint, and again when the window changes size).
  useLayoutEffect(() => {
    if (!isOpen) return;
    // Set on the element itself, not through React state: measured, and changed with the window.
    const place = () => {
      const root = rootRef.current;
      const panel = panelRef.current;
      if (!root || !panel) return;
      const viewport = viewportWidth();
      const anchorLeft = root.getBoundingClientRect().left;
      panel.style.width = `${placeFilterPanel(anchorLeft, viewport).width}px`;
      // A page may cap the panel (max-width) or position it from another box: shift by the width it really
      // has (offsetWidth, 0 without layout), and set `left` against the box it is positioned in.
      const { left } = placeFilterPanel(anchorLeft, viewport, panel.offsetWidth);
      const container = (panel.offsetParent as HTMLElement | null) ?? root;
      const containerLeft = container.getBoundingClientRect().left + (container.clientLeft || 0);
      panel.style.left = `${Math.round(anchorLeft + left - containerLeft)}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [isOpen]);

  useEffect(() => {
    window.addEventListener(CLEAR_FILTER_EVENT, reset);
    return () => window.removeEventListener(CLEAR_FILTER_EVENT, reset);
  }, [reset]);

  const removeBadge = (key: string) => {
    const field = fields.find((f) => f.name === key);
    if (!field) return;
    const next = { ...applied };
    const empty = emptyFilterValues([field]);
    for (const name of fieldNames(field)) next[name] = initialValues[name] ?? empty[name];
    apply(next);
  };

  const set = (patch: FilterValues) => setDraft((current) => ({ ...current, ...patch }));
  const text = (name: string) => {
    const v = draft[name];
    return v === null || v === undefined ? '' : String(v);
  };

  return (
    <Box ref={rootRef} sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Badge color="primary" badgeContent={badges.length} invisible={badges.length === 0}>
        <Button
          variant={isOpen ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => (isOpen ? setIsOpen(false) : open())}
        >
          {toggleLabel}
        </Button>
      </Badge>
      <FilterBadges badges={badges} onRemove={removeBadge} onMoreClick={open} />
      {isOpen ? (
        <Paper
          id={panelId}
          role="region"
          aria-label={toggleLabel}
          elevation={6}
          ref={panelRef}
          data-testid="filter-panel"
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            mt: 1,
            zIndex: (t) => t.zIndex.modal - 1,
            width: `min(${FILTER_PANEL_MAX_WIDTH}px, calc(100vw - ${2 * VIEWPORT_MARGIN}px))`,
            maxWidth: 'calc(100vw - 16px)',
            boxSizing: 'border-box',
            p: 2,
          }}
        >
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (isUnchanged) return;
              setIsOpen(false);
              apply(draft);
            }}
          >
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
              {fields.map((field) => {
                switch (field.type) {
                  case 'text':
                    return (
                      <TextField
                        key={field.name}
                        name={field.name}
                        label={field.label}
                        placeholder={field.placeholder}
                        value={text(field.name)}
                        onChange={(e) => set({ [field.name]: e.target.value })}
                        fullWidth
                      />
                    );
                  case 'select':
                    return (
                      <SelectField
                        key={field.name}
                        name={field.name}
                        label={field.label}
                        options={field.options}
                        value={draft[field.name] as FilterScalar | null}
                        onChange={(v) => set({ [field.name]: v ?? '' })}
                      />
                    );
                  case 'multiselect':
                    return (
                      <MultiSelectField
                        key={field.name}
                        name={field.name}
                        label={field.label}
                        options={field.options}
                        value={(draft[field.name] as FilterScalar[] | undefined) ?? []}
                        onChange={(v) => set({ [field.name]: v })}
                      />
                    );
                  case 'dateRange':
                    return (
                      <DateRangeField
                        key={field.name}
                        label={field.label}
                        fromName={field.fromName}
                        toName={field.toName}
                        value={{ from: text(field.fromName) || null, to: text(field.toName) || null }}
                        onChange={(range) => set({ [field.fromName]: range.from ?? '', [field.toName]: range.to ?? '' })}
                      />
                    );
                  case 'numericRange':
                    return (
                      <NumericRangeField
                        key={field.name}
                        label={field.label}
                        value={{ min: text(field.minName), max: text(field.maxName) }}
                        onChange={(range) => set({ [field.minName]: range.min, [field.maxName]: range.max })}
                      />
                    );
                  default:
                    return null;
                }
              })}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button variant="outlined" color="inherit" disabled={isUnchanged} onClick={reset}>
                {UI_TEXT.reset}
              </Button>
              <Button type="submit" variant="contained" disabled={isUnchanged}>
                {UI_TEXT.search}
              </Button>
            </Box>
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
