// /tasks/{task_id}/timeline: every event of the task, oldest first (GET tasks/{id}/events), with who,
// when (MM/DD/YYYY HH:mm:ss) and the sentence; paged. A contract's record (a slot) follows it.
import { useState, type ReactNode } from 'react';
import type { TaskDetails } from 'shared-contract';
import { Box, Paper, Typography } from '@mui/material';
import { EmptyState, LoadErrorState, LoadingState, Pagination, formatDateTime } from 'shared-ui';
import { useTaskEvents } from '../api/task-api';
import { useTaskView } from './task-view-layout';

export function TaskTimelineView({ contractTimeline }: { contractTimeline?: (task: TaskDetails) => ReactNode }) {
  const { task } = useTaskView();
  return (
    <>
      <TaskEvents taskId={task.id} />
      {task.type === 'contract' && contractTimeline ? contractTimeline(task) : null}
    </>
  );
}

function TaskEvents({ taskId }: { taskId: number }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const { data, error, isLoading, mutate } = useTaskEvents(taskId, page, perPage);
  if (error) return <LoadErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingState />;
  if (data.total === 0) return <EmptyState title="No events yet" />;
  return (
    <Paper variant="outlined" component="section" aria-label="Timeline">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Task events">
        {data.data.map((event) => (
          <Box component="li" key={event.id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" component="time" dateTime={event.created_at} sx={{ minWidth: 150, fontVariantNumeric: 'tabular-nums' }}>
              {formatDateTime(event.created_at)}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="body2">{event.description}</Typography>
              <Typography variant="caption" color="text.secondary">
                {event.user ? `${event.user.full_name}${event.user.company_name ? ` · ${event.user.company_name}` : ''}` : 'System'}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Pagination
        page={page}
        perPage={perPage}
        total={data.total}
        onPageChange={setPage}
        onPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
    </Paper>
  );
}
