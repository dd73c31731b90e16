-- Issue 9 (projects): the project details, company stage and owner-type lists, the activity log.
CREATE TABLE "project_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"action" varchar(64) NOT NULL,
	"subject_type" varchar(32),
	"subject_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_owner_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "internal_number" varchar(255);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "owner_type_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estimated_start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estimated_end_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "country_id" varchar(8);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "state_id" varchar(16);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "city" varchar(255);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "street" varchar(255);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "zip" varchar(32);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "wizard_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_owner_types" ADD CONSTRAINT "project_owner_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_activity_project_created_idx" ON "project_activity" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_owner_types_company_name_unique" ON "project_owner_types" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_company_name_unique" ON "project_stages" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_type_id_project_owner_types_id_fk" FOREIGN KEY ("owner_type_id") REFERENCES "public"."project_owner_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_internal_number_unique" ON "projects" USING btree ("company_id","internal_number");--> statement-breakpoint
CREATE INDEX "projects_manager_idx" ON "projects" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_internal_number_trgm_idx" ON "projects" USING gin (coalesce("internal_number", '') public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_company_status_created_idx" ON "projects" USING btree ("company_id","status","created_at","id");