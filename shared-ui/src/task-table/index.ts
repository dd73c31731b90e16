// The task list table pieces (000 section 3 task list row; 001 section 3 filter panels).
export { TaskTable } from './task-table';
export type { TaskTableProps, TaskTableActions } from './task-table';
export { taskTableColumns, counterpartyName, TASK_COLUMN_FIELDS } from './task-columns';
export type { TaskColumnField, TaskColumnsOptions } from './task-columns';
export { TaskStatusChip, TaskDueDate, TaskPriority, taskPriorityLabel, taskStatusColor, capitalizeWords, personName } from './task-cells';
export { buildTaskFilterFields, buildTaskBoardFilterFields, TASK_BOARD_DEFAULT_DUE_IN } from './task-filter-fields';
export type { TaskFilterExcept } from './task-filter-fields';
export { TaskBulkEditDialog, toBulkEditChanges, NOTHING_TO_CHANGE } from './task-bulk-edit-dialog';
export type { TaskBulkEditChanges, TaskBulkEditValues, TaskBulkEditDialogProps, AssigneeOptions } from './task-bulk-edit-dialog';
export { TaskRevokeDialog } from './task-revoke-dialog';
export type { TaskRevokeDialogProps } from './task-revoke-dialog';
