// Tasks (issue 15, tasks-api-core): the routes, and what the other task modules (task actions,
// schedules, bulk sends, quick access, search) build on: creating tasks with or without a signed-in
// sender, the filled document, the list row and details as a viewer reads them, and the notifications.
export { default } from './routes';
export { createTasks, createTasksAs, formatTaskNumber, firstReminderAt, type TaskSender, type CreateTasksOptions } from './create';
export { fillTaskDocument, findSystemMergeValues, type FilledTaskDocument, type TaskDocumentInput } from './documents';
export { presentTaskRows, presentTaskDetails, presentTaskRecord, todayIso } from './presenter';
export { notifyTaskParties, pendingPartyIds, taskViewLink, type TaskNotificationKind, type TaskNotificationExtra } from './notify';
export { findTaskPage, type TaskListQuery } from './list';
export { findVisibleTaskOrFail, recordTaskEvent, taskFlagsFor, taskViewerRole, transitionTask, assertTaskAction, visibleTasksOf, type TaskRecord } from './access';
