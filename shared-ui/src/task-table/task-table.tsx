// The task list every task screen shows (/tasks, a project's Tasks tab, a company's and a network
// user's Tasks tabs): the task list row columns, search and the tasks filter panel bound to the URL,
// sort, paging (10/20/50/100), columns shown or hidden per user and table, selection with select-all,
// and, where the app passes the calls, bulk edit and revoke with confirmation (single row and the
// selection), each reporting the server's message. The server's per-row flags decide what is offered.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import type { TaskRow } from 'shared-contract';
import type { DataTableColumn, RowId } from '../data-table/data-table';
import type { FilterFieldDef } from '../filter-panel/filter-types';
import type { ListState } from '../filter-panel/list-params';
import type { FormProblem } from '../fields/use-schema-validation';
import { useRouterLink } from '../layout/router-link';
import { ListPage } from '../list-page/list-page';
import { useToast } from '../toast/toast-provider';
import { TaskBulkEditDialog, type AssigneeOptions, type TaskBulkEditChanges } from './task-bulk-edit-dialog';
import { taskTableColumns, type TaskColumnField } from './task-columns';
import { TaskRevokeDialog } from './task-revoke-dialog';

/** The calls behind the table's actions; each resolves with the server's message. */
export type TaskTableActions = {
  bulkEdit?: (taskIds: number[], changes: TaskBulkEditChanges) => Promise<string>;
  revoke?: (taskId: number, reason: string | null) => Promise<string>;
  /** The people a bulk edit may assign (internal: the caller's company; external: the tasks' vendor, when they share one). */
  loadAssignees?: (tasks: TaskRow[]) => Promise<AssigneeOptions>;
  /** shared-auth's normalizeError. */
  describeError: (error: unknown) => Promise<FormProblem>;
  /** After a change: revalidate the list. */
  onChanged?: () => unknown;
};

export type TaskTableProps = {
  list: ListState;
  rows: TaskRow[];
  total?: number;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  filterFields?: FilterFieldDef[];
  /** Columns this list leaves out (e.g. project_name inside a project). */
  except?: readonly TaskColumnField[];
  /** The column choice is stored under tableId and the user. */
  tableId: string;
  userId?: string | number | null;
  /** The viewer's company, for the Company column (the other side of each task). */
  viewerCompanyId?: number | null;
  'aria-label': string;
  title?: ReactNode;
  headerActions?: ReactNode;
  tabs?: ReactNode;
  toolbarExtra?: ReactNode;
  /** Opens a task (a row click); the task name is a link either way. */
  onOpenTask?: (task: TaskRow) => void;
  actions?: TaskTableActions;
};

type Dialog = { kind: 'edit'; tasks: TaskRow[] } | { kind: 'revoke'; tasks: TaskRow[] } | null;

const countText = (n: number) => (n === 1 ? '1 task' : `${n} tasks`);

