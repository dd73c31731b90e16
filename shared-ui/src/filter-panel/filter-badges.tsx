// The applied filters as chips: at most three, the rest summed up as '+N more'.
import { Box, Chip } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { UI_TEXT } from 'shared-contract';
import type { FilterBadge } from './filter-types';

export const MAX_VISIBLE_BADGES = 3;

type FilterBadgesProps = {
  badges: FilterBadge[];
  /** Resets the badge's filter; badges marked disabled get no remove control. */
  onRemove: (key: string) => void;
  /** Clicking '+N more' (the panel opens it to show every filter). */
  onMoreClick?: () => void;
};

export function FilterBadges({ badges, onRemove, onMoreClick }: FilterBadgesProps) {
  if (badges.length === 0) return null;
  const visible = badges.slice(0, MAX_VISIBLE_BADGES);
  const hiddenCount = badges.length - visible.length;
  return (
    <Box component="ul" aria-label="Applied filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
      {visible.map((badge) => (
        <li key={badge.key}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={badge.label}
            onDelete={badge.disabled ? undefined : () => onRemove(badge.key)}
            deleteIcon={<CancelIcon titleAccess={`Remove filter ${badge.label}`} />}
          />
        </li>
      ))}
      {hiddenCount > 0 ? (
        <li>
          <Chip size="small" label={UI_TEXT.moreBadges(hiddenCount)} onClick={onMoreClick} />
        </li>
      ) : null}
    </Box>
  );
}
