// The task views' route table under /tasks/{task_id} (mounted by the app's routes).
import { Route } from 'react-router-dom';
import { NotFoundState } from 'shared-ui';
import { TaskAcknowledgementView } from './task-acknowledgement-view';
import { TaskContractView } from './task-contract-view';
import { TaskRequestView } from './task-request-view';
import { TaskTimelineView } from './task-timeline-view';
import { TaskViewLayout } from './task-view-layout';

/** <Routes> children: /:taskId (opens its view), request, acknowledgement, contract, timeline. */
export function taskViewRoutes() {
  return (
    <Route path=":taskId" element={<TaskViewLayout />}>
      <Route index element={null} />
      <Route path="request" element={<TaskRequestView />} />
      <Route path="acknowledgement" element={<TaskAcknowledgementView />} />
      <Route path="contract" element={<TaskContractView />} />
      <Route path="timeline" element={<TaskTimelineView />} />
      <Route path="*" element={<NotFoundState />} />
    </Route>
  );
}
