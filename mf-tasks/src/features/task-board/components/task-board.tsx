// The task board (000 section 2 leaves its content open; issue 15): the caller's open tasks as one
// column per status, with search and the task-board filter panel (001 section 3: due_in Today, One
// week (default), One month, 3 months, 1 year, whose badge cannot be removed; priority). The state
// lives in the URL (search, filter[due_in], filter[priority]).
import { useMemo } from 'react';
import { Box, Card, CardActionArea, CardContent, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { SEARCH_DEBOUNCE_MS, TASK_BOARD_DUE_IN_KEYS, UI_TEXT, taskViewPath, type TaskRow } from 'shared-contract';
import {
  FilterPanel,
  ListToolbar,
  LoadErrorState,
  LoadingState,
  SearchBox,
  TASK_BOARD_DEFAULT_DUE_IN,
  TaskDueDate,
  TaskPriority,
  counterpartyName,
  buildTaskBoardFilterFields,
  useListParams,
} from 'shared-ui';
import { useTaskBoard } from '../api/task-board';

function TaskCard({ task, viewerCompanyId }: { task: TaskRow; viewerCompanyId?: number | null }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={taskViewPath(task)} aria-label={`${task.task_name} (${task.task_id})`}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="caption" color="text.secondary">
            {task.task_id}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.task_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {task.project_name ?? UI_TEXT.notAvailable} · {counterpartyName(task, viewerCompanyId)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', fontSize: 13 }}>
            <TaskDueDate task={task} />
            <TaskPriority priority={task.priority} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function TaskBoard() {
  const { user } = useCurrentUser();
  const fields = useMemo(() => buildTaskBoardFilterFields(), []);
  const list = useListParams(fields, useSearchParams());
  const dueInParam = String(list.params.filters.due_in ?? '');
  const dueIn = (TASK_BOARD_DUE_IN_KEYS as readonly string[]).includes(dueInParam) ? dueInParam : TASK_BOARD_DEFAULT_DUE_IN;
  const priority = list.params.filters.priority ? String(list.params.filters.priority) : undefined;
  const { data, error, isLoading, mutate } = useTaskBoard({ due_in: dueIn, priority, search: list.params.search });
  const columns = data?.data.columns ?? [];

  return (
    <Box>
      <ListToolbar>
        <SearchBox value={list.params.search} onSearch={list.setSearch} debounceMs={SEARCH_DEBOUNCE_MS} />
        <FilterPanel
          fields={fields}
          initialValues={{ due_in: TASK_BOARD_DEFAULT_DUE_IN, priority: '' }}
          values={{ due_in: dueIn, priority: priority ?? '' }}
          onSearch={list.setFilters}
        />
      </ListToolbar>
      {error ? <LoadErrorState error={error} onRetry={() => void mutate()} /> : null}
      {isLoading && !data ? (
        <LoadingState />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }} role="list" aria-label="Task board">
          {columns.map((column) => (
            <Paper
              key={column.status}
              variant="outlined"
              role="listitem"
              aria-label={`${column.label}: ${column.total}`}
              sx={{ flex: '0 0 280px', bgcolor: 'grey.50', p: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle2" component="h2">
                  {column.label}
                </Typography>
                <Chip size="small" label={column.total} />
              </Stack>
              {column.tasks.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {UI_TEXT.noDataYet}
                </Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
                  {column.tasks.map((task) => (
                    <TaskCard key={task.id} task={task} viewerCompanyId={user?.company?.id} />
                  ))}
                </Stack>
              )}
              {column.total > column.tasks.length ? (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {`Showing ${column.tasks.length} of ${column.total}`}
                </Typography>
              ) : null}
            </Paper>
          ))}
          {columns.length === 0 && !error ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 4, width: '100%', textAlign: 'center' }}>
              {list.isSearchActive ? UI_TEXT.noSearchResults : UI_TEXT.noDataYet}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
