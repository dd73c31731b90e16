-- Issue 9 (scopes): scopes of work, their attachments, editors and approval rounds.
CREATE TABLE "scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_company_id" integer,
	"vendor_assignee_id" integer,
	"vendor_signer_id" integer,
	"name" varchar(255) NOT NULL,
	"description" text,
	"amount" numeric(14, 2),
	"work_start_date" date,
	"status" varchar(16) DEFAULT 'drafting' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope_id" integer NOT NULL,
	"path" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(255),
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope_editors" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"step" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"reason" text,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_vendor_assignee_id_users_id_fk" FOREIGN KEY ("vendor_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_vendor_signer_id_users_id_fk" FOREIGN KEY ("vendor_signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_attachments" ADD CONSTRAINT "scope_attachments_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_attachments" ADD CONSTRAINT "scope_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_editors" ADD CONSTRAINT "scope_editors_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_editors" ADD CONSTRAINT "scope_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_approvals" ADD CONSTRAINT "scope_approvals_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_approvals" ADD CONSTRAINT "scope_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scopes_project_idx" ON "scopes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "scopes_company_idx" ON "scopes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "scopes_vendor_company_idx" ON "scopes" USING btree ("vendor_company_id");--> statement-breakpoint
CREATE INDEX "scopes_name_trgm_idx" ON "scopes" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scope_attachments_scope_idx" ON "scope_attachments" USING btree ("scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scope_editors_scope_user_unique" ON "scope_editors" USING btree ("scope_id","user_id");--> statement-breakpoint
CREATE INDEX "scope_editors_user_idx" ON "scope_editors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scope_approvals_scope_user_unique" ON "scope_approvals" USING btree ("scope_id","user_id");--> statement-breakpoint
CREATE INDEX "scope_approvals_user_idx" ON "scope_approvals" USING btree ("user_id");
