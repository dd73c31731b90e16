// The grid of rights (000 section 3): rows are feature areas, columns the rights; only the cells a
// row has are shown. Each right has a tooltip; the dependency rules (shared-contract) run on every
// click, a right another right needs is locked on, and each row has a check-all-off control.
import { Box, Checkbox, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import ClearAllOutlined from '@mui/icons-material/ClearAllOutlined';
import {
  PERMISSION_AREAS,
  PERMISSION_GRID_COLUMNS,
  PERMISSION_GRID_ROWS,
  PEOPLE_MESSAGES,
  PERMISSION_TOOLTIPS,
  TOOLTIP_OPEN_DELAY_MS,
  clearPermissionArea,
  findLockedPermissions,
  permissionLabel,
  togglePermission,
  type PermissionArea,
} from 'shared-contract';

type PermissionGridProps = {
  permissions: readonly string[];
  onChange: (permissions: string[]) => void;
  isReadOnly?: boolean;
  /** Rights that may be turned on (the editor's own plus what the group already had); others stay off. */
  grantable?: readonly string[];
};

const hasAction = (area: PermissionArea, action: string) => (PERMISSION_AREAS[area] as readonly string[]).includes(action);

// Ten columns fit beside the settings menu at 1366 px: tight padding, headers may take two lines,
// feature names wrap instead of widening the first column.
const GRID_SX = {
  '& th, & td': { px: 0.75 },
  '& thead th': { whiteSpace: 'normal', verticalAlign: 'bottom', lineHeight: 1.25 },
  '& tbody th': { whiteSpace: 'normal', minWidth: 120 },
  '& td.MuiTableCell-paddingCheckbox': { width: 'auto', px: 0.25 },
} as const;

export function PermissionGrid({ permissions, onChange, isReadOnly = false, grantable }: PermissionGridProps) {
  const locked = findLockedPermissions(permissions);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Permissions" sx={GRID_SX}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Feature
            </TableCell>
            {PERMISSION_GRID_COLUMNS.map((column) => (
              <TableCell key={column.action} component="th" scope="col" align="center">
                {column.label}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="center">
              None
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSION_GRID_ROWS.map((row) => {
            const rowKeys = permissions.filter((p) => p.startsWith(`${row.area}.`));
            return (
              <TableRow key={row.row} hover data-row={row.row}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.label}
                  </Typography>
                </TableCell>
                {PERMISSION_GRID_COLUMNS.map((column) => {
                  if (!hasAction(row.area, column.action)) {
                    return <TableCell key={column.action} align="center" aria-hidden="true" />;
                  }
                  const key = `${row.area}.${column.action}`;
                  const isChecked = permissions.includes(key);
                  const neededBy = locked.get(key);
                  const isUngrantable = !isChecked && grantable !== undefined && !grantable.includes(key);
                  const tooltip = neededBy
                    ? `${PERMISSION_TOOLTIPS[key]} Needed by ${neededBy.map(permissionLabel).join(' and ')}.`
                    : isUngrantable
                      ? `${PERMISSION_TOOLTIPS[key]} ${PEOPLE_MESSAGES.notHeldTooltip}`
                      : PERMISSION_TOOLTIPS[key];
                  return (
                    <TableCell key={column.action} align="center" padding="checkbox">
                      <Tooltip title={tooltip} enterDelay={TOOLTIP_OPEN_DELAY_MS} placement="top">
                        {/* The span keeps the tooltip working on a disabled checkbox. */}
                        <Box component="span" sx={{ display: 'inline-flex' }}>
                          <Checkbox
                            checked={isChecked}
                            disabled={isReadOnly || Boolean(neededBy) || isUngrantable}
                            onChange={(event) => onChange(togglePermission(permissions, key, event.target.checked))}
                            slotProps={{ input: { 'aria-label': `${row.label}: ${column.label}` } }}
                          />
                        </Box>
                      </Tooltip>
                    </TableCell>
                  );
                })}
                <TableCell align="center" padding="checkbox">
                  <Tooltip title={`Turn off every permission of ${row.label}`} enterDelay={TOOLTIP_OPEN_DELAY_MS}>
                    <Box component="span" sx={{ display: 'inline-flex' }}>
                      <IconButton
                        size="small"
                        aria-label={`Turn off every permission of ${row.label}`}
                        disabled={isReadOnly || rowKeys.length === 0}
                        onClick={() => onChange(clearPermissionArea(permissions, row.area))}
                      >
                        <ClearAllOutlined fontSize="small" />
                      </IconButton>
                    </Box>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
