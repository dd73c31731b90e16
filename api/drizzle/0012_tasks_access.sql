-- Issue 15 (tasks-api-core): each company's task numbers (T-000001...) come from one counter row per
-- company, bumped with INSERT ... ON CONFLICT DO UPDATE ... RETURNING in the creating transaction, so
-- concurrent creates wait on that row and never draw the same number (the unique index of 0011 stays
-- the last line of defence). The vendor's side of the task list reads its tasks in due date order.
CREATE TABLE "task_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_counters" ADD CONSTRAINT "task_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_vendor_due_idx" ON "tasks" USING btree ("vendor_company_id","due_date","id");
