// A label as a chip in its colour.
import { Chip, type ChipProps } from '@mui/material';
import type { LabelColor, TemplateLabel } from 'shared-contract';

export const LABEL_COLOR_SX: Record<LabelColor, { bgcolor: string; color: string }> = {
  gray: { bgcolor: 'grey.200', color: 'grey.900' },
  blue: { bgcolor: '#dbeafe', color: '#1e3a8a' },
  green: { bgcolor: '#dcfce7', color: '#14532d' },
  yellow: { bgcolor: '#fef9c3', color: '#713f12' },
  orange: { bgcolor: '#ffedd5', color: '#7c2d12' },
  red: { bgcolor: '#fee2e2', color: '#7f1d1d' },
  purple: { bgcolor: '#f3e8ff', color: '#581c87' },
};

export function LabelChip({ label, ...props }: { label: Pick<TemplateLabel, 'name' | 'color'> } & Omit<ChipProps, 'label'>) {
  return <Chip size="small" label={label.name} sx={{ ...LABEL_COLOR_SX[label.color], fontWeight: 500 }} {...props} />;
}
