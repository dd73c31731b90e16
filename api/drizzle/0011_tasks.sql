-- Tasks and documents (issue 15): the full task row, its timeline events, files submitted on it, approved
-- certificates of insurance, quick access documents, requirement templates and bulk sends.
CREATE TABLE "bulk_send_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_send_id" integer NOT NULL,
	"row_index" integer NOT NULL,
	"project_id" integer,
	"scope_id" integer,
	"vendor_company_id" integer,
	"merge_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"error" text,
	"task_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"template_id" integer,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'validated' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vendor_company_id" integer NOT NULL,
	"task_id" integer,
	"file_id" integer,
	"insurer" varchar(255) NOT NULL,
	"coverages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_insured" boolean DEFAULT false NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renewal_task_id" integer,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_access_documents" (
	"user_id" integer NOT NULL,
	"document_kind" varchar(32) NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_access_documents_user_id_document_kind_document_id_pk" PRIMARY KEY("user_id","document_kind","document_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"document_type" varchar(64) NOT NULL,
	"template_id" integer,
	"min_amount" numeric(14, 2),
	"max_amount" numeric(14, 2),
	"vendor_company_type" varchar(32),
	"coverage_minimums" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_insured_required" boolean DEFAULT false NOT NULL,
	"due_in_days" integer DEFAULT 14 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer,
	"action" varchar(64) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"path" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(255),
	"review_status" varchar(16),
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"insurance" jsonb,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "scope_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "number" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority" varchar(8) DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assign_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "internal_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "internal_signer_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "external_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "external_signer_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "package" varchar(255);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "merge_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "form" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reminders_every" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reminders_period" varchar(8);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reminders_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_every" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_period" varchar(8);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_until_repeats" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_until_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_parent_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_index" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_next_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "requirement_template_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "bulk_send_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_bulk_send_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificates" ADD CONSTRAINT "insurance_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificates" ADD CONSTRAINT "insurance_certificates_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificates" ADD CONSTRAINT "insurance_certificates_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificates" ADD CONSTRAINT "insurance_certificates_file_id_task_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."task_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificates" ADD CONSTRAINT "insurance_certificates_renewal_task_id_tasks_id_fk" FOREIGN KEY ("renewal_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_access_documents" ADD CONSTRAINT "quick_access_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_templates" ADD CONSTRAINT "requirement_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_templates" ADD CONSTRAINT "requirement_templates_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_send_rows_send_row_unique" ON "bulk_send_rows" USING btree ("bulk_send_id","row_index");--> statement-breakpoint
CREATE INDEX "bulk_send_rows_send_status_idx" ON "bulk_send_rows" USING btree ("bulk_send_id","status");--> statement-breakpoint
CREATE INDEX "bulk_sends_company_created_idx" ON "bulk_sends" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_certificates_company_vendor_idx" ON "insurance_certificates" USING btree ("company_id","vendor_company_id");--> statement-breakpoint
CREATE INDEX "insurance_certificates_expiry_idx" ON "insurance_certificates" USING btree ("expiry_date") WHERE "insurance_certificates"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_templates_company_name_unique" ON "requirement_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "task_events_task_created_idx" ON "task_events" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_files_task_idx" ON "task_files" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_files_name_trgm_idx" ON "task_files" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_internal_assignee_id_users_id_fk" FOREIGN KEY ("internal_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_internal_signer_id_users_id_fk" FOREIGN KEY ("internal_signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_external_assignee_id_users_id_fk" FOREIGN KEY ("external_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_external_signer_id_users_id_fk" FOREIGN KEY ("external_signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_scope_idx" ON "tasks" USING btree ("scope_id");--> statement-breakpoint
CREATE INDEX "tasks_company_status_due_idx" ON "tasks" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_company_due_idx" ON "tasks" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_vendor_status_due_idx" ON "tasks" USING btree ("vendor_company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_internal_assignee_idx" ON "tasks" USING btree ("internal_assignee_id");--> statement-breakpoint
CREATE INDEX "tasks_external_assignee_idx" ON "tasks" USING btree ("external_assignee_id");--> statement-breakpoint
CREATE INDEX "tasks_next_reminder_idx" ON "tasks" USING btree ("next_reminder_at") WHERE "tasks"."next_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_recurrence_parent_idx" ON "tasks" USING btree ("recurrence_parent_id");--> statement-breakpoint
CREATE INDEX "tasks_bulk_send_idx" ON "tasks" USING btree ("bulk_send_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_company_number_unique" ON "tasks" USING btree ("company_id","number") WHERE "tasks"."number" <> '';--> statement-breakpoint
CREATE INDEX "tasks_name_trgm_idx" ON "tasks" USING gin ("name" public.gin_trgm_ops);