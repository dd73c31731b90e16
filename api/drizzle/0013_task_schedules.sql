-- Task schedules (issue 15, helper C): reminders, recurrence, the work start date and the COI expiry
-- cycle run on a sweeper (api/src/modules/task-schedules). A recurring task whose series ended on it
-- is marked so the sweeper never looks at it again; partial indexes keep each sweep's look-up small.
ALTER TABLE "tasks" ADD COLUMN "recurrence_ended_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_recurrence_due_idx" ON "tasks" USING btree ("id") WHERE "recurrence_period" is not null and "recurrence_next_created_at" is null and "recurrence_ended_at" is null and "status" in ('completed', 'fully_executed', 'submit_as_needed');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_reminders_unarmed_idx" ON "tasks" USING btree ("id") WHERE "reminders_period" is not null and "next_reminder_at" is null and "status" in ('pending_approval', 'pending_external_signature', 'pending_internal_signature', 'pending_submission', 'pending_acknowledgement');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_work_start_idx" ON "tasks" USING btree ("scope_id") WHERE "status" = 'pending_work_start_date';
