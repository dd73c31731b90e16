-- Issue 9, project setup (wizard steps 2-5): the project team, the company's creation form (sections,
-- custom fields, select options), custom field values of projects and scopes, the project's default
-- workflow users and its additional documents.
CREATE TABLE "creation_form_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"label" varchar(255) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(16) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_custom_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entity_type" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value" text,
	"option_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_additional_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(255) DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_workflow_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creation_form_sections" ADD CONSTRAINT "creation_form_sections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_options" ADD CONSTRAINT "custom_field_options_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_section_id_creation_form_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."creation_form_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_custom_field_values" ADD CONSTRAINT "entity_custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_custom_field_values" ADD CONSTRAINT "entity_custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_custom_field_values" ADD CONSTRAINT "entity_custom_field_values_option_id_custom_field_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_field_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additional_documents" ADD CONSTRAINT "project_additional_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additional_documents" ADD CONSTRAINT "project_additional_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_additional_documents" ADD CONSTRAINT "project_additional_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD CONSTRAINT "project_team_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD CONSTRAINT "project_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team_members" ADD CONSTRAINT "project_team_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_workflow_users" ADD CONSTRAINT "project_workflow_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_workflow_users" ADD CONSTRAINT "project_workflow_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creation_form_sections_company_name_unique" ON "creation_form_sections" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_field_options_field_idx" ON "custom_field_options" USING btree ("field_id","position");--> statement-breakpoint
CREATE INDEX "custom_fields_company_idx" ON "custom_fields" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "custom_fields_section_idx" ON "custom_fields" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_section_name_unique" ON "custom_fields" USING btree ("section_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "entity_custom_field_values_entity_field_unique" ON "entity_custom_field_values" USING btree ("entity_type","entity_id","field_id");--> statement-breakpoint
CREATE INDEX "entity_custom_field_values_field_idx" ON "entity_custom_field_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "entity_custom_field_values_option_idx" ON "entity_custom_field_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "project_additional_documents_project_idx" ON "project_additional_documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_team_members_project_user_unique" ON "project_team_members" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_team_members_user_idx" ON "project_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_workflow_users_project_kind_user_unique" ON "project_workflow_users" USING btree ("project_id","kind","user_id");