// The schedule arithmetic lives in lib/task-schedule.ts (modules/tasks uses it too, without importing this module).
export * from '../../lib/task-schedule';
