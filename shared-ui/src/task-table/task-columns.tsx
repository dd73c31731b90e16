// The task list table's columns (000 section 3 task list row): task_id, task_name, project_name,
// required_action, due_date, status, priority, the four people, package, reminders (Yes/No). A list
// inside a project or a company leaves out what it already says (the column except-list of 001
// section 3). The task name links to the task's view (taskViewPath).
import type { ElementType, MouseEvent } from 'react';
import { Link } from '@mui/material';
import { UI_TEXT, taskViewPath, type TaskRow, type TaskSortField } from 'shared-contract';
import type { DataTableColumn } from '../data-table/data-table';
import { TaskDueDate, TaskPriority, TaskStatusChip, personName } from './task-cells';

export const TASK_COLUMN_FIELDS = [
  'task_id',
  'task_name',
  'project_name',
  'company_name',
  'required_action',
  'due_date',
  'status',
  'priority',
  'internal_assignee',
  'internal_signer',
  'external_assignee',
  'external_signer',
  'package',
  'reminders',
] as const;
export type TaskColumnField = (typeof TASK_COLUMN_FIELDS)[number];

const SORTABLE: readonly string[] = ['task_id', 'task_name', 'project_name', 'company_name', 'due_date', 'status', 'priority'] satisfies TaskSortField[];

export type TaskColumnsOptions = {
  /** Columns this list leaves out (e.g. project_name inside a project). */
  except?: readonly TaskColumnField[];
  /** The app's router link (react-router-dom's Link), so the name opens the view without a reload. */
  linkComponent?: ElementType | null;
  /** The viewer's company: the Company column shows the other side (the vendor to the sender, the sender to the vendor). */
  viewerCompanyId?: number | null;
};

/** The other company of a task as the viewer sees it. */
export const counterpartyName = (row: TaskRow, viewerCompanyId?: number | null) =>
  (row.company_id === viewerCompanyId ? row.vendor_company_name : row.company_name) ?? UI_TEXT.notAvailable;

function TaskNameLink({ row, linkComponent }: { row: TaskRow; linkComponent?: ElementType | null }) {
  const to = taskViewPath(row);
  const props = linkComponent ? { component: linkComponent, to } : { href: to };
  return (
    <Link {...props} underline="hover" sx={{ fontWeight: 600 }} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {row.task_name}
    </Link>
  );
}

export function taskTableColumns({ except = [], linkComponent, viewerCompanyId }: TaskColumnsOptions = {}): DataTableColumn<TaskRow>[] {
  const all: DataTableColumn<TaskRow>[] = [
    { field: 'task_id', headerName: 'Task ID', width: 120 },
    { field: 'task_name', headerName: 'Task name', hideable: false, minWidth: 200, renderCell: (row) => <TaskNameLink row={row} linkComponent={linkComponent} /> },
    { field: 'project_name', headerName: 'Project', minWidth: 160, renderCell: (row) => row.project_name ?? UI_TEXT.notAvailable },
    { field: 'company_name', headerName: 'Company', minWidth: 160, renderCell: (row) => counterpartyName(row, viewerCompanyId) },
    { field: 'required_action', headerName: 'Required action', minWidth: 170 },
    { field: 'due_date', headerName: 'Due date', minWidth: 130, renderCell: (row) => <TaskDueDate task={row} /> },
    { field: 'status', headerName: 'Status', minWidth: 190, renderCell: (row) => <TaskStatusChip task={row} /> },
    { field: 'priority', headerName: 'Priority', width: 110, renderCell: (row) => <TaskPriority priority={row.priority} /> },
    { field: 'internal_assignee', headerName: 'Internal assignee', minWidth: 150, renderCell: (row) => personName(row.internal_assignee) },
    { field: 'internal_signer', headerName: 'Internal signer', minWidth: 150, renderCell: (row) => personName(row.internal_signer) },
    { field: 'external_assignee', headerName: 'External assignee', minWidth: 150, renderCell: (row) => personName(row.external_assignee) },
    { field: 'external_signer', headerName: 'External signer', minWidth: 150, renderCell: (row) => personName(row.external_signer) },
    { field: 'package', headerName: 'Package', renderCell: (row) => row.package || UI_TEXT.notAvailable },
    { field: 'reminders', headerName: 'Reminders', width: 110, renderCell: (row) => (row.reminders ? 'Yes' : 'No') },
  ];
  return all.filter((c) => !except.includes(c.field as TaskColumnField)).map((c) => ({ ...c, sortable: SORTABLE.includes(c.field) }));
}
