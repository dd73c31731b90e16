CREATE TABLE "merge_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" varchar(100) NOT NULL,
	"type" varchar(16) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"default_value" varchar(255) DEFAULT '' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"usage" varchar(16) DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"mail_key" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_workflow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_workflow_approvers" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_name_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"pattern" varchar(255) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contract_workflow_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "scope_workflow_id" integer;--> statement-breakpoint
ALTER TABLE "merge_fields" ADD CONSTRAINT "merge_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflow_steps" ADD CONSTRAINT "approval_workflow_steps_workflow_id_approval_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."approval_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflow_approvers" ADD CONSTRAINT "approval_workflow_approvers_step_id_approval_workflow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."approval_workflow_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflow_approvers" ADD CONSTRAINT "approval_workflow_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_types" ADD CONSTRAINT "company_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_name_settings" ADD CONSTRAINT "document_name_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contract_workflow_id_approval_workflows_id_fk" FOREIGN KEY ("contract_workflow_id") REFERENCES "public"."approval_workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_scope_workflow_id_approval_workflows_id_fk" FOREIGN KEY ("scope_workflow_id") REFERENCES "public"."approval_workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merge_fields_company_name_unique" ON "merge_fields" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "merge_fields_company_idx" ON "merge_fields" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_company_name_unique" ON "email_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_company_mail_key_unique" ON "email_templates" USING btree ("company_id","mail_key");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflows_company_kind_name_unique" ON "approval_workflows" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "approval_workflow_steps_workflow_idx" ON "approval_workflow_steps" USING btree ("workflow_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflow_approvers_step_user_unique" ON "approval_workflow_approvers" USING btree ("step_id","user_id");--> statement-breakpoint
CREATE INDEX "approval_workflow_approvers_user_idx" ON "approval_workflow_approvers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_types_company_name_unique" ON "company_types" USING btree ("company_id",lower("name"));
