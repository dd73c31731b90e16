// The task views' route table under /tasks/{task_id} (mounted by the app's routes). Another feature's
// parts come in as slots from the app (features never import each other): the contract's panel on
// the contract view and more views under the task (the contract's review, placement and signing).
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { TaskDetails } from 'shared-contract';
import { NotFoundState } from 'shared-ui';
import { TaskAcknowledgementView } from './task-acknowledgement-view';
import { TaskContractView } from './task-contract-view';
import { TaskRequestView } from './task-request-view';
import { TaskTimelineView } from './task-timeline-view';
import { TaskViewLayout } from './task-view-layout';

export type TaskViewSlots = {
  /** Shown on a contract's view (its approval and signing, and what the caller may do). */
  contractPanel?: (task: TaskDetails) => ReactNode;
  /** Shown under a contract's timeline (its audit trail and record). */
  contractTimeline?: (task: TaskDetails) => ReactNode;
  /** More <Route>s under /:taskId, inside the task's layout. */
  routes?: ReactNode;
};

/** <Routes> children: /:taskId (opens its view), request, acknowledgement, contract, timeline, and the slots' routes. */
export function taskViewRoutes({ contractPanel, contractTimeline, routes }: TaskViewSlots = {}) {
  return (
    <Route path=":taskId" element={<TaskViewLayout />}>
      <Route index element={null} />
      <Route path="request" element={<TaskRequestView />} />
      <Route path="acknowledgement" element={<TaskAcknowledgementView />} />
      <Route path="contract" element={<TaskContractView contractPanel={contractPanel} />} />
      <Route path="timeline" element={<TaskTimelineView contractTimeline={contractTimeline} />} />
      {routes}
      <Route path="*" element={<NotFoundState />} />
    </Route>
  );
}