export function TaskTable({
  list,
  rows,
  total,
  isLoading = false,
  error,
  onRetry,
  filterFields,
  except,
  tableId,
  userId,
  viewerCompanyId,
  'aria-label': ariaLabel,
  title,
  headerActions,
  tabs,
  toolbarExtra,
  onOpenTask,
  actions,
}: TaskTableProps) {
  const toast = useToast();
  const linkComponent = useRouterLink();
  const [selected, setSelected] = useState<Map<number, TaskRow>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const canBulkEdit = Boolean(actions?.bulkEdit);
  const canRevoke = Boolean(actions?.revoke);
  // Selection only where a selected task could be edited or revoked (the rows' flags decide).
  const isSelectable = selected.size > 0 || (canBulkEdit && rows.some((r) => r.can.edit)) || (canRevoke && rows.some((r) => r.can.revoke));

  // The selection keeps rows of other pages; a row on screen is the freshest copy.
  const selectedRows = useMemo(() => {
    const onPage = new Map(rows.map((r) => [r.id, r]));
    return [...selected.keys()].map((id) => onPage.get(id) ?? selected.get(id)!);
  }, [rows, selected]);
  const editable = selectedRows.filter((r) => r.can.edit);
  const revocable = selectedRows.filter((r) => r.can.revoke);

  const onSelectionChange = useCallback(
    (ids: RowId[]) =>
      setSelected((current) => {
        const onPage = new Map(rows.map((r) => [r.id, r]));
        const next = new Map<number, TaskRow>();
        for (const id of ids.map(Number)) {
          const row = onPage.get(id) ?? current.get(id);
          if (row) next.set(id, row);
        }
        return next;
      }),
    [rows],
  );

  const report = async (run: () => Promise<unknown>) => {
    await run();
    await actions?.onChanged?.();
  };

  const bulkEdit = async (changes: TaskBulkEditChanges) => {
    const ids = dialog?.tasks.map((t) => t.id) ?? [];
    const message = await actions!.bulkEdit!(ids, changes);
    toast.success(message);
    setSelected(new Map());
    await actions?.onChanged?.();
  };

  const revoke = (tasks: TaskRow[]) => async (reason: string | null) =>
    report(async () => {
      const messages: string[] = [];
      const failures: string[] = [];
      for (const task of tasks) {
        try {
          messages.push(await actions!.revoke!(task.id, reason));
        } catch (failure) {
          failures.push(`${task.task_id}: ${(await actions!.describeError(failure)).message}`);
        }
      }
      if (messages.length === 1) toast.success(messages[0]);
      else if (messages.length > 1) toast.success(`${countText(messages.length)} revoked successfully.`);
      if (failures.length) toast.warning(failures.join(' '));
      const revokedIds = new Set(tasks.map((t) => t.id));
      setSelected((current) => new Map([...current].filter(([id]) => !revokedIds.has(id))));
    });

  const columns: DataTableColumn<TaskRow>[] = useMemo(() => {
    const base = taskTableColumns({ except, linkComponent, viewerCompanyId });
    if (!canRevoke || !rows.some((r) => r.can.revoke)) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: 'Actions',
        hideable: false,
        width: 90,
        renderCell: (row: TaskRow) =>
          row.can.revoke ? (
            <Tooltip title="Revoke">
              <IconButton
                size="small"
                color="error"
                aria-label={`Revoke ${row.task_name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setDialog({ kind: 'revoke', tasks: [row] });
                }}
              >
                <BlockOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ];
  }, [except, linkComponent, viewerCompanyId, canRevoke, rows]);

  const bulkBar =
    isSelectable && selectedRows.length > 0 ? (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mr: 'auto' }} role="group" aria-label="Selected tasks">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {countText(selectedRows.length)} selected
        </Typography>
        {canBulkEdit ? (
          <Button size="small" startIcon={<EditNoteOutlined />} disabled={editable.length === 0} onClick={() => setDialog({ kind: 'edit', tasks: editable })}>
            {editable.length === selectedRows.length ? 'Edit selected' : `Edit ${countText(editable.length)}`}
          </Button>
        ) : null}
        {canRevoke ? (
          <Button size="small" color="error" startIcon={<BlockOutlined />} disabled={revocable.length === 0} onClick={() => setDialog({ kind: 'revoke', tasks: revocable })}>
            {revocable.length === selectedRows.length ? 'Revoke selected' : `Revoke ${countText(revocable.length)}`}
          </Button>
        ) : null}
        <Button size="small" onClick={() => setSelected(new Map())}>
          Clear selection
        </Button>
      </Stack>
    ) : null;

  const loadAssignees = useMemo(() => {
    const tasks = dialog?.kind === 'edit' ? dialog.tasks : [];
    return actions?.loadAssignees ? () => actions.loadAssignees!(tasks) : undefined;
  }, [actions, dialog]);

  return (
    <ListPage<TaskRow>
      title={title}
      actions={headerActions}
      tabs={tabs}
      list={list}
      filterFields={filterFields}
      toolbarExtra={toolbarExtra}
      error={error}
      onRetry={onRetry}
      aria-label={ariaLabel}
      tableId={tableId}
      userId={userId}
      columns={columns}
      rows={rows}
      total={total}
      isLoading={isLoading}
      isSelectable={isSelectable}
      selectedIds={[...selected.keys()]}
      onSelectionChange={onSelectionChange}
      onRowClick={onOpenTask}
      toolbar={bulkBar}
    >
      {dialog?.kind === 'edit' && actions ? (
        <TaskBulkEditDialog
          count={dialog.tasks.length}
          loadAssignees={loadAssignees}
          onSubmit={bulkEdit}
          describeError={actions.describeError}
          onFailure={(message) => toast.warning(message)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? <TaskRevokeDialog tasks={dialog.tasks} onConfirm={revoke(dialog.tasks)} onClose={() => setDialog(null)} /> : null}
    </ListPage>
  );
}
