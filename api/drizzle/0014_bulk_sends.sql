-- Bulk sends (issue 15). 0011 created the tables with (bulk_send_id, row_index) unique and
-- (bulk_send_id, status) for the jobs and the retry; a deleted task sets its row's task_id to null,
-- which needs the rows by task.
CREATE INDEX IF NOT EXISTS "bulk_send_rows_task_idx" ON "bulk_send_rows" USING btree ("task_id") WHERE "task_id" IS NOT NULL;
